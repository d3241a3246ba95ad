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
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';
import { type XlsxColumn, xlsxStream } from '../../lib/xlsx';
import type { AuthContext } from '../../plugins/auth';
import { canSee, visibleDepts } from '../depts/data-scope';
import { findDept, findWithDescendants } from '../depts/repository';
import { DEPT_MESSAGES } from '../depts/service';
import { checkAssignable, checkOutranks } from '../roles/service';
import { deleteSessionsOfUser, updatePassword } from '../users/repository';
import * as repo from './repository';

export const PEOPLE_MESSAGES = {
  notFound: (id: number) => `Person ${id} is not a member of this factory`,
  deptNotFound: (id: number) => `deptId: department ${id} does not exist`,
  limitReached: (factory: string, limit: number) =>
    `${factory} has reached its people limit (${limit}); ask the platform operator to raise it`,
  alreadyMember: 'This mobile number already belongs to a member of this factory',
  alreadyMemberLeft:
    'This mobile number belongs to someone who left this factory: edit them to bring them back',
  jobNumberTaken: (jobNumber: string) => `jobNumber: ${jobNumber} is already used by another member`,
  notYourself: 'You cannot disable yourself nor mark yourself as having left',
  worksElsewhere:
    'This person also works in another factory: only they (through change password) or the platform operator may change their password',
  operatorAccount: "This is a platform operator's account, which no factory may change",
  outranked:
    'You cannot change someone whose roles carry more than yours (permissions you do not hold, or a wider data scope)',
  nameShared:
    'name: this person also belongs to another factory, so only they can change their name (in their personal center)',
  deptNeeded: 'deptId: choose one of the departments you manage',
} as const;

/** People described (with their roles) per round trip while exporting. */
const EXPORT_BATCH = 1000;

const EXPORT_COLUMNS: XlsxColumn<Person>[] = [
  { header: 'Job number', width: 12, value: (person) => person.jobNumber },
  { header: 'Name', width: 20, value: (person) => person.name },
  { header: 'Mobile', width: 14, value: (person) => person.mobile },
  { header: 'Department', width: 18, value: (person) => person.dept?.name ?? null },
  { header: 'Roles', width: 28, value: (person) => person.roles.map((role) => role.name).join(', ') },
  { header: 'Status', width: 10, value: (person) => (person.enabled ? 'Enabled' : 'Disabled') },
  { header: 'Joined', width: 20, value: (person) => new Date(person.joinedAt) },
  { header: 'Left', width: 20, value: (person) => (person.leftAt ? new Date(person.leftAt) : null) },
];

/** Whom a change was about, as the factory knows them. */
type PersonLabel = { name: string; mobile: string };

