import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { factories } from '../../db/schema';
import { orderBy } from '../../lib/sorting';
import { blurryMatch } from '../../lib/search';

const factoryColumns = {
  id: factories.id,
  name: factories.name,
  code: factories.code,
  address: factories.address,
  totalNumber: factories.totalNumber,
  timeZone: factories.timeZone,
  enabled: factories.enabled,
  createTime: factories.createTime,
  endTime: factories.endTime,
};

export type FactoryRow = {
  id: number;
  name: string;
  code: string;
  address: string | null;
  totalNumber: number;
  timeZone: string;
  enabled: boolean;
  createTime: Date;
  endTime: Date | null;
};

/** The factory as the navbar's enterprise info shows it (its head count is the people module's). */
export async function findFactoryInfo(db: DbOrTx, factoryId: number) {
  const [row] = await db
    .select({
      factoryName: factories.name,
      totalNumber: factories.totalNumber,
      createTime: factories.createTime,
      endTime: factories.endTime,
      address: factories.address,
    })
    .from(factories)
    .where(eq(factories.id, factoryId));
  return row ?? null;
}

const sortableColumns = {
  id: factories.id,
  name: factories.name,
  code: factories.code,
  createTime: factories.createTime,
};

export async function findFactoryPage(
  db: DbOrTx,
  query: { blurry?: string; page: number; size: number; sort?: string },
): Promise<{ rows: FactoryRow[]; total: number }> {
  const where = blurryMatch(query.blurry, [factories.name, factories.code, factories.address]);
  const [rows, [total]] = await Promise.all([
    db
      .select(factoryColumns)
      .from(factories)
      .where(where)
      .orderBy(...orderBy(query.sort, sortableColumns, 'id', factories.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(factories).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findFactory(db: DbOrTx, id: number): Promise<FactoryRow | null> {
  const [row] = await db.select(factoryColumns).from(factories).where(eq(factories.id, id));
  return row ?? null;
}

/** What sign-in decides on: whether the factory is enabled and in service, and its minimum app version. */
export async function findFactoryForSignIn(db: DbOrTx, factoryId: number) {
  const [factory] = await db
    .select({
      id: factories.id,
      name: factories.name,
      enabled: factories.enabled,
      endTime: factories.endTime,
      expired: sql<boolean>`coalesce(${factories.endTime} < now(), false)`,
      minAppVersion: sql<string | null>`${factories.settings}->>'minAppVersion'`,
    })
    .from(factories)
    .where(eq(factories.id, factoryId));
  return factory ?? null;
}

/** Enabled and within its service time: its people may sign in and work. */
const open = sql<boolean>`${factories.enabled} and coalesce(${factories.endTime} > now(), true)`;

/** What a session in the factory carries: whether it may still act, and the settings every request reads. */
export async function findSessionFactory(db: DbOrTx, factoryId: number) {
  const [row] = await db
    .select({
      endTime: factories.endTime,
      active: open,
      minAppVersion: sql<string | null>`${factories.settings}->>'minAppVersion'`,
      // The factory settings' default (true) when it was never set.
      showRatesToWorkers: sql<boolean>`coalesce((${factories.settings}->>'showRatesToWorkers')::boolean, true)`,
      timeZone: factories.timeZone,
    })
    .from(factories)
    .where(eq(factories.id, factoryId));
  return row ?? null;
}

/** The factories to choose from at sign-in (the given ones, or all), optionally only the open ones, by id. */
export async function findLoginFactories(db: DbOrTx, ids: readonly number[] | 'all', openOnly: boolean) {
  if (ids !== 'all' && ids.length === 0) return [];
  const where: (SQL | undefined)[] = [
    ids === 'all' ? undefined : inArray(factories.id, [...ids]),
    openOnly ? open : undefined,
  ];
  return db
    .select({ factoryId: factories.id, factoryName: factories.name })
    .from(factories)
    .where(and(...where))
    .orderBy(asc(factories.id));
}

/**
 * Locks the factory row for the rest of the transaction: head-count checks and the inserts they allow
 * serialise. FOR NO KEY UPDATE, not FOR UPDATE: it does not conflict with the KEY SHARE lock every foreign-key
 * check into factories takes, so the factory's other inserts (scans, at hundreds a second) never wait on it.
 */
export async function lockFactory(db: DbOrTx, factoryId: number) {
  const [row] = await db
    .select({ name: factories.name, totalNumber: factories.totalNumber })
    .from(factories)
    .where(eq(factories.id, factoryId))
    .for('no key update');
  if (!row) throw new Error(`factory ${factoryId} vanished`);
  return row;
}

export async function isCodeTaken(db: DbOrTx, code: string) {
  const [row] = await db.select({ id: factories.id }).from(factories).where(eq(factories.code, code));
  return row !== undefined;
}

export type FactoryValues = {
  name: string;
  address: string | null;
  totalNumber: number;
  timeZone: string;
  endTime: Date | null;
};

export async function insertFactory(db: DbOrTx, values: FactoryValues & { code: string }): Promise<number> {
  const [row] = await db.insert(factories).values(values).returning({ id: factories.id });
  if (!row) throw new Error('factory insert returned nothing');
  return row.id;
}

export async function updateFactory(db: DbOrTx, id: number, values: FactoryValues & { enabled: boolean }) {
  await db.update(factories).set(values).where(eq(factories.id, id));
}

export async function findSettings(db: DbOrTx, id: number): Promise<unknown> {
  const [row] = await db.select({ settings: factories.settings }).from(factories).where(eq(factories.id, id));
  return row?.settings;
}

export async function updateSettings(db: DbOrTx, id: number, settings: Record<string, unknown>) {
  await db.update(factories).set({ settings }).where(eq(factories.id, id));
}

/** Whether PostgreSQL knows a time zone by this name (a few names the JavaScript runtime accepts, it does not). */
export async function isKnownTimeZone(db: DbOrTx, zone: string): Promise<boolean> {
  const [row] = await queryRows<{ known: boolean }>(
    db,
    sql`select exists (select 1 from pg_timezone_names where name = ${zone}) as known`,
  );
  return row?.known === true;
}
