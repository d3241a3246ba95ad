import { describe, expect, it } from 'vitest';
import {
  buildMenuVos,
  buildTree,
  type MenuDtoRow,
  type MenuRow,
  superiorRows,
  toMenuDtoTree,
  withAncestors,
  withDescendants,
} from './menu-tree';

const row = (over: Partial<MenuRow> & Pick<MenuRow, 'id' | 'title'>): MenuRow => ({
  pid: null,
  titleZh: null,
  type: 1,
  componentName: null,
  component: null,
  path: over.title.toLowerCase(),
  icon: null,
  sort: 999,
  cache: false,
  hidden: false,
  iFrame: false,
  ...over,
});

describe('buildTree', () => {
  it('nests by pid, orders each level by sort then id, and drops rows whose parent is absent', () => {
    const tree = buildTree([
      row({ id: 3, title: 'B', pid: 1, sort: 2 }),
      row({ id: 1, title: 'Dir', type: 0 }),
      row({ id: 2, title: 'A', pid: 1, sort: 1 }),
      row({ id: 4, title: 'A2', pid: 1, sort: 1 }),
      row({ id: 9, title: 'Orphan', pid: 77 }),
    ]);
    expect(tree.map((node) => node.id)).toEqual([1]);
    expect(tree[0]?.children.map((node) => node.id)).toEqual([2, 4, 3]);
  });
});

describe('withAncestors', () => {
  it('adds every directory above a granted page', () => {
    const rows = [
      row({ id: 1, title: 'Top', type: 0 }),
      row({ id: 2, title: 'Mid', type: 0, pid: 1 }),
      row({ id: 3, title: 'Page', pid: 2 }),
      row({ id: 4, title: 'Other', pid: 1 }),
    ];
    expect([...withAncestors(rows, [3])].sort()).toEqual([1, 2, 3]);
    expect([...withAncestors(rows, [])]).toEqual([]);
  });
});

describe('buildMenuVos (eladmin buildMenus)', () => {
  it('gives a directory a slash path, Layout, alwaysShow and the lower-case noredirect', () => {
    const [dir] = buildMenuVos(
      buildTree([
        row({ id: 1, title: 'System', path: 'system', type: 0, icon: 'system' }),
        row({
          id: 2,
          title: 'Users',
          titleZh: '用户管理',
          path: 'user',
          pid: 1,
          componentName: 'User',
          component: 'system/user',
          cache: true,
        }),
      ]),
    );
    expect(dir).toEqual({
      name: 'System',
      path: '/system',
      hidden: false,
      component: 'Layout',
      alwaysShow: true,
      redirect: 'noredirect',
      meta: { title: 'System', titleZh: null, icon: 'system', noCache: true },
      children: [
        {
          name: 'User',
          path: 'user',
          hidden: false,
          component: 'system/user',
          meta: { title: 'Users', titleZh: '用户管理', icon: null, noCache: false },
        },
      ],
    });
  });

  it('wraps a top-level leaf in a Layout with one child at path index', () => {
    const [wrapper] = buildMenuVos(
      buildTree([
        row({
          id: 5,
          title: 'Reports',
          path: 'reports',
          componentName: 'Reports',
          component: 'reports/index',
          hidden: true,
        }),
      ]),
    );
    expect(wrapper).toEqual({
      name: null,
      path: '/reports',
      hidden: true,
      component: 'Layout',
      meta: null,
      children: [
        {
          name: 'Reports',
          path: 'index',
          hidden: false,
          component: 'reports/index',
          meta: { title: 'Reports', titleZh: null, icon: null, noCache: true },
        },
      ],
    });
  });

  it('gives a nested directory ParentView, and a page without a component none', () => {
    const [top] = buildMenuVos(
      buildTree([
        row({ id: 1, title: 'Top', type: 0 }),
        row({ id: 2, title: 'Nested', type: 0, pid: 1 }),
        row({ id: 3, title: 'Leaf', pid: 2, component: 'a/b' }),
        row({ id: 4, title: 'Bare', pid: 1 }),
      ]),
    );
    const nested = top?.children?.[0];
    expect(nested).toMatchObject({
      name: 'Nested',
      component: 'ParentView',
      alwaysShow: true,
      redirect: 'noredirect',
    });
    expect(nested?.children?.[0]).toMatchObject({ path: 'leaf', component: 'a/b' });
    expect(top?.children?.[1]).not.toHaveProperty('component');
  });

  it('keeps an external link as it is and gives it no component', () => {
    const [wrapper] = buildMenuVos(
      buildTree([row({ id: 7, title: 'Docs', path: 'https://docs.example.com', iFrame: true })]),
    );
    expect(wrapper).toMatchObject({ path: 'https://docs.example.com', component: 'Layout', meta: null });
    expect(wrapper?.children).toEqual([
      {
        name: null,
        path: 'https://docs.example.com',
        hidden: false,
        meta: { title: 'Docs', titleZh: null, icon: null, noCache: true },
      },
    ]);
  });
});

