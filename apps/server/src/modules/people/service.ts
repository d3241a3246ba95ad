import type { Readable } from 'node:stream';
import type {
  Page,
  PasswordReset,
  Person,
  PersonCreate,
  PersonExportQuery,
  PersonOption,
  PersonQuery,
  PersonUpdate,
} from '@gbo/contracts';
import { type Db, type DbOrTx, inTransaction } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { msg } from '../../lib/messages';
import { hashPassword } from '../../lib/password';
import { type XlsxBookOptions, type XlsxColumn, xlsxStream } from '../../lib/xlsx';
import { canSee, DEPT_MESSAGES, type DeptService } from '../depts';
import type { FactoryService } from '../factory';
import type { RoleService } from '../roles';
import type { UserService } from '../users';
import * as repo from './repository';

export const PEOPLE_MESSAGES = {
  notFound: (id: number) => msg('people.notFound', { id }),
  deptNotFound: (id: number) => msg('people.deptNotFound', { id }),
  limitReached: (factory: string, limit: number) => msg('people.limitReached', { factory, limit }),
  alreadyMember: msg('people.alreadyMember'),
  alreadyMemberLeft: msg('people.alreadyMemberLeft'),
  jobNumberTaken: (jobNumber: string) => msg('people.jobNumberTaken', { jobNumber }),
  notYourself: msg('people.notYourself'),
  worksElsewhere: msg('people.worksElsewhere'),
  operatorAccount: msg('people.operatorAccount'),
  outranked: msg('people.outranked'),
  nameShared: msg('people.nameShared'),
  deptNeeded: msg('people.deptNeeded'),
} as const;

/** People described (with their roles) per round trip while exporting. */
const EXPORT_BATCH = 1000;

const ENABLED = { en: 'Enabled', 'zh-CN': '启用' };
const DISABLED = { en: 'Disabled', 'zh-CN': '禁用' };

const EXPORT_COLUMNS: XlsxColumn<Person>[] = [
  { header: { en: 'Job number', 'zh-CN': '工号' }, width: 12, value: (person) => person.jobNumber },
  { header: { en: 'Name', 'zh-CN': '姓名' }, width: 20, value: (person) => person.name },
  { header: { en: 'Mobile', 'zh-CN': '手机号' }, width: 14, value: (person) => person.mobile },
  { header: { en: 'Department', 'zh-CN': '部门' }, width: 18, value: (person) => person.dept?.name ?? null },
  {
    header: { en: 'Roles', 'zh-CN': '角色' },
    width: 28,
    value: (person) => person.roles.map((role) => role.name).join(', '),
  },
  {
    header: { en: 'Status', 'zh-CN': '状态' },
    width: 10,
    value: (person) => (person.enabled ? ENABLED : DISABLED),
  },
  { header: { en: 'Joined', 'zh-CN': '入职时间' }, width: 20, value: (person) => new Date(person.joinedAt) },
  {
    header: { en: 'Left', 'zh-CN': '离职时间' },
    width: 20,
    value: (person) => (person.leftAt ? new Date(person.leftAt) : null),
  },
];

/** Whom a change was about, as the factory knows them. */
type PersonLabel = { name: string; mobile: string };

/**
 * Sign-in's part in a membership disabled or ended: the account's sessions in the factory end (the auth
 * module does it, which stands on this one; wired in services.ts).
 */
export type FactorySessionEnder = { endSessionsIn(factoryId: number, userId: number): Promise<void> };

export type PeopleServiceDeps = {
  db: Db;
  /** Accounts are the users module's: a person added with a new mobile number gets one there. */
  users: Pick<
    UserService,
    'byMobile' | 'createAccountIfNew' | 'lock' | 'rename' | 'setPassword' | 'setInitialPassword'
  >;
  /** A person disabled or departed is signed out of the factory at once. */
  sessions: FactorySessionEnder;
  depts: Pick<DeptService, 'visibleDepts' | 'find' | 'withDescendants' | 'names'>;
  roles: Pick<RoleService, 'checkAssignable' | 'checkOutranks' | 'rolesOf' | 'setMemberRoles'>;
  /** The people limit is the factory's, checked under its row lock. */
  factory: Pick<FactoryService, 'lockForHeadCount' | 'find'>;
};

