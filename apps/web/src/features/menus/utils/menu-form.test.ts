import type { MenuDto } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  menuFieldProblem,
  type MenuFormValues,
  toMenuFormValues,
  toMenuRequest,
  toParentNodes,
  visibleMenuFields,
} from '@/features/menus/utils/menu-form';

const sorted = (fields: ReadonlySet<string>) => [...fields].sort();

describe('menu form fields per type (eladmin’s menu form)', () => {
  it.each([
    [0, false, ['icon', 'iFrame', 'path', 'visible']],
    [0, true, ['icon', 'iFrame', 'path', 'visible']],
    [1, false, ['cache', 'component', 'componentName', 'icon', 'iFrame', 'path', 'permission', 'visible']],
    [1, true, ['cache', 'icon', 'iFrame', 'path', 'permission', 'visible']],
    [2, false, ['permission']],
    [2, true, ['permission']],
  ] as const)('type %i, external link %s: %j', (type, iFrame, fields) => {
    expect(sorted(visibleMenuFields(type, iFrame))).toEqual([...fields].sort());
  });
});

const base: MenuFormValues = {
  type: 1,
  title: ' Users ',
  titleZh: ' 用户管理 ',
  icon: 'user',
  iFrame: false,
  cache: true,
  visible: true,
  permission: 'user:list',
  path: 'user',
  menuSort: 3,
  componentName: 'User',
  component: 'system/user',
  pid: 7,
};

describe('menu form rules', () => {
  it.each([
    ['path', { ...base, path: ' ' }, 'required'],
    ['path', { ...base, iFrame: true, path: 'docs' }, 'webLink'],
    ['path', { ...base, iFrame: true, path: 'https://example.com' }, undefined],
    ['path', { ...base, type: 2, path: '' }, undefined],
    ['component', { ...base, component: '' }, 'required'],
    ['component', { ...base, iFrame: true, component: '' }, undefined],
    ['component', { ...base, type: 0, component: '' }, undefined],
  ] as const)('%s of %j → %s', (field, values, problem) => {
    expect(menuFieldProblem(field, values)).toBe(problem);
  });
});

describe('the menu request', () => {
  it('sends a page menu as entered, trimmed', () => {
    expect(toMenuRequest(base)).toEqual({
      type: 1,
      title: 'Users',
      titleZh: '用户管理',
      pid: 7,
      icon: 'user',
      permission: 'user:list',
      path: 'user',
      componentName: 'User',
      component: 'system/user',
      menuSort: 3,
      iFrame: false,
      cache: true,
      hidden: false,
    });
  });

  it('clears what a button does not show, and sends the top level as null', () => {
    expect(toMenuRequest({ ...base, type: 2, pid: 0, visible: false, iFrame: true })).toEqual({
      type: 2,
      title: 'Users',
      titleZh: '用户管理',
      pid: null,
      icon: null,
      permission: 'user:list',
      path: null,
      componentName: null,
      component: null,
      menuSort: 3,
      iFrame: false,
      cache: false,
      hidden: false,
    });
  });

  it('keeps no component for an external link, and hides what is not visible', () => {
    const request = toMenuRequest({ ...base, iFrame: true, path: 'https://example.com', visible: false });
    expect(request).toMatchObject({ component: null, componentName: null, iFrame: true, hidden: true });
  });

  it('turns blank optional text into null', () => {
    expect(toMenuRequest({ ...base, type: 0, icon: ' ', permission: 'x' })).toMatchObject({
      icon: null,
      permission: null,
      cache: false,
    });
  });
});

const menu = (id: number, pid: number | null, type: number, children?: MenuDto[]): MenuDto => ({
  id,
  pid,
  type,
  title: `Menu ${id}`,
  titleZh: id === 1 ? '菜单一' : null,
  componentName: null,
  component: null,
  path: null,
  icon: null,
  permission: null,
  menuSort: 1,
  cache: false,
  hidden: false,
  iFrame: false,
  createTime: '2026-01-01T00:00:00.000Z',
  subCount: children?.length ?? 0,
  hasChildren: (children?.length ?? 0) > 0,
  leaf: !children?.length,
  label: `Menu ${id}`,
  ...(children ? { children } : {}),
});

describe('menu trees', () => {
  const tree = menu(1, null, 0, [menu(2, 1, 1, [menu(3, 2, 2), menu(4, 2, 2)]), menu(5, 1, 1)]);

  it('flattens a tree into parent-picker nodes; buttons cannot be parents', () => {
    const nodes = toParentNodes([tree], 'en');
    expect(nodes.map((node) => [node.id, node.pId, node.isLeaf, node.disabled])).toEqual([
      [1, 0, false, false],
      [2, 1, false, false],
      [3, 2, true, true],
      [4, 2, true, true],
      [5, 1, true, false],
    ]);
  });

  it('starts a new menu at the top level as a directory, and an edit from the menu', () => {
    expect(toMenuFormValues()).toMatchObject({ type: 0, pid: 0, menuSort: 999, visible: true });
    expect(toMenuFormValues({ ...menu(2, 1, 1), hidden: true })).toMatchObject({
      type: 1,
      pid: 1,
      visible: false,
    });
  });
});
