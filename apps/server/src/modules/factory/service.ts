import {
  type Factory,
  type FactoryModify,
  type FactorySettings,
  factorySettingsSchema,
} from '@gbo/contracts';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest, notFound } from '../../lib/http-error';
import { msg } from '../../lib/messages';
import * as repo from './repository';

export const FACTORY_MESSAGES = {
  notFound: (id: number) => msg('factory.notFound', { id }),
  codeTaken: (code: string) => msg('factory.codeTaken', { code }),
  adminPasswordNeeded: msg('factory.adminPasswordNeeded'),
  adminIsOperator: msg('factory.adminIsOperator'),
  unknownTimeZone: (zone: string) => msg('factory.unknownTimeZone', { zone }),
} as const;

/** A factory as the platform's screen shows it, but for its head count (the people module's). */
export type FactoryWithoutHeadCount = Omit<Factory, 'addNumber'>;

function toFactory(row: repo.FactoryRow): FactoryWithoutHeadCount {
  return { ...row, createTime: row.createTime.toISOString(), endTime: row.endTime?.toISOString() ?? null };
}

/**
 * Factories and their settings (the factory module's own table). Registering one with its people, and the
 * head counts the platform's screens show, are the factory-admin module's (it stands on this one).
 */
export function createFactoryService({ db }: { db: Db }) {
  async function page(query: { blurry?: string; page: number; size: number; sort?: string }) {
    const { rows, total } = await repo.findFactoryPage(db, query);
    return { rows: rows.map(toFactory), total };
  }

  /** The signed-in factory as the navbar's enterprise info shows it, but for its head count. */
  async function infoOf(factoryId: number) {
    const row = await repo.findFactoryInfo(db, factoryId);
    if (!row) throw notFound(FACTORY_MESSAGES.notFound(factoryId));
    return { ...row, createTime: row.createTime.toISOString(), endTime: row.endTime?.toISOString() ?? null };
  }

  async function get(id: number): Promise<FactoryWithoutHeadCount> {
    const row = await repo.findFactory(db, id);
    if (!row) throw notFound(FACTORY_MESSAGES.notFound(id));
    return toFactory(row);
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
    return settingsOf(factoryId);
  }

  /** A factory's settings, for a reader that has no session (a line board's display link). */
  async function settingsOf(factoryId: number): Promise<FactorySettings> {
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

  return {
    page,
    infoOf,
    get,
    modify,
    getSettings,
    settingsOf,
    updateSettings,
    checkTimeZone,
    isCodeTaken: (code: string) => repo.isCodeTaken(db, code),
    /** A new factory's own row; factory-admin adds its departments, roles and people through their modules. */
    insert: (values: repo.FactoryValues & { code: string }) => repo.insertFactory(db, values),
    /** A factory's row, or null. */
    find: (id: number) => repo.findFactory(db, id),
    /** What sign-in decides on: whether the factory is enabled and in service, and its minimum app version. */
    forSignIn: (id: number) => repo.findFactoryForSignIn(db, id),
    /** What a session in the factory carries: whether it may still act, and the settings each request reads. */
    sessionFacts: (id: number) => repo.findSessionFactory(db, id),
    /** The factories to choose from at sign-in (the given ones, or all), optionally only open ones, by id. */
    loginFactories: (ids: readonly number[] | 'all', openOnly: boolean) =>
      repo.findLoginFactories(db, ids, openOnly),
    /** Locks the factory's row until the transaction ends (the people limit's check); its name and limit. */
    lockForHeadCount: (id: number) => repo.lockFactory(db, id),
  };
}

export type FactoryService = ReturnType<typeof createFactoryService>;
