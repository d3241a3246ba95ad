import { and, asc, count, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { members, users } from '../../db/schema';
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

/**
 * The name a factory sees: the one it typed until the person first signs in here, then the account's own.
 * Lists, searches and sorts use it, so a pending row never gives away the name of an existing account.
 */
const shownName = sql<string>`coalesce(${members.invitedName}, ${users.name})`;

function personWhere(factoryId: number, filter: PersonFilter): SQL | undefined {
  return and(
    eq(members.factoryId, factoryId),
    blurryMatch(filter.blurry, [shownName, users.mobile, members.jobNumber]),
    filter.deptIds ? inArray(members.deptId, filter.deptIds.length ? filter.deptIds : [-1]) : undefined,
    filter.enabled === undefined ? undefined : eq(members.enabled, filter.enabled),
    filter.left === undefined ? undefined : filter.left ? isNotNull(members.leftAt) : isNull(members.leftAt),
    filter.visible === 'all'
      ? undefined
      : inArray(members.deptId, filter.visible.length ? filter.visible : [-1]),
  );
}

const personColumns = {
  id: members.id,
  userId: users.id,
  mobile: users.mobile,
  name: shownName,
  avatarName: sql<string | null>`case when ${members.acceptedAt} is not null then ${users.avatarName} end`,
  platformAdmin: users.platformAdmin,
  accepted: sql<boolean>`${members.acceptedAt} is not null`,
  ownsAccount: members.ownsAccount,
  jobNumber: members.jobNumber,
  deptId: members.deptId,
  enabled: members.enabled,
  joinedAt: members.joinedAt,
  leftAt: members.leftAt,
};

export type PersonRow = {
  /** The membership: a person's id in this factory. */
  id: number;
  /** The account: the same person in every factory; never shown to a factory. */
  userId: number;
  mobile: string;
  name: string;
  avatarName: string | null;
  /** A platform operator's account: never a factory's to change. */
  platformAdmin: boolean;
  /** Has signed in here since being added: until then the factory sees only what it typed. */
  accepted: boolean;
  /** The account was made with this membership and never signed in to: the factory still sets its name and password. */
  ownsAccount: boolean;
  jobNumber: string | null;
  deptId: number | null;
  enabled: boolean;
  joinedAt: Date;
  leftAt: Date | null;
};

/**
 * The people list's rows. A read-only exception to table ownership (docs/architecture.md): it joins the
 * users module's accounts, since the list is searched by name and mobile, sorted by name and paged as
 * one with the memberships; the department's and roles' names come from their modules afterwards.
 */
function personSelect(db: DbOrTx) {
  return db.select(personColumns).from(members).innerJoin(users, eq(users.id, members.userId));
}

const sortableColumns = {
  id: members.id,
  name: shownName,
  jobNumber: members.jobNumber,
  joinedAt: members.joinedAt,
};

/** eladmin's `sort=field,asc|desc` over the people list's columns; by id when not given. */
const personOrder = (sort: string | undefined) => orderBy(sort, sortableColumns, 'id', members.id);

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
    .orderBy(...(sort === undefined ? [asc(members.jobNumber), asc(members.id)] : personOrder(sort)));
}

/** A member by their id in this factory (the membership's). */
export async function findPerson(db: DbOrTx, factoryId: number, id: number): Promise<PersonRow | null> {
  const [row] = await personSelect(db).where(and(eq(members.factoryId, factoryId), eq(members.id, id)));
  return row ?? null;
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

/** People who count against the limit: enabled and not departed. */
export async function countActive(db: DbOrTx, factoryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.factoryId, factoryId), eq(members.enabled, true), isNull(members.leftAt)));
  return row?.n ?? 0;
}

export async function isJobNumberTaken(
  db: DbOrTx,
  factoryId: number,
  jobNumber: string,
  exceptMemberId?: number,
) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.factoryId, factoryId),
        eq(members.jobNumber, jobNumber),
        exceptMemberId === undefined ? undefined : ne(members.id, exceptMemberId),
      ),
    );
  return row !== undefined;
}

/** Members of the factory (departed ones too) with these mobile numbers. */
export async function findPeopleByMobiles(
  db: DbOrTx,
  factoryId: number,
  mobiles: readonly string[],
): Promise<PersonRow[]> {
  if (mobiles.length === 0) return [];
  return personSelect(db).where(and(eq(members.factoryId, factoryId), inArray(users.mobile, [...mobiles])));
}

