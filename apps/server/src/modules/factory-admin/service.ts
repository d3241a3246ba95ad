import {
  ADMIN_AUTHORITY,
  type Factory,
  type FactoryInfo,
  type FactoryRegister,
  type Page,
} from '@gbo/contracts';
import { type Db, inTransaction } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest, conflict } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';
import type { DeptService } from '../depts';
import { FACTORY_MESSAGES, type FactoryService } from '../factory';
import type { PeopleService } from '../people';
import type { RoleService } from '../roles';
import type { UserService } from '../users';

/** The departments a new factory starts with; its administrator shapes them from there. */
export const DEFAULT_DEPTS = ['Office', 'Cutting', 'Sewing line 1', 'Finishing', 'QC', 'Packing'] as const;

export type FactoryAdminDeps = {
  db: Db;
  factory: FactoryService;
  /** Members are the people module's: head counts, and a new factory's first administrator. */
  people: Pick<PeopleService, 'activeCounts' | 'membership' | 'addMember'>;
  depts: Pick<DeptService, 'add'>;
  roles: Pick<RoleService, 'createDefaults' | 'setMemberRoles'>;
  users: Pick<UserService, 'byMobile' | 'createAccount'>;
};

/**
 * The platform's factory screens where a factory meets its people: the list and the navbar's info with their
 * head counts, and registering a factory with its first departments, roles and administrator.
 */
export function createFactoryAdminService({ db, factory, people, depts, roles, users }: FactoryAdminDeps) {
  async function list(query: {
    blurry?: string;
    page: number;
    size: number;
    sort?: string;
  }): Promise<Page<Factory>> {
    const { rows, total } = await factory.page(query);
    const counts = await people.activeCounts(rows.map((row) => row.id));
    return {
      content: rows.map((row) => ({ ...row, addNumber: counts.get(row.id) ?? 0 })),
      totalElements: total,
    };
  }

  /** The signed-in factory as the navbar's enterprise info shows it, with its current head count. */
  async function info(auth: AuthContext): Promise<FactoryInfo> {
    const row = await factory.infoOf(auth.factoryId);
    const counts = await people.activeCounts([auth.factoryId]);
    return { ...row, addNumber: counts.get(auth.factoryId) ?? 0 };
  }

  async function get(id: number): Promise<Factory> {
    const row = await factory.get(id);
    const counts = await people.activeCounts([id]);
    return { ...row, addNumber: counts.get(id) ?? 0 };
  }

  /**
   * Registers a factory ready to work: default departments and roles, and its first administrator (an
   * existing account joins as a member; a new one is created). All of it, or nothing.
   */
  async function register(body: FactoryRegister): Promise<Factory> {
    await factory.checkTimeZone(body.timeZone);
    const passwordHash = body.admin.password ? await hashPassword(body.admin.password) : null;
    const id = await inTransaction(db, async () => {
      if (await factory.isCodeTaken(body.code)) throw conflict(FACTORY_MESSAGES.codeTaken(body.code));
      const factoryId = await factory.insert({
        code: body.code,
        name: body.name,
        address: body.address ?? null,
        totalNumber: body.totalNumber,
        timeZone: body.timeZone,
        endTime: body.endTime ? new Date(body.endTime) : null,
      });
      const deptIds = [];
      for (const [i, name] of DEFAULT_DEPTS.entries()) {
        deptIds.push(
          await depts.add(factoryId, {
            name,
            pid: null,
            deptSort: i + 1,
            enabled: true,
            shift: null,
            targetEfficiency: null,
          }),
        );
      }
      const roleIds = await roles.createDefaults(factoryId);
      const existing = await users.byMobile(body.admin.mobile);
      if (existing?.platformAdmin) throw badRequest(FACTORY_MESSAGES.adminIsOperator);
      if (!existing && !passwordHash) throw badRequest(FACTORY_MESSAGES.adminPasswordNeeded);
      const userId =
        existing?.id ??
        (await users.createAccount({
          mobile: body.admin.mobile,
          name: body.admin.name,
          passwordHash: passwordHash as string,
        }));
      if (!(await people.membership(factoryId, userId))) {
        const memberId = await people.addMember(factoryId, userId, {
          jobNumber: 'A001',
          deptId: deptIds[0] ?? null,
          enabled: true,
          left: false,
        });
        await roles.setMemberRoles(factoryId, memberId, [roleIds.get(ADMIN_AUTHORITY) as number]);
      }
      return factoryId;
    });
    return get(id);
  }

  return { list, info, get, register };
}

export type FactoryAdminService = ReturnType<typeof createFactoryAdminService>;
