import type { MenuDto, MenuVo, Page } from '@gbo/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { auditLogs, menus, roleMenus } from '../../db/schema';
import { MENU_MESSAGES } from './service';
import { english } from '../../lib/messages';

const OPERATOR = '13800000000';
const FACTORY_ADMIN = '13900000001';
const CLERK = '13900000002';

let t: TestContext;
let operator: string;
let factoryAdmin: string;
let clerk: string;
beforeAll(async () => {
  t = await createTestContext();
  [operator, factoryAdmin, clerk] = await Promise.all([
    t.login(OPERATOR, 1),
    t.login(FACTORY_ADMIN, 1),
    t.login(CLERK, 1),
  ]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token = operator) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function idOf(title: string): Promise<number> {
  const [row] = await t.database.db.select({ id: menus.id }).from(menus).where(eq(menus.title, title));
  if (!row) throw new Error(`no menu titled ${title}`);
  return row.id;
}

function expectError(response: { statusCode: number; json: () => unknown }, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ status, message });
}

const titles = (list: MenuDto[]) => list.map((menu) => menu.title);

const page = { title: 'Reports', type: 1, path: 'reports', component: 'reports/index' };

describe('who may manage menus', () => {
  const endpoints: [Method, string, unknown?][] = [
    ['GET', '/api/menus'],
    ['GET', '/api/menus/lazy?pid=0'],
    ['GET', '/api/menus/child?id=1'],
    ['POST', '/api/menus/superior', [1]],
    ['POST', '/api/menus', page],
    ['PUT', '/api/menus', { id: 1, ...page }],
    ['DELETE', '/api/menus', [1]],
  ];

  it.each(endpoints)('%s %s answers 401 without a session', async (method, url, payload) => {
    const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
  });

  it.each(endpoints)('%s %s answers 403 to a member without the permission', async (method, url, payload) => {
    expect((await call(method, url, payload, clerk)).statusCode).toBe(403);
  });

  it.each(endpoints)(
    '%s %s answers 403 to a factory administrator (platform only)',
    async (method, url, payload) => {
      expectError(
        await call(method, url, payload, factoryAdmin),
        403,
        'Only a platform operator may do this',
      );
    },
  );
});

describe('GET /api/menus', () => {
  it('answers the whole tree by default, each level in menuSort order', async () => {
    const response = await call('GET', '/api/menus');
    expect(response.statusCode).toBe(200);
    const { content, totalElements } = response.json<Page<MenuDto>>();
    expect(totalElements).toBe(5);
    expect(titles(content)).toEqual(['Cutting room', 'Production', 'Shipping', 'System', 'Monitor']);
    const system = content[3];
    expect(system).toMatchObject({
      pid: null,
      type: 0,
      subCount: 7,
      hasChildren: true,
      leaf: false,
      label: 'System',
    });
    const users = system?.children?.[0];
    expect(users).toMatchObject({
      title: 'Users',
      componentName: 'User',
      component: 'system/user',
      path: 'user',
      permission: 'user:list',
      menuSort: 1,
      cache: true,
      hidden: false,
      iFrame: false,
      subCount: 3,
    });
    expect(titles(users?.children ?? [])).toEqual(['Add user', 'Edit user', 'Delete user']);
    const button = users?.children?.[0];
    expect(button).toMatchObject({
      type: 2,
      permission: 'user:add',
      leaf: true,
      hasChildren: false,
      subCount: 0,
    });
    expect(button).not.toHaveProperty('children');
    expect(Date.parse(button?.createTime ?? '')).not.toBeNaN();
  });

  it('searches titles on every level and answers a flat list', async () => {
    const { content } = (await call('GET', '/api/menus?blurry=USER')).json<Page<MenuDto>>();
    expect(titles(content).sort()).toEqual(['Add user', 'Delete user', 'Edit user', 'Online users', 'Users']);
    expect(content.every((menu) => menu.children === undefined)).toBe(true);
  });

  it('matches % and _ literally in a search', async () => {
    expect((await call('GET', '/api/menus?blurry=%25')).json()).toEqual({ content: [], totalElements: 0 });
  });

  it('lists one level for pid, without nesting', async () => {
    const { content } = (await call('GET', `/api/menus?pid=${await idOf('Monitor')}`)).json<Page<MenuDto>>();
    expect(titles(content)).toEqual(['Audit log', 'Online users', 'Backups', 'Server']);
    expect(content[1]).toMatchObject({ subCount: 1, hasChildren: true });
    expect(content[2]).toMatchObject({ subCount: 3, hasChildren: true });
    expect(content[1]).not.toHaveProperty('children');
  });

  it('pages and sorts the first level', async () => {
    const { content, totalElements } = (await call('GET', '/api/menus?page=1&size=2&sort=title,desc')).json<
      Page<MenuDto>
    >();
    expect(totalElements).toBe(5);
    expect(titles(content)).toEqual(['Production', 'Monitor']);
  });

  it.each([
    ['sort=colour,asc', 'sort: cannot sort by colour; use one of menuSort, title, createTime, id'],
    ['pid=abc', 'pid: must be 0 (top level) or a menu id'],
    ['size=0', 'size: must be a whole number from 1 to 1000'],
  ])('answers 400 naming the field for %s', async (query, message) => {
    expectError(await call('GET', `/api/menus?${query}`), 400, message);
  });

  it('answers 404 for an unknown pid', async () => {
    expectError(await call('GET', '/api/menus?pid=999999'), 404, english(MENU_MESSAGES.noSuchMenu([999999])));
  });
});