/** Who holds each of these job numbers in the factory. */
export async function findJobNumberHolders(db: DbOrTx, factoryId: number, jobNumbers: readonly string[]) {
  if (jobNumbers.length === 0) return [];
  const rows = await db
    .select({ memberId: members.id, jobNumber: members.jobNumber })
    .from(members)
    .where(and(eq(members.factoryId, factoryId), inArray(members.jobNumber, [...jobNumbers])));
  return rows.flatMap((row) =>
    row.jobNumber === null ? [] : [{ memberId: row.memberId, jobNumber: row.jobNumber }],
  );
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

/** Added by a factory: awaiting the person's first sign-in there, shown under the name the factory typed. */
export type Invitation = { invitedName: string; ownsAccount: boolean };

/** A membership, taken up at once (the platform's own registrations, demo data) unless it is an invitation. */
export async function insertMember(
  db: DbOrTx,
  factoryId: number,
  userId: number,
  values: MembershipValues,
  invitation?: Invitation,
) {
  const [row] = await db
    .insert(members)
    .values({
      factoryId,
      userId,
      ...memberColumns(values),
      ...(invitation && { ...invitation, acceptedAt: null }),
    })
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

/** The name shown for a person who has not signed in here yet. */
export async function renameInvitation(db: DbOrTx, factoryId: number, memberId: number, name: string) {
  await db
    .update(members)
    .set({ invitedName: name, updateTime: sql`now()` })
    .where(and(eq(members.factoryId, factoryId), eq(members.id, memberId), isNull(members.acceptedAt)));
}

/**
 * The person signed in to the factory: they take up its membership (it shows their own name from now on),
 * and their account is theirs alone: no factory sets its name or password any more.
 */
export async function acceptMembership(db: DbOrTx, factoryId: number, userId: number) {
  await db
    .update(members)
    .set({ acceptedAt: sql`now()`, invitedName: null, ownsAccount: false })
    .where(and(eq(members.factoryId, factoryId), eq(members.userId, userId), isNull(members.acceptedAt)));
  await db
    .update(members)
    .set({ ownsAccount: false })
    .where(and(eq(members.userId, userId), eq(members.ownsAccount, true)));
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

/**
 * The account behind a membership while that factory alone may still set its name and password: the factory
 * made it with this membership, nobody has signed in to it, and no other factory (nor the platform) has a
 * membership of it. The caller holds the account's row lock (users module), so no membership elsewhere can
 * appear between this check and the change.
 */
export async function findOwnedAccount(db: DbOrTx, factoryId: number, memberId: number) {
  const [row] = await queryRows<{ user_id: number | string }>(
    db,
    sql`select m.user_id from ${members} m
    where m.factory_id = ${factoryId} and m.id = ${memberId} and m.owns_account and m.accepted_at is null
      and not exists (select 1 from ${members} o where o.user_id = m.user_id and o.factory_id <> m.factory_id)`,
  );
  return row ? Number(row.user_id) : null;
}

/** People who count against each factory's limit (enabled and not departed), by factory. */
export async function countActiveByFactory(db: DbOrTx, factoryIds: readonly number[]) {
  if (factoryIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ factoryId: members.factoryId, n: count() })
    .from(members)
    .where(
      and(inArray(members.factoryId, [...factoryIds]), eq(members.enabled, true), isNull(members.leftAt)),
    )
    .groupBy(members.factoryId);
  return new Map(rows.map((row) => [row.factoryId, row.n]));
}

/** Current (not departed) members of the given departments. */
export async function countCurrentInDepts(db: DbOrTx, factoryId: number, deptIds: number[]): Promise<number> {
  if (deptIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.factoryId, factoryId), inArray(members.deptId, deptIds), isNull(members.leftAt)));
  return row?.n ?? 0;
}

/** Departed members keep their history but lose the link to departments that are going away. */
export async function detachFromDepts(db: DbOrTx, factoryId: number, deptIds: number[]) {
  if (deptIds.length === 0) return;
  await db
    .update(members)
    .set({ deptId: null })
    .where(and(eq(members.factoryId, factoryId), inArray(members.deptId, deptIds)));
}

export async function findDeptOfMember(db: DbOrTx, factoryId: number, memberId: number) {
  const [row] = await db
    .select({ deptId: members.deptId })
    .from(members)
    .where(and(eq(members.factoryId, factoryId), eq(members.id, memberId)));
  return row?.deptId ?? null;
}

/** Of the given members, those who have not left the factory. */
export async function findCurrentAmong(db: DbOrTx, factoryId: number, memberIds: readonly number[]) {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(eq(members.factoryId, factoryId), inArray(members.id, [...memberIds]), isNull(members.leftAt)),
    );
  return rows.map((row) => row.id);
}

/** The account's membership of a factory, taken up or not (signing in is how it is taken up). */
export async function findMembership(db: DbOrTx, factoryId: number, userId: number) {
  const [member] = await db
    .select({
      id: members.id,
      enabled: members.enabled,
      left: isNotNull(members.leftAt),
      accepted: isNotNull(members.acceptedAt),
      active: sql<boolean>`${members.enabled} and ${members.leftAt} is null`,
      jobNumber: members.jobNumber,
      deptId: members.deptId,
    })
    .from(members)
    .where(and(eq(members.factoryId, factoryId), eq(members.userId, userId)));
  return member ?? null;
}

/** The factories where the account is a current, enabled member, in id order. */
export async function findActiveFactoriesOf(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ factoryId: members.factoryId })
    .from(members)
    .where(and(eq(members.userId, userId), isNull(members.leftAt), eq(members.enabled, true)))
    .orderBy(asc(members.factoryId));
  return rows.map((row) => row.factoryId);
}

/** The departments of the given accounts' memberships of a factory. */
export async function findDeptsOfUsers(db: DbOrTx, factoryId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: members.userId, deptId: members.deptId })
    .from(members)
    .where(and(eq(members.factoryId, factoryId), inArray(members.userId, [...userIds])));
}
