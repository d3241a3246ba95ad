import { and, asc, count, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { depts, factories, memberRoles, members, roles, sessions, users } from '../../db/schema';
import { blurryMatch } from '../../lib/search';
import { orderBy } from '../../lib/sorting';

export type PersonFilter = {
  blurry?: string;
  deptIds?: number[];
  enabled?: boolean;
  left?: boolean;
  /** Data scope: 'all', or the departments the caller may see. */
  visible: 'all' | number[];
};

function personWhere(factoryId: number, filter: PersonFilter): SQL | undefined {
  return and(
    eq(members.factoryId, factoryId),
    blurryMatch(filter.blurry, [users.name, users.mobile, members.jobNumber]),
    filter.deptIds ? inArray(members.deptId, filter.deptIds.length ? filter.deptIds : [-1]) : undefined,
    filter.enabled === undefined ? undefined : eq(members.enabled, filter.enabled),
    filter.left === undefined ? undefined : filter.left ? isNotNull(members.leftAt) : isNull(members.leftAt),
    filter.visible === 'all'
      ? undefined
      : inArray(members.deptId, filter.visible.length ? filter.visible : [-1]),
  );
}

const personColumns = {
  id: users.id,
  memberId: members.id,
  mobile: users.mobile,
  name: users.name,
  avatarName: users.avatarName,
  platformAdmin: users.platformAdmin,
  jobNumber: members.jobNumber,
  deptId: members.deptId,
  deptName: depts.name,
  enabled: members.enabled,
  joinedAt: members.joinedAt,
  leftAt: members.leftAt,
};

export type PersonRow = {
  id: number;
  memberId: number;
  mobile: string;
  name: string;
  avatarName: string | null;
  /** A platform operator's account: never a factory's to change. */
  platformAdmin: boolean;
  jobNumber: string | null;
  deptId: number | null;
  deptName: string | null;
  enabled: boolean;
  joinedAt: Date;
  leftAt: Date | null;
};

function personSelect(db: DbOrTx) {
  return db
    .select(personColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(depts, and(eq(depts.factoryId, members.factoryId), eq(depts.id, members.deptId)));
}

const sortableColumns = {
  id: users.id,
  name: users.name,
  jobNumber: members.jobNumber,
  joinedAt: members.joinedAt,
};

/** eladmin's `sort=field,asc|desc` over the people list's columns; by id when not given. */
const personOrder = (sort: string | undefined) => orderBy(sort, sortableColumns, 'id', users.id);

export async function findPersonPage(
  db: DbOrTx,
  factoryId: number,
  filter: PersonFilter,
  page: { page: number; size: number; sort?: string },
): Promise<{ rows: PersonRow[]; total: number }> {
  const where = personWhere(factoryId, filter);
  const [rows, [total]] = await Promise.all([
    personSelect(db)
      .where(where)
      .orderBy(...personOrder(page.sort))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(members).innerJoin(users, eq(users.id, members.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPeople(
  db: DbOrTx,
  factoryId: number,
  filter: PersonFilter,
  sort?: string,
): Promise<PersonRow[]> {
  return personSelect(db)
    .where(personWhere(factoryId, filter))
    .orderBy(...(sort === undefined ? [asc(members.jobNumber), asc(users.id)] : personOrder(sort)));
}

export async function findPerson(db: DbOrTx, factoryId: number, userId: number): Promise<PersonRow | null> {
  const [row] = await personSelect(db).where(
    and(eq(members.factoryId, factoryId), eq(members.userId, userId)),
  );
  return row ?? null;
}

export async function findRolesOfMembers(db: DbOrTx, factoryId: number, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return db
    .select({ memberId: memberRoles.memberId, id: roles.id, name: roles.name })
    .from(memberRoles)
    .innerJoin(roles, and(eq(roles.factoryId, memberRoles.factoryId), eq(roles.id, memberRoles.roleId)))
    .where(and(eq(memberRoles.factoryId, factoryId), inArray(memberRoles.memberId, memberIds)))
    .orderBy(asc(roles.id));
}

export async function countPeople(db: DbOrTx, factoryId: number, current: boolean): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(
      and(eq(members.factoryId, factoryId), current ? isNull(members.leftAt) : isNotNull(members.leftAt)),
    );
  return row?.n ?? 0;
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

/** People who count against the limit: enabled and not departed. */
export async function countActive(db: DbOrTx, factoryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.factoryId, factoryId), eq(members.enabled, true), isNull(members.leftAt)));
  return row?.n ?? 0;
}

/** The users module owns the accounts table; its lookup is the one every module uses. */
export { findUserByMobile } from '../users/repository';

export async function insertUser(db: DbOrTx, values: { mobile: string; name: string; passwordHash: string }) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
}

export async function isJobNumberTaken(
  db: DbOrTx,
  factoryId: number,
  jobNumber: string,
  exceptUserId?: number,
) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.factoryId, factoryId),
        eq(members.jobNumber, jobNumber),
        exceptUserId === undefined ? undefined : ne(members.userId, exceptUserId),
      ),
    );
  return row !== undefined;
}

export type MembershipValues = {
  jobNumber: string | null;
  deptId: number | null;
  enabled: boolean;
  /** Has left the factory: the day it happened is kept while they stay away, and set when it first happens. */
  left: boolean;
};

/** The row's columns; `kept` is the leaving day a row already has (an update keeps the first one). */
function memberColumns({ left, ...values }: MembershipValues, kept: SQL = sql`now()`) {
  return { ...values, leftAt: left ? kept : null };
}

export async function insertMember(db: DbOrTx, factoryId: number, userId: number, values: MembershipValues) {
  const [row] = await db
    .insert(members)
    .values({ factoryId, userId, ...memberColumns(values) })
    .returning({ id: members.id });
  if (!row) throw new Error('member insert returned nothing');
  return row.id;
}

export async function updateMember(
  db: DbOrTx,
  factoryId: number,
  memberId: number,
  values: MembershipValues,
) {
  await db
    .update(members)
    .set({ ...memberColumns(values, sql`coalesce(${members.leftAt}, now())`), updateTime: sql`now()` })
    .where(and(eq(members.factoryId, factoryId), eq(members.id, memberId)));
}

export async function renameUser(db: DbOrTx, userId: number, name: string) {
  await db
    .update(users)
    .set({ name, updateTime: sql`now()` })
    .where(eq(users.id, userId));
}

export async function replaceMemberRoles(db: DbOrTx, factoryId: number, memberId: number, roleIds: number[]) {
  await db
    .delete(memberRoles)
    .where(and(eq(memberRoles.factoryId, factoryId), eq(memberRoles.memberId, memberId)));
  if (roleIds.length > 0) {
    await db.insert(memberRoles).values(roleIds.map((roleId) => ({ factoryId, memberId, roleId })));
  }
}

/** Ends a user's sessions in one factory (disabled or departed there). */
export async function endSessionsIn(db: DbOrTx, factoryId: number, userId: number) {
  await db.delete(sessions).where(and(eq(sessions.factoryId, factoryId), eq(sessions.userId, userId)));
}

/**
 * Whether the account is a member of another factory: a current one (`current`), or any, including one the
 * person has left.
 */
export async function memberElsewhere(
  db: DbOrTx,
  factoryId: number,
  userId: number,
  which: 'current' | 'any',
): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.userId, userId),
        ne(members.factoryId, factoryId),
        which === 'current' ? isNull(members.leftAt) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