describe('GET /api/menus/lazy', () => {
  it('answers the top level without pid or with pid 0', async () => {
    for (const url of ['/api/menus/lazy', '/api/menus/lazy?pid=0']) {
      const list = (await call('GET', url)).json<MenuDto[]>();
      expect(titles(list)).toEqual(['Cutting room', 'Production', 'Shipping', 'System', 'Monitor']);
      expect(list.every((menu) => menu.hasChildren && !menu.leaf && menu.label === menu.title)).toBe(true);
    }
  });

  it('answers the direct sub-menus of pid', async () => {
    const list = (await call('GET', `/api/menus/lazy?pid=${await idOf('Scan data detail')}`)).json<
      MenuDto[]
    >();
    expect(titles(list)).toEqual([
      'Record a scan',
      'Undo a scan',
      'Export scans',
      'Scan own tickets (paid by the piece)',
    ]);
    expect(list.every((menu) => menu.leaf && menu.subCount === 0)).toBe(true);
  });

  it('answers 400 for a bad pid and 404 for an unknown one', async () => {
    expectError(await call('GET', '/api/menus/lazy?pid=-1'), 400, 'pid: must be 0 (top level) or a menu id');
    expectError(
      await call('GET', '/api/menus/lazy?pid=999999'),
      404,
      english(MENU_MESSAGES.noSuchMenu([999999])),
    );
  });
});

describe('GET /api/menus/child', () => {
  it('answers the id and every id below it', async () => {
    const monitor = await idOf('Monitor');
    const ids = (await call('GET', `/api/menus/child?id=${monitor}`)).json<number[]>();
    const below = [
      'Audit log',
      'Online users',
      'Kick out',
      'Backups',
      'Back up now',
      'Restore',
      'Delete backup',
      'Server',
    ];
    expect(ids.sort()).toEqual([monitor, ...(await Promise.all(below.map(idOf)))].sort());
  });

  it('answers 400 without an id and 404 for an unknown one', async () => {
    expectError(await call('GET', '/api/menus/child'), 400, 'id: must be a positive whole number');
    expectError(
      await call('GET', '/api/menus/child?id=999999'),
      404,
      english(MENU_MESSAGES.noSuchMenu([999999])),
    );
  });
});

