import { randomBytes } from 'node:crypto';
import {
  type ImportAction,
  mobileSchema,
  newPasswordSchema,
  type PersonCreate,
  personCreateSchema,
} from '@gbo/contracts';
import type { AuthContext } from '../../../lib/auth-context';
import { HttpError } from '../../../lib/http-error';
import { msg } from '../../../lib/messages';
import { hashPassword } from '../../../lib/password';
import { canSee, type DeptService, type VisibleDepts } from '../../depts';
import { type MemberForImport, PEOPLE_MESSAGES, type PeopleService } from '../../people';
import type { RoleService } from '../../roles';
import { type ColumnSpec, listOf, yesNo } from '../columns';
import {
  actionOf,
  contractSentence,
  type ImportKindSpec,
  type ImportWrite,
  type RowProblem,
  repeatsInFile,
  schemaProblems,
} from '../kind';
import { ACTION_COLUMN } from './shared-columns';

type Key = 'action' | 'mobile' | 'name' | 'jobNumber' | 'department' | 'roles' | 'password' | 'enabled';

const COLUMNS: readonly ColumnSpec<Key>[] = [
  {
    ...ACTION_COLUMN,
    note: {
      en: 'Empty or create: add the person (a mobile number already a member here is an error). update: change the member with this mobile number.',
      'zh-CN': '留空或 create：新增人员（手机号已是本厂人员则报错）。update：修改该手机号的人员。',
    },
  },
  {
    key: 'mobile',
    header: { en: 'Mobile', 'zh-CN': '手机号' },
    aliases: ['Mobile number', 'Mobile no.', 'Phone', '手机', '手机号码'],
    required: true,
    note: {
      en: 'The person’s mobile number, which they sign in with; one row per number.',
      'zh-CN': '人员的手机号，用于登录；每个手机号一行。',
    },
    example: '13700001234',
  },
  {
    key: 'name',
    header: { en: 'Name', 'zh-CN': '姓名' },
    aliases: ['Full name', 'Person', '名字'],
    required: true,
    note: { en: 'The person’s name.', 'zh-CN': '人员姓名。' },
    example: 'Li Na',
  },
  {
    key: 'jobNumber',
    header: { en: 'Job number', 'zh-CN': '工号' },
    aliases: ['Job no.', 'Employee no.', 'Employee number', '员工编号', '员工号'],
    note: {
      en: 'The person’s job number, unique in the factory; empty: none.',
      'zh-CN': '工号，本厂内不重复；留空表示无。',
    },
    example: 'A105',
  },
  {
    key: 'department',
    header: { en: 'Department', 'zh-CN': '部门' },
    aliases: ['Dept', '所属部门'],
    note: {
      en: 'A department you manage, by name. Two departments of the same name: write its path from the top, like Sewing/Line 1.',
      'zh-CN': '您管理的部门名称。有同名部门时，写出从上级开始的路径，如 车缝/一线。',
    },
    example: 'Line 1',
    choices: 'depts',
  },
  {
    key: 'roles',
    header: { en: 'Roles', 'zh-CN': '角色' },
    aliases: ['Role', '角色名称'],
    note: {
      en: 'Role names, separated by commas; only roles whose permissions you hold yourself. Empty: none.',
      'zh-CN': '角色名称，用逗号分隔；只能是您自己拥有其全部权限的角色。留空表示无。',
    },
    example: 'Sewer',
    choices: 'roles',
  },
  {
    key: 'password',
    header: { en: 'Password', 'zh-CN': '初始密码' },
    aliases: ['Initial password', 'First password', '密码'],
    note: {
      en: 'The first password of a new account: 8 to 64 characters, not a common one. Empty: set it later. The account then gets a password nobody knows, and nobody can sign in to it until an administrator sets one with Reset password on the People screen. A mobile number that already has an account (in another factory) keeps its own password; ignored for people already here.',
      'zh-CN':
        '新账号的初始密码：8 到 64 个字符，不能是常见密码。留空：稍后设置，账号会得到一个无人知道的密码，在管理员于“人员管理”中“重置密码”之前无法登录。已有账号（在其他工厂）的手机号沿用自己的密码；已是本厂人员的行忽略此列。',
    },
    example: '',
  },
  {
    key: 'enabled',
    header: { en: 'Enabled', 'zh-CN': '启用' },
    aliases: ['Active', '是否启用', '启用状态'],
    note: {
      en: 'yes (or empty): the person may sign in and counts against the factory’s people limit. no: disabled.',
      'zh-CN': '是（或留空）：可以登录，计入本厂人数上限。否：停用。',
    },
    example: 'yes',
    choices: 'yesNo',
  },
];