/** 1 ─┬─ 2 ── 4
 *     └─ 3
 *  5 ── 6 */
const links = [
  { id: 1, pid: null },
  { id: 2, pid: 1 },
  { id: 3, pid: 1 },
  { id: 4, pid: 2 },
  { id: 5, pid: null },
  { id: 6, pid: 5 },
];

describe('withDescendants', () => {
  it.each([
    [[1], [1, 2, 3, 4]],
    [[2], [2, 4]],
    [[4], [4]],
    [
      [2, 5],
      [2, 5, 4, 6],
    ],
    [
      [2, 1],
      [2, 1, 4, 3],
    ],
    [[99], [99]],
  ])('%j → %j', (ids, expected) => {
    expect(withDescendants(links, ids)).toEqual(expected);
  });

  it('stops on a cycle in bad data', () => {
    expect(
      withDescendants(
        [
          { id: 1, pid: 2 },
          { id: 2, pid: 1 },
        ],
        [1],
      ),
    ).toEqual([1, 2]);
  });
});

describe('superiorRows (eladmin superior)', () => {
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

  it.each([
    [[], [1, 5]],
    [[4], [1, 2, 3, 5]],
    [[3], [1, 2, 5]],
    [[1], [5]],
    [
      [4, 6],
      [1, 2, 3, 5],
    ],
  ])('for %j shows %j', (edited, expected) => {
    expect(ids(superiorRows(links, edited))).toEqual(expected);
  });
});

describe('toMenuDtoTree', () => {
  const dtoRow = (over: Partial<MenuDtoRow> & Pick<MenuDtoRow, 'id' | 'title'>): MenuDtoRow => ({
    ...row(over),
    permission: null,
    createTime: new Date('2026-01-02T03:04:05Z'),
    subCount: 0,
    ...over,
  });

  it("adds eladmin's derived fields and nests children, leaving leaves without any", () => {
    const [dir] = buildTree([
      dtoRow({ id: 1, title: 'Dir', type: 0, subCount: 1, sort: 5 }),
      dtoRow({ id: 2, title: 'Page', pid: 1, permission: 'page:list' }),
    ]).map(toMenuDtoTree);
    expect(dir).toMatchObject({
      id: 1,
      menuSort: 5,
      label: 'Dir',
      hasChildren: true,
      leaf: false,
      createTime: '2026-01-02T03:04:05.000Z',
    });
    expect(dir?.children).toEqual([
      {
        id: 2,
        pid: 1,
        type: 1,
        title: 'Page',
        titleZh: null,
        label: 'Page',
        componentName: null,
        component: null,
        path: 'page',
        icon: null,
        permission: 'page:list',
        menuSort: 999,
        cache: false,
        hidden: false,
        iFrame: false,
        createTime: '2026-01-02T03:04:05.000Z',
        subCount: 0,
        hasChildren: false,
        leaf: true,
      },
    ]);
  });
});