describe('POST /api/menus/superior', () => {
  it('opens the tree down to the edited menu, leaving the menu itself out', async () => {
    const response = await call('POST', '/api/menus/superior', [await idOf('Add user')]);
    expect(response.statusCode).toBe(200);
    const tree = response.json<MenuDto[]>();
    expect(titles(tree)).toEqual(['Cutting room', 'Production', 'Shipping', 'System', 'Monitor']);
    expect(tree[0]).not.toHaveProperty('children');
    const system = tree[3];
    expect(titles(system?.children ?? [])).toEqual([
      'Users',
      'Roles',
      'Departments',
      'Dictionaries',
      'Menus',
      'Factories',
      'Label printers',
    ]);
    const users = system?.children?.[0];
    expect(titles(users?.children ?? [])).toEqual(['Edit user', 'Delete user']);
    // The picker counts only what it may offer.
    expect(users).toMatchObject({ subCount: 2, hasChildren: true });
  });

  it('leaves out a menu with everything below it', async () => {
    const tree = (await call('POST', '/api/menus/superior', [await idOf('Shipping')])).json<MenuDto[]>();
    expect(titles(tree)).toEqual(['Cutting room', 'Production', 'System', 'Monitor']);
  });

  it('answers the top level for an empty list', async () => {
    const tree = (await call('POST', '/api/menus/superior', [])).json<MenuDto[]>();
    expect(titles(tree)).toEqual(['Cutting room', 'Production', 'Shipping', 'System', 'Monitor']);
  });

  it('answers 400 for a body that is not a list of ids, and 404 for an unknown id', async () => {
    expectError(
      await call('POST', '/api/menus/superior', { id: 1 }),
      400,
      'request body: must be a list of ids',
    );
    expectError(
      await call('POST', '/api/menus/superior', [999999]),
      404,
      english(MENU_MESSAGES.noSuchMenu([999999])),
    );
  });
});