/** A row's record: the contract's, but the password may be left for later. */
const rowSchema = personCreateSchema
  .omit({ password: true })
  .extend({ password: newPasswordSchema.nullable() });

const FIELD_COLUMNS: Readonly<Record<string, Key>> = {
  mobile: 'mobile',
  name: 'name',
  jobNumber: 'jobNumber',
  deptId: 'department',
  roleIds: 'roles',
  enabled: 'enabled',
  password: 'password',
};

type DeptNode = { id: number; pid: number | null; name: string };

/** Departments the caller sees, found by a name or the end of a path ("Sewing/Line 1"); and their shortest labels. */
function deptIndex(all: readonly DeptNode[], visible: VisibleDepts) {
  const byId = new Map(all.map((dept) => [dept.id, dept]));
  const paths = new Map<number, string[]>();
  const pathOf = (id: number, seen: Set<number>): string[] => {
    const known = paths.get(id);
    if (known) return known;
    const dept = byId.get(id);
    if (!dept) return [];
    seen.add(id);
    const parent = dept.pid === null || seen.has(dept.pid) ? [] : pathOf(dept.pid, seen);
    const path = [...parent, dept.name];
    paths.set(id, path);
    return path;
  };
  for (const dept of all) pathOf(dept.id, new Set());
  const seen = all.filter((dept) => canSee(visible, dept.id));
  const endsWith = (path: readonly string[], segments: readonly string[]) =>
    segments.length > 0 &&
    segments.length <= path.length &&
    segments.every((segment, at) => path[path.length - segments.length + at] === segment);
  const find = (text: string): DeptNode[] => {
    const whole = text.trim();
    const segments = whole
      .split(/[/／\\]/)
      .map((segment) => segment.trim())
      .filter((segment) => segment !== '');
    return seen.filter((dept) => dept.name === whole || endsWith(paths.get(dept.id) ?? [], segments));
  };
  /** The shortest end of the department's path that names it alone (its name, unless another shares it). */
  const label = (dept: DeptNode): string => {
    const path = paths.get(dept.id) ?? [dept.name];
    for (let length = 1; length < path.length; length++) {
      const text = path.slice(-length).join('/');
      if (find(text).length === 1) return text;
    }
    return path.join('/');
  };
  return { find, label, seen };
}

type PasswordHashes = { byRow: Map<number, string>; later?: string };

/**
 * The accounts' password hashes, all at once (the thread pool works them in parallel): each typed password's,
 * by row, and one random secret's for every account whose password is set later (nobody is told it).
 */
async function passwordHashes(
  creates: readonly { row: number; password: string | null }[],
): Promise<PasswordHashes> {
  const typed = creates.flatMap(({ row, password }) => (password === null ? [] : [{ row, password }]));
  const later = creates.some(({ password }) => password === null);
  const [laterHash, ...hashes] = await Promise.all([
    later ? hashPassword(randomBytes(32).toString('base64url')) : undefined,
    ...typed.map(({ password }) => hashPassword(password)),
  ]);
  return { byRow: new Map(typed.map(({ row }, at) => [row, hashes[at] as string])), later: laterHash };
}

/** The people limit: of the rows that would add someone who counts against it (in order), each one beyond it. */
function beyondTheLimit(
  activating: readonly number[],
  head: { factory: string; limit: number; active: number },
): RowProblem<Key>[] {
  return activating.flatMap((row, at) => {
    const count = head.active + at + 1;
    return count > head.limit
      ? [
          {
            row,
            key: null,
            message: msg('imports.people.peopleLimit', { factory: head.factory, limit: head.limit, count }),
          },
        ]
      : [];
  });
}

export type PeopleImportDeps = {
  people: Pick<PeopleService, 'byMobiles' | 'jobNumberHolders' | 'headCount' | 'create' | 'update'>;
  depts: Pick<DeptService, 'visibleDepts' | 'outline'>;
  roles: Pick<RoleService, 'options' | 'checkAssignable'>;
};

const sameIds = (a: readonly number[], b: readonly number[]) =>
  JSON.stringify([...a].sort((x, y) => x - y)) === JSON.stringify([...b].sort((x, y) => x - y));

type Values = Omit<PersonCreate, 'password'>;

const sameMember = (current: MemberForImport, values: Values) =>
  current.name === values.name &&
  (current.jobNumber ?? null) === (values.jobNumber || null) &&
  current.deptId === (values.deptId ?? null) &&
  current.enabled === values.enabled &&
  sameIds(current.roleIds, values.roleIds);

/**
 * People, matched by mobile number: a member already here is changed only on a row marked update. Rows are
 * written through the people module's service (its own checks still run); the check before names every
 * problem at once, the people limit included: a write reads the head count under the factory's lock, as
 * each add does, so two imports at once cannot both pass it.
 */