/**
 * A person to add whose first password is already hashed (an import hashes one secret for every account whose
 * password the administrator sets later, instead of one per row).
 */
export type PersonCreateHashed = Omit<PersonCreate, 'password'> & { passwordHash: string };

/** A member as an import compares a row with: their roles, and whether the caller's data scope covers them. */
export type MemberForImport = repo.PersonRow & { roleIds: number[]; visible: boolean };

/**
 * A factory's members. Reads and writes of another module's tables go through that module's service, in the
 * caller's transaction (`inTransaction`): the account (users), its sessions (auth), roles, departments.
 */
export function createPeopleService({ db, users, sessions, depts, roles, factory }: PeopleServiceDeps) {
  async function describe(factoryId: number, rows: repo.PersonRow[]): Promise<Person[]> {
    const deptIds = [...new Set(rows.flatMap((row) => (row.deptId === null ? [] : [row.deptId])))];
    const roleRows = await roles.rolesOf(
      factoryId,
      rows.map((row) => row.id),
    );
    const deptRows = await depts.names(factoryId, deptIds);
    const deptNames = new Map(deptRows.map((dept) => [dept.id, dept.name]));
    return rows.map((row) => ({
      id: row.id,
      invited: !row.accepted,
      mobile: row.mobile,
      name: row.name,
      avatarName: row.avatarName,
      jobNumber: row.jobNumber,
      dept:
        row.deptId !== null && deptNames.has(row.deptId)
          ? { id: row.deptId, name: deptNames.get(row.deptId) as string }
          : null,
      roles: roleRows.filter((role) => role.memberId === row.id).map(({ id, name }) => ({ id, name })),
      enabled: row.enabled,
      left: row.leftAt !== null,
      joinedAt: row.joinedAt.toISOString(),
      leftAt: row.leftAt?.toISOString() ?? null,
    }));
  }

  /** The list's filter: the query's, within the caller's data scope; a department includes its sub-departments. */
  async function personFilter(auth: AuthContext, query: PersonExportQuery): Promise<repo.PersonFilter> {
    const visible = await depts.visibleDepts(auth);
    // One rule with getUserNameByDeptId: a department of another factory, or outside the caller's scope, is
    // not found (an empty list would look like an empty department).
    if (query.deptId !== undefined) {
      const dept = await depts.find(auth.factoryId, query.deptId);
      if (!dept || !canSee(visible, query.deptId)) throw notFound(PEOPLE_MESSAGES.deptNotFound(query.deptId));
    }
    const deptIds =
      query.deptId === undefined ? undefined : await depts.withDescendants(auth.factoryId, [query.deptId]);
    return { blurry: query.blurry, deptIds, enabled: query.enabled, left: query.left, visible };
  }

  async function list(auth: AuthContext, query: PersonQuery): Promise<Page<Person>> {
    const { rows, total } = await repo.findPersonPage(db, auth.factoryId, await personFilter(auth, query), {
      page: query.page,
      size: query.size,
      sort: query.sort,
    });
    return { content: await describe(auth.factoryId, rows), totalElements: total };
  }

  /** Every person the list would show, in its order, as a workbook. */
  async function workbook(
    auth: AuthContext,
    query: PersonExportQuery,
    options: XlsxBookOptions = {},
  ): Promise<Readable> {
    const filter = await personFilter(auth, query);
    const rows = await repo.findPeople(db, auth.factoryId, filter, query.sort ?? 'id,desc');
    async function* batches() {
      for (let start = 0; start < rows.length; start += EXPORT_BATCH) {
        yield describe(auth.factoryId, rows.slice(start, start + EXPORT_BATCH));
      }
    }
    return xlsxStream(
      { name: { en: 'People', 'zh-CN': '人员' }, columns: EXPORT_COLUMNS, timeZone: auth.timeZone },
      batches(),
      options,
    );
  }

  /**
   * People to choose from (selects): current members only when `activeOnly`, within the caller's scope. A
   * department asked for must be one the caller sees: another factory's, or one outside the scope, does not exist.
   */
  async function options(
    auth: AuthContext,
    filter: { activeOnly: boolean; deptId?: number },
  ): Promise<PersonOption[]> {
    const visible = await depts.visibleDepts(auth);
    if (filter.deptId !== undefined) {
      const dept = await depts.find(auth.factoryId, filter.deptId);
      if (!dept || !canSee(visible, filter.deptId)) throw notFound(DEPT_MESSAGES.notFound(filter.deptId));
    }
    const rows = await repo.findPeople(db, auth.factoryId, {
      visible,
      deptIds: filter.deptId === undefined ? undefined : [filter.deptId],
      ...(filter.activeOnly ? { enabled: true, left: false } : {}),
    });
    return rows.map(({ id, name, mobile, jobNumber }) => ({ id, name, mobile, jobNumber }));
  }

  async function count(auth: AuthContext, current: boolean) {
    return { count: await repo.countPeople(db, auth.factoryId, current) };
  }

  /** A member the caller may see; anyone else, including another factory's people, does not exist. */
  async function visiblePerson(tx: DbOrTx, auth: AuthContext, id: number) {
    const person = await repo.findPerson(tx, auth.factoryId, id);
    if (!person || !canSee(await depts.visibleDepts(auth), person.deptId))
      throw notFound(PEOPLE_MESSAGES.notFound(id));
    return person;
  }

  /** A person's department must be one the caller sees; without one, only a caller who sees everyone sees them. */
  async function checkDept(auth: AuthContext, deptId: number | null) {
    const visible = await depts.visibleDepts(auth);
    if (deptId === null) {
      if (visible !== 'all') throw badRequest(PEOPLE_MESSAGES.deptNeeded);
      return;
    }
    const dept = await depts.find(auth.factoryId, deptId);
    if (!dept || !canSee(visible, deptId)) throw notFound(PEOPLE_MESSAGES.deptNotFound(deptId));
  }

  /**
   * A member the caller may take charge of (edit, disable, set the password of): never a platform operator's
   * account, nor someone whose roles carry more than the caller's. Until someone first signs in here, the
   * factory only ever changes what it typed itself, so nothing about the account is refused (or revealed).
   */
  async function manageablePerson(tx: DbOrTx, auth: AuthContext, id: number) {
    const person = await visiblePerson(tx, auth, id);
    if (person.accepted && person.platformAdmin && !auth.platformAdmin)
      throw forbidden(PEOPLE_MESSAGES.operatorAccount);
    const roleIds = (await roles.rolesOf(auth.factoryId, [person.id])).map((role) => role.id);
    if (!(await roles.checkOutranks(auth, roleIds))) throw forbidden(PEOPLE_MESSAGES.outranked);
    return person;
  }

  async function checkJobNumber(tx: DbOrTx, factoryId: number, jobNumber: string | null, memberId?: number) {
    if (jobNumber && (await repo.isJobNumberTaken(tx, factoryId, jobNumber, memberId))) {
      throw conflict(PEOPLE_MESSAGES.jobNumberTaken(jobNumber));
    }
  }

  /** Adding an active person must stay within the factory's people limit, checked under the factory's row lock. */
  async function checkLimit(tx: DbOrTx, factoryId: number) {
    const limit = await factory.lockForHeadCount(factoryId);
    if ((await repo.countActive(tx, factoryId)) >= limit.totalNumber) {
      throw conflict(PEOPLE_MESSAGES.limitReached(limit.name, limit.totalNumber));
    }
  }

  /**
   * Adds a person, who takes up the membership at their first sign-in here. The answer, and everything the
   * factory sees until that sign-in, is the same whether the mobile number is new (an account is made with
   * the name and password given) or already has an account elsewhere (its name and password stay its
   * holder's, who signs in with their own): a factory learns nothing about other factories' people.
   */
  async function create(auth: AuthContext, body: PersonCreate | PersonCreateHashed): Promise<Person> {
    // Hashed either way, so the answer takes as long whether or not the account exists.
    const passwordHash = 'passwordHash' in body ? body.passwordHash : await hashPassword(body.password);
    const id = await inTransaction(db, async (tx) => {
      const deptId = body.deptId ?? null;
      const jobNumber = body.jobNumber || null;
      await checkDept(auth, deptId);
      await roles.checkAssignable(auth, body.roleIds);
      if (body.enabled) await checkLimit(tx, auth.factoryId);
      await checkJobNumber(tx, auth.factoryId, jobNumber);
      const account = await accountFor(tx, auth.factoryId, body, passwordHash);
      const memberId = await repo.insertMember(
        tx,
        auth.factoryId,
        account.userId,
        { jobNumber, deptId, enabled: body.enabled, left: false },
        { invitedName: body.name, ownsAccount: account.created },
      );
      await roles.setMemberRoles(auth.factoryId, memberId, body.roleIds);
      return memberId;
    });
    const [person] = await describe(auth.factoryId, [await visiblePerson(db, auth, id)]);
    if (!person) throw notFound(PEOPLE_MESSAGES.notFound(id));
    return person;
  }

  /**
   * A new account for the mobile number, or its existing one (if not yet a member here). Two factories
   * adding the same new number at once: one makes the account, the other finds it, with the usual answer.
   */
  async function accountFor(
    tx: DbOrTx,
    factoryId: number,
    body: Pick<PersonCreate, 'mobile' | 'name'>,
    passwordHash: string,
  ) {
    const made = await users.createAccountIfNew({ mobile: body.mobile, name: body.name, passwordHash });
    if (made !== null) return { userId: made, created: true };
    const existing = await users.byMobile(body.mobile);
    if (!existing) throw new Error(`account of ${body.mobile} vanished`);
    const membership = await repo.findMembership(tx, factoryId, existing.id);
    if (membership) {
      throw conflict(membership.left ? PEOPLE_MESSAGES.alreadyMemberLeft : PEOPLE_MESSAGES.alreadyMember);
    }
    return { userId: existing.id, created: false };
  }

  /**
   * Edits a membership; disabling someone or marking them as departed ends their sessions here at once.
   * Answers whom it changed (for the audit log).
   */
  async function update(auth: AuthContext, body: PersonUpdate): Promise<PersonLabel> {
    return inTransaction(db, async (tx) => {
      const current = await manageablePerson(tx, auth, body.id);
      const deptId = body.deptId ?? null;
      const jobNumber = body.jobNumber || null;
      const wasActive = current.enabled && current.leftAt === null;
      const willBeActive = body.enabled && !body.left;
      if (body.id === auth.memberId && !willBeActive) throw badRequest(PEOPLE_MESSAGES.notYourself);
      await checkDept(auth, deptId);
      await roles.checkAssignable(auth, body.roleIds);
      await checkJobNumber(tx, auth.factoryId, jobNumber, body.id);
      if (willBeActive && !wasActive) await checkLimit(tx, auth.factoryId);
      if (body.name !== current.name) await rename(tx, auth, current, body.name);
      await repo.updateMember(tx, auth.factoryId, current.id, {
        jobNumber,
        deptId,
        enabled: body.enabled,
        left: body.left,
      });
      await roles.setMemberRoles(auth.factoryId, current.id, body.roleIds);
      // Before the first sign-in here there is no session of this membership to end (an operator's are theirs).
      if (!willBeActive && current.accepted) await sessions.endSessionsIn(auth.factoryId, current.userId);
      return { name: body.name, mobile: current.mobile };
    });
  }

  /**
   * Before their first sign-in here a person bears the name the factory typed (and the account it made, if it
   * made one, too); afterwards the account's name is the person's, changed here only if no other factory knows them.
   */
  async function rename(tx: DbOrTx, auth: AuthContext, person: repo.PersonRow, name: string) {
    if (!person.accepted) {
      await repo.renameInvitation(tx, auth.factoryId, person.id, name);
      const owned = await ownedAccount(tx, auth.factoryId, person);
      if (owned !== null) await users.rename(owned, name);
      return;
    }
    if (await repo.memberElsewhere(tx, auth.factoryId, person.userId, 'any')) {
      throw conflict(PEOPLE_MESSAGES.nameShared);
    }
    await users.rename(person.userId, name);
  }

  /**
   * The account behind a membership while this factory alone may still set its name and password (it made
   * the account, nobody has signed in to it, no other factory knows it), or null. The account stays locked
   * until the transaction ends, so another factory's add that commits first wins.
   */
  async function ownedAccount(tx: DbOrTx, factoryId: number, person: repo.PersonRow) {
    await users.lock(person.userId);
    return repo.findOwnedAccount(tx, factoryId, person.id);
  }

  /**
   * An administrator sets a member's password (they forgot it). An account shared with another factory is
   * not this factory's to take over, so only the platform operator may reset it.
   */
  async function resetPassword(auth: AuthContext, body: PasswordReset): Promise<PersonLabel> {
    const passwordHash = await hashPassword(body.password);
    return inTransaction(db, async (tx) => {
      const person = await manageablePerson(tx, auth, body.id);
      const label = { name: person.name, mobile: person.mobile };
      // Before their first sign-in here, the password is the factory's to set only on an account it made:
      // an existing account keeps its holder's, with the same answer, so nothing tells the two apart.
      if (!person.accepted) {
        const owned = await ownedAccount(tx, auth.factoryId, person);
        if (owned !== null) await users.setInitialPassword(owned, passwordHash);
        return label;
      }
      if (!auth.platformAdmin && (await repo.memberElsewhere(tx, auth.factoryId, person.userId, 'current'))) {
        throw conflict(PEOPLE_MESSAGES.worksElsewhere);
      }
      await users.setPassword(person.userId, passwordHash);
      return label;
    });
  }

  /** Members (departed ones too) with these mobile numbers, with their roles, for an import to compare rows with. */
  async function byMobiles(auth: AuthContext, mobiles: readonly string[]): Promise<MemberForImport[]> {
    const rows = await repo.findPeopleByMobiles(db, auth.factoryId, mobiles);
    const visible = await depts.visibleDepts(auth);
    const roleRows = await roles.rolesOf(
      auth.factoryId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      ...row,
      roleIds: roleRows.filter((role) => role.memberId === row.id).map((role) => role.id),
      visible: canSee(visible, row.deptId),
    }));
  }

  /**
   * The factory's people limit and who counts against it now. `lock`: under the factory's row lock, held
   * until the transaction ends (as every add's own check takes it), so a count read for a write stays true.
   */
  async function headCount(factoryId: number, { lock }: { lock: boolean }) {
    const limit = lock ? await factory.lockForHeadCount(factoryId) : await factory.find(factoryId);
    if (!limit) throw new Error(`factory ${factoryId} vanished`);
    return { factory: limit.name, limit: limit.totalNumber, active: await repo.countActive(db, factoryId) };
  }

  return {
    list,
    workbook,
    options,
    count,
    create,
    update,
    resetPassword,
    byMobiles,
    headCount,
    /** Who holds each of these job numbers in the factory. */
    jobNumberHolders: (factoryId: number, jobNumbers: readonly string[]) =>
      repo.findJobNumberHolders(db, factoryId, jobNumbers),
    /** The account's membership of a factory, taken up (`accepted`) or not; null when it has none. */
    membership: (factoryId: number, userId: number) => repo.findMembership(db, factoryId, userId),
    /** The factories where the account is a current, enabled member, in id order. */
    activeFactoriesOf: (userId: number) => repo.findActiveFactoriesOf(db, userId),
    /** The person signed in to the factory: the membership is theirs from now on (see the repository). */
    acceptMembership: (factoryId: number, userId: number) => repo.acceptMembership(db, factoryId, userId),
    /** A membership made without the screen's checks (a new factory's first administrator). */
    addMember: (factoryId: number, userId: number, values: repo.MembershipValues) =>
      repo.insertMember(db, factoryId, userId, values),
    /** People who count against each factory's limit (enabled, not departed), by factory id. */
    activeCounts: (factoryIds: readonly number[]) => repo.countActiveByFactory(db, factoryIds),
    /** A member's own department. */
    deptOf: (factoryId: number, memberId: number) => repo.findDeptOfMember(db, factoryId, memberId),
    /** Current (not departed) members of the given departments. */
    countCurrentInDepts: (factoryId: number, deptIds: number[]) =>
      repo.countCurrentInDepts(db, factoryId, deptIds),
    /** Departed members keep their history but lose the link to departments that are going away. */
    detachFromDepts: (factoryId: number, deptIds: number[]) => repo.detachFromDepts(db, factoryId, deptIds),
    /** Of the given members, those who have not left. */
    currentAmong: (factoryId: number, memberIds: readonly number[]) =>
      repo.findCurrentAmong(db, factoryId, memberIds),
    /** The departments of the given accounts' memberships of a factory. */
    deptsOfUsers: (factoryId: number, userIds: readonly number[]) =>
      repo.findDeptsOfUsers(db, factoryId, userIds),
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
