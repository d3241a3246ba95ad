import {
  ADMIN_AUTHORITY,
  type Factory,
  type FactoryModify,
  type FactoryRegister,
  type FactoryInfo,
  type FactorySettings,
  factorySettingsSchema,
  type Page,
} from '@gbo/contracts';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';
import type { AuthContext } from '../../plugins/auth';
import { insertDept } from '../depts/repository';
import {
  findMembershipOfUser,
  findUserByMobile,
  insertMember,
  insertUser,
  replaceMemberRoles,
} from '../people/repository';
import { createDefaultRoles } from '../roles/default-roles';
import * as repo from './repository';

export const FACTORY_MESSAGES = {
  notFound: (id: number) => `Factory ${id} does not exist`,
  codeTaken: (code: string) => `code: a factory with the code ${code} already exists`,
  adminPasswordNeeded: 'admin.password: the administrator has no account yet, so it needs a first password',
  adminIsOperator:
    'admin.mobile: this mobile number belongs to a platform operator, who is never a member of a factory',
  unknownTimeZone: (zone: string) =>
    `timeZone: ${zone} is not a time zone the database knows; choose one such as Asia/Shanghai`,
} as const;

/** The departments a new factory starts with; its administrator shapes them from there. */
export const DEFAULT_DEPTS = ['Office', 'Cutting', 'Sewing line 1', 'Finishing', 'QC', 'Packing'] as const;

function toFactory(row: repo.FactoryRow): Factory {
  return { ...row, createTime: row.createTime.toISOString(), endTime: row.endTime?.toISOString() ?? null };
}

export function createFactoryService({ db }: { db: Db }) {
  async function list(query: {
    blurry?: string;
    page: number;
    size: number;
    sort?: string;
  }): Promise<Page<Factory>> {
    const { rows, total } = await repo.findFactoryPage(db, query);
    return { content: rows.map(toFactory), totalElements: total };
  }

  /** The signed-in factory as the navbar's enterprise info shows it. */
  async function info(auth: AuthContext): Promise<FactoryInfo> {
    const row = await repo.findFactoryInfo(db, auth.factoryId);
    if (!row) throw notFound(FACTORY_MESSAGES.notFound(auth.factoryId));
    return { ...row, createTime: row.createTime.toISOString(), endTime: row.endTime?.toISOString() ?? null };
  }

  async function get(id: number): Promise<Factory> {
    const row = await repo.findFactory(db, id);
    if (!row) throw notFound(FACTORY_MESSAGES.notFound(id));
    return toFactory(row);
  }

  /**
   * Registers a factory ready to work: default departments and roles, and its first administrator (an
   * existing account joins as a member; a new one is created). All of it, or nothing.
   */
  async function register(body: FactoryRegister): Promise<Factory> {
    await checkTimeZone(body.timeZone);
    const passwordHash = body.admin.password ? await hashPassword(body.admin.password) : null;
    const id = await db.transaction(async (tx) => {
      if (await repo.isCodeTaken(tx, body.code)) throw conflict(FACTORY_MESSAGES.codeTaken(body.code));
      const factoryId = await repo.insertFactory(tx, {
        code: body.code,
        name: body.name,
        address: body.address ?? null,
        totalNumber: body.totalNumber,
        timeZone: body.timeZone,
        endTime: body.endTime ? new Date(body.endTime) : null,
      });
      const deptIds = [];
      for (const [i, name] of DEFAULT_DEPTS.entries()) {
        deptIds.push(await insertDept(tx, factoryId, { name, pid: null, deptSort: i + 1, enabled: true }));
      }
      const roleIds = await createDefaultRoles(tx, factoryId);
      const existing = await findUserByMobile(tx, body.admin.mobile);
      if (existing?.platformAdmin) throw badRequest(FACTORY_MESSAGES.adminIsOperator);
      if (!existing && !passwordHash) throw badRequest(FACTORY_MESSAGES.adminPasswordNeeded);
      const userId =
        existing?.id ??
        (await insertUser(tx, {
          mobile: body.admin.mobile,
          name: body.admin.name,
          passwordHash: passwordHash as string,
        }));
      if (!(await findMembershipOfUser(tx, factoryId, userId))) {
        const memberId = await insertMember(tx, factoryId, userId, {
          jobNumber: 'A001',
          deptId: deptIds[0] ?? null,
          enabled: true,
          left: false,
        });
        await replaceMemberRoles(tx, factoryId, memberId, [roleIds.get(ADMIN_AUTHORITY) as number]);
      }
      return factoryId;
    });
    return get(id);
  }

  /** Work dates are computed by PostgreSQL in the factory's zone: one it does not know would fail every scan. */
  async function checkTimeZone(zone: string) {
    if (!(await repo.isKnownTimeZone(db, zone))) throw badRequest(FACTORY_MESSAGES.unknownTimeZone(zone));
  }

  /** Edits a factory; a disabled or expired factory's sessions stop working at their next request. */
  async function modify(body: FactoryModify): Promise<void> {
    await get(body.id);
    await checkTimeZone(body.timeZone);
    await repo.updateFactory(db, body.id, {
      name: body.name,
      address: body.address ?? null,
      totalNumber: body.totalNumber,
      timeZone: body.timeZone,
      endTime: body.endTime ? new Date(body.endTime) : null,
      enabled: body.enabled,
    });
  }

  /** A factory's settings are its own: a platform operator may open any, anyone else only their own. */
  function checkReach(auth: AuthContext, factoryId: number) {
    if (!auth.platformAdmin && factoryId !== auth.factoryId)
      throw notFound(FACTORY_MESSAGES.notFound(factoryId));
  }

  async function getSettings(auth: AuthContext, factoryId: number): Promise<FactorySettings> {
    checkReach(auth, factoryId);
    await get(factoryId);
    // Stored settings may predate a newer setting: the schema fills in its default.
    return factorySettingsSchema.parse((await repo.findSettings(db, factoryId)) ?? {});
  }

  async function updateSettings(
    auth: AuthContext,
    factoryId: number,
    settings: FactorySettings,
  ): Promise<string> {
    checkReach(auth, factoryId);
    const factory = await get(factoryId);
    await repo.updateSettings(db, factoryId, settings);
    return factory.name;
  }

  return { info, list, get, register, modify, getSettings, updateSettings };
}

export type FactoryService = ReturnType<typeof createFactoryService>;