describe('POST /api/menus', () => {
  it('adds a menu under a directory, and it appears in the navigation and the audit log', async () => {
    const work = await idOf('Production');
    const response = await call('POST', '/api/menus', {
      ...page,
      pid: work,
      componentName: 'Reports',
      icon: 'chart',
      menuSort: 3,
      roles: [],
      unknownField: 'ignored',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<MenuDto>();
    expect(created).toMatchObject({
      pid: work,
      title: 'Reports',
      type: 1,
      path: 'reports',
      component: 'reports/index',
      componentName: 'Reports',
      permission: null,
      menuSort: 3,
      cache: false,
      hidden: false,
      iFrame: false,
      subCount: 0,
      leaf: true,
    });
    const build = await call('GET', '/api/menus/build');
    expect(build.body).toContain('"component":"reports/index"');
    const [log] = await t.database.db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(1);
    expect(log).toMatchObject({ description: 'Create menu Reports', statusCode: 201, platform: true });
  });

  it('adds a top-level directory for pid 0 and an external link', async () => {
    const dir = (
      await call('POST', '/api/menus', { title: 'Help', type: 0, path: 'help', pid: 0 })
    ).json<MenuDto>();
    expect(dir.pid).toBeNull();
    const link = await call('POST', '/api/menus', {
      title: 'Manual',
      type: 1,
      iFrame: true,
      path: 'https://docs.example.com',
      pid: dir.id,
    });
    expect(link.statusCode).toBe(201);
    expect(link.json()).toMatchObject({ component: null, iFrame: true, pid: dir.id });
  });

  it.each([
    [{ type: 1, path: 'x', component: 'x' }, 'title is required'],
    [{ ...page, title: '   ' }, 'title is required'],
    [{ ...page, type: 3 }, 'type: must be 0 (directory), 1 (menu) or 2 (button)'],
    [{ ...page, type: undefined }, 'type: must be 0 (directory), 1 (menu) or 2 (button)'],
    [{ ...page, path: '' }, 'path is required for a directory or a menu'],
    [{ title: 'Dir', type: 0 }, 'path is required for a directory or a menu'],
    [{ ...page, component: null }, 'component is required for a menu that is not an external link'],
    [
      { ...page, iFrame: true, path: 'docs.example.com' },
      'path of an external link must start with http:// or https://',
    ],
    [{ ...page, menuSort: -1 }, 'menuSort: must be a whole number from 0'],
    [{ ...page, hidden: 'yes' }, 'hidden: must be true or false'],
    [{ ...page, pid: 'top' }, 'pid: must be 0 (top level) or a menu id'],
    [{ ...page, componentName: 'x'.repeat(65) }, 'componentName: must be at most 64 characters'],
  ])('refuses %o with a 400 naming the field', async (payload, message) => {
    expectError(await call('POST', '/api/menus', payload), 400, message);
  });

  it('lets a button go without a path or component', async () => {
    const users = await idOf('Users');
    const response = await call('POST', '/api/menus', {
      title: 'Export users',
      type: 2,
      permission: 'user:export',
      pid: users,
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 for an unknown parent and 400 for a button parent', async () => {
    expectError(
      await call('POST', '/api/menus', { ...page, pid: 999999 }),
      404,
      english(MENU_MESSAGES.noSuchParent(999999)),
    );
    const button = await idOf('Add user');
    expectError(
      await call('POST', '/api/menus', { ...page, pid: button }),
      400,
      english(MENU_MESSAGES.parentIsButton),
    );
  });

  it('answers 409 when the component name is taken', async () => {
    expectError(
      await call('POST', '/api/menus', { ...page, componentName: 'User' }),
      409,
      english(MENU_MESSAGES.componentNameTaken('User')),
    );
  });

  it('lets only one of two simultaneous menus take a component name', async () => {
    const attempt = () => call('POST', '/api/menus', { ...page, componentName: 'Simultaneous' });
    const statuses = (await Promise.all([attempt(), attempt(), attempt()])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });
});

describe('PUT /api/menus', () => {
  const current = async (id: number) =>
    (await call('GET', `/api/menus/lazy?pid=${(await menuRow(id)).pid ?? 0}`))
      .json<MenuDto[]>()
      .find((menu) => menu.id === id);
  const menuRow = async (id: number) => {
    const [row] = await t.database.db.select().from(menus).where(eq(menus.id, id));
    if (!row) throw new Error(`menu ${id} is gone`);
    return row;
  };
  const asEdited = (menu: MenuDto) => ({ ...menu, pid: menu.pid ?? 0 });

  it('edits a menu, moves it and keeps its own component name', async () => {
    const dicts = await idOf('Dictionaries');
    const monitor = await idOf('Monitor');
    const before = await current(dicts);
    if (!before) throw new Error('Dictionaries missing');
    const response = await call('PUT', '/api/menus', {
      ...asEdited(before),
      title: 'Dictionary',
      pid: monitor,
      hidden: true,
    });
    expect(response.statusCode).toBe(204);
    expect(await current(dicts)).toMatchObject({
      title: 'Dictionary',
      pid: monitor,
      hidden: true,
      componentName: 'Dict',
      subCount: 3,
    });
  });

  it('answers 404 for an unknown id or parent', async () => {
    expectError(
      await call('PUT', '/api/menus', { id: 999999, ...page }),
      404,
      english(MENU_MESSAGES.noSuchMenu([999999])),
    );
    const roles = await idOf('Roles');
    expectError(
      await call('PUT', '/api/menus', { id: roles, ...page, pid: 999999 }),
      404,
      english(MENU_MESSAGES.noSuchParent(999999)),
    );
  });

  it('refuses to move a menu under itself or under one of its sub-menus', async () => {
    const system = await idOf('System');
    const base = { id: system, title: 'System', type: 0, path: 'system' };
    expectError(
      await call('PUT', '/api/menus', { ...base, pid: system }),
      400,
      english(MENU_MESSAGES.parentInOwnBranch),
    );
    expectError(
      await call('PUT', '/api/menus', { ...base, pid: await idOf('Roles') }),
      400,
      english(MENU_MESSAGES.parentInOwnBranch),
    );
  });

  it('refuses to turn a menu with sub-menus into a button', async () => {
    const roles = await idOf('Roles');
    expectError(
      await call('PUT', '/api/menus', { id: roles, title: 'Roles', type: 2, pid: await idOf('System') }),
      400,
      english(MENU_MESSAGES.buttonWithChildren),
    );
  });

  it('answers 409 for another menu’s component name and 400 naming the field for bad input', async () => {
    const roles = await idOf('Roles');
    const edit = {
      id: roles,
      title: 'Roles',
      type: 1,
      path: 'role',
      component: 'system/role',
      pid: await idOf('System'),
    };
    expectError(
      await call('PUT', '/api/menus', { ...edit, componentName: 'User' }),
      409,
      english(MENU_MESSAGES.componentNameTaken('User')),
    );
    expectError(
      await call('PUT', '/api/menus', { ...edit, id: 'x' }),
      400,
      'id: must be a positive whole number',
    );
    expectError(
      await call('PUT', '/api/menus', { ...edit, id: undefined }),
      400,
      'id: must be a positive whole number',
    );
  });
});

describe('DELETE /api/menus', () => {
  it('deletes menus with everything below them, and their role grants', async () => {
    const shipping = await idOf('Shipping');
    const below = (await call('GET', `/api/menus/child?id=${shipping}`)).json<number[]>();
    const grantsBefore = await t.database.db.select().from(roleMenus).where(inArray(roleMenus.menuId, below));
    expect(grantsBefore.length).toBeGreaterThan(0);
    // A parent and its own sub-menu in one request are fine.
    const response = await call('DELETE', '/api/menus', [shipping, await idOf('Shipment orders')]);
    expect(response.statusCode).toBe(204);
    expect(await t.database.db.select().from(menus).where(inArray(menus.id, below))).toEqual([]);
    expect(await t.database.db.select().from(roleMenus).where(inArray(roleMenus.menuId, below))).toEqual([]);
  });

  it('answers 404 and deletes nothing when any id is unknown', async () => {
    const audit = await idOf('Audit log');
    expectError(
      await call('DELETE', '/api/menus', [audit, 999999]),
      404,
      english(MENU_MESSAGES.noSuchMenu([999999])),
    );
    expect(await idOf('Audit log')).toBe(audit);
  });

  it.each([
    [[], 'request body: must name at least one id'],
    [['x'], '[0]: must be a positive whole number'],
  ])('answers 400 for %j', async (payload, message) => {
    expectError(await call('DELETE', '/api/menus', payload), 400, message);
  });
});

describe('menu titles in English and Chinese', () => {
  it('saves both titles on adding and editing, and the navigation carries both', async () => {
    const response = await call('POST', '/api/menus', {
      ...page,
      path: 'piece-rates',
      component: 'piece-rates/index',
      title: 'Piece rates',
      titleZh: ' 计件单价 ',
      pid: await idOf('Production'),
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<MenuDto>();
    expect(created).toMatchObject({ title: 'Piece rates', titleZh: '计件单价' });
    const meta = (await call('GET', '/api/menus/build'))
      .json<MenuVo[]>()
      .flatMap((dir) => dir.children ?? []);
    expect(meta.find((menu) => menu.path === 'piece-rates')?.meta).toMatchObject({
      title: 'Piece rates',
      titleZh: '计件单价',
    });

    const edit = { ...created, pid: created.pid ?? 0 };
    expect((await call('PUT', '/api/menus', { ...edit, title: 'Rates', titleZh: '单价' })).statusCode).toBe(
      204,
    );
    const [row] = await t.database.db.select().from(menus).where(eq(menus.id, created.id));
    expect(row).toMatchObject({ title: 'Rates', titleZh: '单价' });
    // Blank or left out, the Chinese title is cleared: the Chinese UI then shows the English one.
    expect((await call('PUT', '/api/menus', { ...edit, titleZh: '  ' })).statusCode).toBe(204);
    const [cleared] = await t.database.db.select().from(menus).where(eq(menus.id, created.id));
    expect(cleared?.titleZh).toBeNull();
  });

  it('finds a menu by its Chinese title', async () => {
    const { content } = (await call('GET', '/api/menus?blurry=工资')).json<Page<MenuDto>>();
    expect(content.map((menu) => `${menu.title} ${menu.titleZh}`).sort()).toEqual([
      'Answer pay questions 答复工资疑问',
      'Edit wage adjustments 编辑工资调整',
      'Export payroll 导出工资表',
      'Pay questions 工资疑问',
      'Settle wages 结算工资',
      'Wages 工资',
    ]);
  });

  it('answers 400 naming titleZh for a Chinese title too long or not text', async () => {
    const at = { ...page, pid: await idOf('Production') };
    expectError(
      await call('POST', '/api/menus', { ...at, titleZh: '长'.repeat(65) }),
      400,
      'titleZh: must be at most 64 characters',
    );
    expectError(await call('POST', '/api/menus', { ...at, titleZh: 7 }), 400, 'titleZh: must be text');
  });
});

describe('OpenAPI', () => {
  it('describes these endpoints at /swagger/json', async () => {
    const response = await t.app.inject({ url: '/swagger/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/menus', '/api/menus/lazy', '/api/menus/child', '/api/menus/superior']),
    );
  });
});
