import { describe, expect, it } from 'vitest';
import { menuRoutes } from '@/layout/routes/menu-routes';
import { shellRoutes } from '@/layout/routes/shell-routes';
import { createMenuSearch, MENU_SEARCH_OPTIONS, searchEntries } from '@/layout/utils/menu-search';
import type { RouteTitle } from '@/lib/route-meta';
import {
  cuttingRoomMenu,
  docsLinkMenu,
  hideMenu,
  shippingLeafMenu,
  systemMenu,
} from '@/testing/menu-fixtures';

const titleText = (title: RouteTitle) => ('key' in title ? `«${title.key}»` : title.text);
const routes = [
  ...shellRoutes,
  ...menuRoutes([cuttingRoomMenu, shippingLeafMenu, systemMenu, docsLinkMenu], { flatten: true }),
];
const entries = searchEntries(routes, titleText);

describe('searchEntries (the pool: visible titled routes)', () => {
  it('lists the pages with their ancestors’ titles; no directory, nothing hidden', () => {
    expect(entries).toEqual([
      { path: '/dashboard', title: ['«dashboard:title»'] },
      { path: '/bundle/create', title: ['Cutting room', 'Bundle numbering'] },
      { path: '/bill/index', title: ['Shipment orders'] },
      { path: '/system/people/user', title: ['System', 'Users'] },
      { path: '/system/people/access/role', title: ['System', 'Roles'] },
      { path: '/system/dict', title: ['System', 'Dictionaries'] },
      { path: 'https://docs.example.com', title: ['User guide'] },
    ]);
  });

  it('leaves out the pages of a hidden ParentView directory, as the sidebar does', () => {
    const flattened = menuRoutes([hideMenu(systemMenu, 'People')], { flatten: true });
    expect(searchEntries(flattened, titleText)).toEqual([
      { path: '/system/dict', title: ['System', 'Dictionaries'] },
    ]);
  });
});

describe('menu search (docs/specification.md §2, screens and routes: title 0.7, path 0.3, threshold 0.4)', () => {
  it('uses the spec’s options', () => {
    expect(MENU_SEARCH_OPTIONS).toMatchObject({
      threshold: 0.4,
      keys: [
        { name: 'title', weight: 0.7 },
        { name: 'path', weight: 0.3 },
      ],
    });
  });

  const search = createMenuSearch(entries);
  it.each<[string, string, string | undefined]>([
    ['a title word', 'Dictionaries', '/system/dict'],
    ['a title, lower case', 'shipment', '/bill/index'],
    ['a typo within the threshold', 'Dictonaries', '/system/dict'],
    ['a path segment', 'role', '/system/people/access/role'],
    ['an ancestor title finds its pages', 'Cutting', '/bundle/create'],
    ['a link menu', 'guide', 'https://docs.example.com'],
    ['nothing alike', 'zzqxw', undefined],
    ['an empty query', '   ', undefined],
  ])('%s: %s → %s', (_case, query, firstPath) => {
    expect(search(query)[0]?.path).toBe(firstPath);
  });

  it('ranks a title match above a path match', () => {
    const ranked = createMenuSearch([
      { path: '/work/users-report', title: ['Report'] },
      { path: '/system/people/user', title: ['Users'] },
    ])('users');
    expect(ranked[0]?.path).toBe('/system/people/user');
  });
});