export function peopleImport({ people, depts, roles }: PeopleImportDeps): ImportKindSpec<Key> {
  /** Which of the factory's roles (by id) the caller may give, asked once per role. */
  function assignability(auth: AuthContext) {
    const known = new Map<number, boolean>();
    return async (roleId: number) => {
      const cached = known.get(roleId);
      if (cached !== undefined) return cached;
      let may = true;
      try {
        await roles.checkAssignable(auth, [roleId]);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
        may = false;
      }
      known.set(roleId, may);
      return may;
    };
  }

  return {
    kind: 'people',
    columns: COLUMNS,
    permissions: { create: 'user:add', update: 'user:edit' },

    async choiceLists(auth) {
      const index = deptIndex(await depts.outline(auth.factoryId), await depts.visibleDepts(auth));
      const mayAssign = assignability(auth);
      const roleNames: string[] = [];
      for (const role of await roles.options(auth)) if (await mayAssign(role.id)) roleNames.push(role.name);
      return { depts: index.seen.map(index.label), roles: roleNames };
    },

    async plan({ auth, rows, match, dryRun }) {
      // First, so that everything read after it is as of the lock (held until the write's transaction ends).
      const head = await people.headCount(auth.factoryId, { lock: !dryRun });
      const problems: RowProblem<Key>[] = [];
      const actions = new Map<number, ImportAction>();
      const has = (key: Key) => match.at.has(key);
      const visible = await depts.visibleDepts(auth);
      const index = deptIndex(await depts.outline(auth.factoryId), visible);
      const roleIds = new Map((await roles.options(auth)).map((role) => [role.name, role.id]));
      const mayAssign = assignability(auth);

      // The mobile numbers first: they say which rows are members already.
      const mobiles = new Map<number, string>();
      for (const row of rows) {
        const text = row.get('mobile');
        if (text === null) {
          problems.push({ row: row.row, key: 'mobile', message: msg('imports.required') });
          continue;
        }
        const parsed = mobileSchema.safeParse(text);
        if (parsed.success) mobiles.set(row.row, parsed.data);
        else problems.push(...schemaProblems<Key>(row.row, parsed.error.issues, () => 'mobile'));
      }
      const repeatedMobiles = repeatsInFile(
        [...mobiles].map(([row, value]) => ({ row, value })),
        'mobile',
      );
      problems.push(...repeatedMobiles);
      const repeatedRows = new Set(repeatedMobiles.map((problem) => problem.row));
      const jobNumbers = has('jobNumber') ? rows.flatMap((row) => row.get('jobNumber')?.trim() || []) : [];
      const members = await people.byMobiles(auth, [...new Set(mobiles.values())]);
      const holders = await people.jobNumberHolders(auth.factoryId, [...new Set(jobNumbers)]);
      const memberOf = new Map(members.map((member) => [member.mobile, member]));
      const holderOf = new Map(holders.map((holder) => [holder.jobNumber, holder.memberId]));
      problems.push(
        ...repeatsInFile(
          rows.flatMap((row) => {
            const value = row.get('jobNumber')?.trim();
            return value ? [{ row: row.row, value }] : [];
          }),
          'jobNumber',
        ),
      );

      const creates: { row: number; values: Values; password: string | null }[] = [];
      const writes: ImportWrite[] = [];
      // Hashed once the write begins (see passwordHashes).
      let hashing: Promise<PasswordHashes> | undefined;
      const hashed = () => (hashing ??= passwordHashes(creates));
      /** Rows that add someone who counts against the people limit, in order. */
      const activating: number[] = [];
      for (const row of rows) {
        const rowProblems: RowProblem<Key>[] = [];
        const problem = (key: Key | null, message: RowProblem['message']) =>
          rowProblems.push({ row: row.row, key, message });
        const action = actionOf(row.get('action'));
        if (action === null) problem('action', msg('imports.badAction'));
        const mobile = mobiles.get(row.row);
        const found = mobile === undefined ? undefined : memberOf.get(mobile);
        // Someone outside the caller's data scope is not there for them (the people list does not show them).
        const current = found?.visible ? found : undefined;

        // An update keeps the member's own value of a column the file does not have.
        const department = row.get('department');
        let deptId: number | null = null;
        if (!has('department')) deptId = current?.deptId ?? null;
        else if (department !== null) {
          const candidates = index.find(department);
          if (candidates.length === 1) deptId = candidates[0]?.id ?? null;
          else if (candidates.length === 0)
            problem('department', msg('imports.people.unknownDept', { name: department }));
          else
            problem(
              'department',
              msg('imports.people.ambiguousDept', {
                name: department,
                paths: candidates.map(index.label).join(', '),
              }),
            );
        }

        let givenRoles: number[] = current?.roleIds ?? [];
        const beyond: string[] = [];
        if (has('roles')) {
          givenRoles = [];
          for (const name of listOf(row.get('roles'))) {
            const id = roleIds.get(name);
            if (id === undefined) problem('roles', msg('imports.people.unknownRole', { name }));
            else {
              givenRoles.push(id);
              if (!(await mayAssign(id))) beyond.push(name);
            }
          }
        }

        const enabledText = row.get('enabled');
        const enabled = !has('enabled')
          ? (current?.enabled ?? true)
          : enabledText === null
            ? true
            : yesNo(enabledText);
        if (enabled === null) problem('enabled', msg('imports.yesOrNo'));

        const jobNumber = has('jobNumber')
          ? row.get('jobNumber')?.trim() || null
          : (current?.jobNumber ?? null);
        if (has('jobNumber') && jobNumber !== null) {
          const holder = holderOf.get(jobNumber);
          if (holder !== undefined && holder !== found?.id)
            problem('jobNumber', msg('imports.people.jobNumberTaken', { jobNumber }));
        }

        const name = row.get('name');
        if (name === null) problem('name', msg('imports.required'));
        const result = rowSchema.safeParse({
          mobile: mobile ?? '',
          name: name ?? '',
          jobNumber,
          deptId,
          roleIds: givenRoles,
          enabled: enabled ?? true,
          password: row.get('password'),
        });
        if (!result.success) {
          for (const issue of result.error.issues) {
            const key = FIELD_COLUMNS[String(issue.path[0])] ?? null;
            // The mobile number and an empty name have said so already.
            if (key === 'mobile' || (key === 'name' && name === null)) continue;
            problem(key, contractSentence(issue.message));
          }
        }

        // Who this row adds to the people limit (it still would once its other problems are fixed).
        if (mobile !== undefined && action !== null && enabled && !repeatedRows.has(row.row)) {
          const adds = !found && action === 'create';
          const brings = current !== undefined && action === 'update' && !current.enabled && !current.leftAt;
          if (adds || brings) activating.push(row.row);
        }

        problems.push(...rowProblems);
        if (rowProblems.length > 0 || !result.success || mobile === undefined || repeatedRows.has(row.row))
          continue;
        const { password, ...values } = result.data;
        let does: 'create' | 'update' | 'unchanged';
        if (found && !current) {
          problems.push({
            row: row.row,
            key: 'mobile',
            message: msg(action === 'update' ? 'imports.notThere' : 'imports.exists', { value: mobile }),
          });
          continue;
        } else if (current && sameMember(current, values)) does = 'unchanged';
        else if (current && action !== 'update') {
          problems.push({ row: row.row, key: 'mobile', message: msg('imports.exists', { value: mobile }) });
          continue;
        } else if (current) does = 'update';
        else if (action === 'update') {
          problems.push({ row: row.row, key: 'mobile', message: msg('imports.notThere', { value: mobile }) });
          continue;
        } else does = 'create';

        // What the people module would refuse of a row that writes, said here with the rest.
        if (does !== 'unchanged') {
          const writeProblems: RowProblem<Key>[] = beyond.map((role) => ({
            row: row.row,
            key: 'roles',
            message: msg('imports.people.roleBeyondYou', { name: role }),
          }));
          if (values.deptId === null && visible !== 'all')
            writeProblems.push({
              row: row.row,
              key: 'department',
              message: msg('imports.people.deptNeeded'),
            });
          if (current && current.id === auth.memberId && !(values.enabled && !current.leftAt))
            writeProblems.push({ row: row.row, key: 'enabled', message: PEOPLE_MESSAGES.notYourself });
          if (writeProblems.length > 0) {
            problems.push(...writeProblems);
            continue;
          }
        }

        actions.set(row.row, does);
        if (does === 'create') {
          const create = { row: row.row, values, password };
          creates.push(create);
          writes.push({
            row: row.row,
            run: async () => {
              const hashes = await hashed();
              const passwordHash = hashes.byRow.get(create.row) ?? hashes.later;
              if (passwordHash === undefined) throw new Error(`row ${create.row} has no password hash`);
              return people.create(auth, { ...create.values, passwordHash });
            },
          });
        } else if (does === 'update' && current) {
          writes.push({
            row: row.row,
            run: () => people.update(auth, { ...values, id: current.id, left: current.leftAt !== null }),
          });
        }
      }

      problems.push(...beyondTheLimit(activating, head));

      return { actions, problems, writes };
    },
  };
}