export function createPeopleService({ db }: { db: Db }) {
  async function describe(factoryId: number, rows: repo.PersonRow[]): Promise<Person[]> {
    const roleRows = await repo.findRolesOfMembers(
      db,
      factoryId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      invited: !row.accepted,
      mobile: row.mobile,
      name: row.name,
      avatarName: row.avatarName,
      jobNumber: row.jobNumber,
      dept: row.deptId !== null && row.deptName !== null ? { id: row.deptId, name: row.deptName } : null,
      roles: roleRows.filter((role) => role.memberId === row.id).map(({ id, name }) => ({ id, name })),
      enabled: row.enabled,
      left: row.leftAt !== null,
      joinedAt: row.joinedAt.toISOString(),
      leftAt: row.leftAt?.toISOString() ?? null,
    }));
  }

  /** The list's filter: the query's, within the caller's data scope; a department includes its sub-departments. */
  async function personFilter(auth: AuthContext, query: PersonExportQuery): Promise<repo.PersonFilter> {
    const visible = await visibleDepts(db, auth);
    // One rule with getUserNameByDeptId: a department of another factory, or outside the caller's scope, is
    // not found (an empty list would look like an empty department).
    if (query.deptId !== undefined) {
      const dept = await findDept(db, auth.factoryId, query.deptId);
      if (!dept || !canSee(visible, query.deptId)) throw notFound(PEOPLE_MESSAGES.deptNotFound(query.deptId));
    }
    const deptIds =
      query.deptId === undefined ? undefined : await findWithDescendants(db, auth.factoryId, [query.deptId]);
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
  async function workbook(auth: AuthContext, query: PersonExportQuery): Promise<Readable> {
    const filter = await personFilter(auth, query);
    const rows = await repo.findPeople(db, auth.factoryId, filter, query.sort ?? 'id,desc');
    async function* batches() {
      for (let start = 0; start < rows.length; start += EXPORT_BATCH) {
        yield describe(auth.factoryId, rows.slice(start, start + EXPORT_BATCH));
      }
    }
    return xlsxStream({ name: 'People', columns: EXPORT_COLUMNS, timeZone: auth.timeZone }, batches());
  }

  /**
   * People to choose from (selects): current members only when `activeOnly`, within the caller's scope. A
   * department asked for must be one the caller sees: another factory's, or one outside the scope, does not exist.
   */
  async function options(
    auth: AuthContext,
    filter: { activeOnly: boolean; deptId?: number },
  ): Promise<PersonOption[]> {
    const visible = await visibleDepts(db, auth);
    if (filter.deptId !== undefined) {
      const dept = await findDept(db, auth.factoryId, filter.deptId);
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
    if (!person || !canSee(await visibleDepts(tx, auth), person.deptId))
      throw notFound(PEOPLE_MESSAGES.notFound(id));
    return person;
  }

  /** A person's department must be one the caller sees; without one, only a caller who sees everyone sees them. */
  async function checkDept(tx: DbOrTx, auth: AuthContext, deptId: number | null) {
    const visible = await visibleDepts(tx, auth);
    if (deptId === null) {
      if (visible !== 'all') throw badRequest(PEOPLE_MESSAGES.deptNeeded);
      return;
    }
    const dept = await findDept(tx, auth.factoryId, deptId);
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
    const roleIds = (await repo.findRolesOfMembers(tx, auth.factoryId, [person.id])).map((role) => role.id);
    if (!(await checkOutranks(tx, auth, roleIds))) throw forbidden(PEOPLE_MESSAGES.outranked);
    return person;
  }

  async function checkJobNumber(tx: DbOrTx, factoryId: number, jobNumber: string | null, memberId?: number) {
    if (jobNumber && (await repo.isJobNumberTaken(tx, factoryId, jobNumber, memberId))) {
      throw conflict(PEOPLE_MESSAGES.jobNumberTaken(jobNumber));
    }
  }

  /** Adding an active person must stay within the factory's people limit, checked under the factory's row lock. */
  async function checkLimit(tx: DbOrTx, factoryId: number) {
    const factory = await repo.lockFactory(tx, factoryId);
    if ((await repo.countActive(tx, factoryId)) >= factory.totalNumber) {
      throw conflict(PEOPLE_MESSAGES.limitReached(factory.name, factory.totalNumber));
    }
  }

  /**
   * Adds a person, who takes up the membership at their first sign-in here. The answer, and everything the
   * factory sees until that sign-in, is the same whether the mobile number is new (an account is made with
   * the name and password given) or already has an account elsewhere (its name and password stay its
   * holder's, who signs in with their own): a factory learns nothing about other factories' people.
   */
  async function create(auth: AuthContext, body: PersonCreate): Promise<Person> {
    // Hashed either way, so the answer takes as long whether or not the account exists.
    const passwordHash = await hashPassword(body.password);
    const id = await db.transaction(async (tx) => {
      const deptId = body.deptId ?? null;
      const jobNumber = body.jobNumber || null;
      await checkDept(tx, auth, deptId);
      await checkAssignable(tx, auth, body.roleIds);
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
      await repo.replaceMemberRoles(tx, auth.factoryId, memberId, body.roleIds);
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
  async function accountFor(tx: DbOrTx, factoryId: number, body: PersonCreate, passwordHash: string) {
    const made = await repo.insertUserIfNew(tx, { mobile: body.mobile, name: body.name, passwordHash });
    if (made !== null) return { userId: made, created: true };
    const existing = await repo.findUserByMobile(tx, body.mobile);
    if (!existing) throw new Error(`account of ${body.mobile} vanished`);
    const membership = await repo.findMembershipOfUser(tx, factoryId, existing.id);
    if (membership) {
      throw conflict(membership.leftAt ? PEOPLE_MESSAGES.alreadyMemberLeft : PEOPLE_MESSAGES.alreadyMember);
    }
    return { userId: existing.id, created: false };
  }

  /**
   * Edits a membership; disabling someone or marking them as departed ends their sessions here at once.
   * Answers whom it changed (for the audit log).
   */
  async function update(auth: AuthContext, body: PersonUpdate): Promise<PersonLabel> {
    return db.transaction(async (tx) => {
      const current = await manageablePerson(tx, auth, body.id);
      const deptId = body.deptId ?? null;
      const jobNumber = body.jobNumber || null;
      const wasActive = current.enabled && current.leftAt === null;
      const willBeActive = body.enabled && !body.left;
      if (body.id === auth.memberId && !willBeActive) throw badRequest(PEOPLE_MESSAGES.notYourself);
      await checkDept(tx, auth, deptId);
      await checkAssignable(tx, auth, body.roleIds);
      await checkJobNumber(tx, auth.factoryId, jobNumber, body.id);
      if (willBeActive && !wasActive) await checkLimit(tx, auth.factoryId);
      if (body.name !== current.name) await rename(tx, auth, current, body.name);
      await repo.updateMember(tx, auth.factoryId, current.id, {
        jobNumber,
        deptId,
        enabled: body.enabled,
        left: body.left,
      });
      await repo.replaceMemberRoles(tx, auth.factoryId, current.id, body.roleIds);
      // Before the first sign-in here there is no session of this membership to end (an operator's are theirs).
      if (!willBeActive && current.accepted) await repo.endSessionsIn(tx, auth.factoryId, current.userId);
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
      await repo.renameOwnedAccount(tx, auth.factoryId, person.id, name);
      return;
    }
    if (await repo.memberElsewhere(tx, auth.factoryId, person.userId, 'any')) {
      throw conflict(PEOPLE_MESSAGES.nameShared);
    }
    await repo.renameUser(tx, person.userId, name);
  }

  /**
   * An administrator sets a member's password (they forgot it). An account shared with another factory is
   * not this factory's to take over, so only the platform operator may reset it.
   */
  async function resetPassword(auth: AuthContext, body: PasswordReset): Promise<PersonLabel> {
    const passwordHash = await hashPassword(body.password);
    return db.transaction(async (tx) => {
      const person = await manageablePerson(tx, auth, body.id);
      const label = { name: person.name, mobile: person.mobile };
      // Before their first sign-in here, the password is the factory's to set only on an account it made:
      // an existing account keeps its holder's, with the same answer, so nothing tells the two apart.
      if (!person.accepted) {
        await repo.setOwnedAccountPassword(tx, auth.factoryId, person.id, passwordHash);
        return label;
      }
      if (!auth.platformAdmin && (await repo.memberElsewhere(tx, auth.factoryId, person.userId, 'current'))) {
        throw conflict(PEOPLE_MESSAGES.worksElsewhere);
      }
      await updatePassword(tx, person.userId, passwordHash);
      await deleteSessionsOfUser(tx, person.userId);
      return label;
    });
  }

  return { list, workbook, options, count, create, update, resetPassword };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
