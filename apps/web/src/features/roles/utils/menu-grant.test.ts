import type { MenuDto } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  branchKeys,
  indexMenus,
  knownGrants,
  grantChecks,
  sameGrants,
  toggleGrant,
  toGrantTree,
} from '@/features/roles/utils/menu-grant';

function menu(id: number, type: number, permission: string | null, children?: MenuDto[]): MenuDto {
  return {
    id,
    pid: null,
    type,
    title: `M${id}`,
    titleZh: id === 1 ? '目录一' : null,
    componentName: null,
    component: null,
    path: null,
    icon: null,
    permission,
    menuSort: id,
    cache: false,
    hidden: false,
    iFrame: false,
    createTime: '2026-01-01T00:00:00.000Z',
    subCount: children?.length ?? 0,
    hasChildren: Boolean(children?.length),
    leaf: !children?.length,
    label: `M${id}`,
    ...(children && { children }),
  };
}

// System (1) ─┬─ Users (2) ─┬─ Add user (3)
//             │             └─ Edit user (4)
//             └─ Departments (5)
// Production (6) ── Scans (7)
const menus = [
  menu(1, 0, null, [
    menu(2, 1, 'user:list', [menu(3, 2, 'user:add'), menu(4, 2, 'user:edit')]),
    menu(5, 1, 'dept:list'),
  ]),
  menu(6, 0, null, [menu(7, 1, 'scan:list', [])]),
];
const index = indexMenus(menus);
const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

describe('toggleGrant', () => {
  it('ticking a page grants its buttons and the directory above', () => {
    expect(sorted(toggleGrant(index, new Set(), 2, true))).toEqual([1, 2, 3, 4]);
  });

  it('ticking a button grants its page and directory, not the other buttons', () => {
    expect(sorted(toggleGrant(index, new Set(), 4, true))).toEqual([1, 2, 4]);
  });

  it('ticking a directory grants everything below it', () => {
    expect(sorted(toggleGrant(index, new Set([7]), 1, true))).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it('unticking a page takes its buttons too and leaves the directory and other pages', () => {
    expect(sorted(toggleGrant(index, new Set([1, 2, 3, 4, 5]), 2, false))).toEqual([1, 5]);
  });

  it('unticking the last page of a directory takes the directory too, but never a page above a button', () => {
    expect(sorted(toggleGrant(index, new Set([1, 5, 6, 7]), 5, false))).toEqual([6, 7]);
    expect(sorted(toggleGrant(index, new Set([1, 2, 3]), 3, false))).toEqual([1, 2]);
  });

  it('unticking a button takes only the button', () => {
    expect(sorted(toggleGrant(index, new Set([1, 2, 3, 4]), 3, false))).toEqual([1, 2, 4]);
  });

  it('leaves the grant it was given alone', () => {
    const granted = new Set([1, 2]);
    toggleGrant(index, granted, 5, true);
    expect(sorted(granted)).toEqual([1, 2]);
  });
});

describe('grant helpers', () => {
  it('keeps only the menus the tree shows', () => {
    expect(sorted(knownGrants(index, [2, 99, 7]))).toEqual([2, 7]);
  });

  it('compares grants as sets', () => {
    expect(sameGrants(new Set([1, 2]), new Set([2, 1]))).toBe(true);
    expect(sameGrants(new Set([1, 2]), new Set([1]))).toBe(false);
    expect(sameGrants(new Set([1, 3]), new Set([1, 2]))).toBe(false);
  });

  it.each([
    ['a whole directory: ticked throughout', [1, 2, 3, 4, 5], [1, 2, 3, 4, 5], []],
    ['one page of two: the directory partly', [1, 5], [5], [1]],
    ['a page without all its buttons: the page and directory partly', [1, 2, 3], [3], [1, 2]],
    ['a granted button under menus never granted: they show partly', [3, 7], [3, 7], [1, 2, 6]],
    ['a directory whose only page is granted: both ticked', [6, 7], [6, 7], []],
    ['nothing', [], [], []],
  ])('tells the truth about %s', (_case, granted, checked, halfChecked) => {
    const shown = grantChecks(index, new Set(granted));
    expect(sorted(shown.checked)).toEqual(checked);
    expect(sorted(shown.halfChecked)).toEqual(halfChecked);
  });

  it('opens every menu that has menus below it (an empty children list is a leaf)', () => {
    expect(sorted(branchKeys(index))).toEqual([1, 2, 6]);
  });
});

describe('toGrantTree', () => {
  it('shows every menu, and what the caller does not hold cannot be ticked', () => {
    const tree = toGrantTree(menus, (permission) => permission !== 'user:edit', 'en');
    expect(tree[0]).toMatchObject({ key: 1, title: 'M1', type: 0, permission: null });
    expect(tree[0]).not.toHaveProperty('disableCheckbox');
    const users = tree[0]?.children?.[0];
    expect(users?.children?.map((button) => [button.key, button.disableCheckbox])).toEqual([
      [3, undefined],
      [4, true],
    ]);
    expect(tree[1]?.children?.[0]).not.toHaveProperty('children');
  });

  it('titles each menu in the UI’s language: its Chinese title, else its English one', () => {
    const tree = toGrantTree(menus, () => true, 'zh-CN');
    expect(tree[0]?.title).toBe('目录一');
    expect(tree[0]?.children?.[0]?.title).toBe('M2');
  });
});
