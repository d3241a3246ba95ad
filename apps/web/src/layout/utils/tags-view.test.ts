import { describe, expect, it } from 'vitest';
import { shellRoutes } from '@/layout/routes/shell-routes';
import {
  addView,
  affixTags,
  delAllCachedViews,
  delAllViews,
  delCachedView,
  delOthersViews,
  delView,
  emptyTagsView,
  NO_NAME_TITLE,
  pathAfterClosing,
  type TagsViewState,
  type TagView,
  updateVisitedView,
  type VisitedPage,
} from '@/layout/utils/tags-view';

const home: TagView = {
  path: '/dashboard',
  fullPath: '/dashboard',
  name: 'Dashboard',
  title: { key: 'dashboard:title' },
  affix: true,
  noCache: true,
};
const page = (path: string, extra: Partial<TagView> = {}): TagView => ({
  path,
  fullPath: path,
  name: path,
  title: { text: path },
  affix: false,
  noCache: false,
  ...extra,
});
const create = page('/bundle/create');
const list = page('/work/list');
const detail = page('/work/detail');
const log = page('/monitor/log', { noCache: true });

const state = (visited: TagView[], cached: string[]): TagsViewState => ({
  visitedViews: visited,
  cachedViews: cached,
});
const opened = state([home, create, list, log], ['/bundle/create', '/work/list']);
const paths = (views: TagView[]) => views.map((view) => view.path);

describe('tags view operations (docs/specification.md §2, screens and routes; §4, states and transitions)', () => {
  it.each<[string, TagsViewState, VisitedPage, TagsViewState]>([
    ['add a page: a tab, and kept alive', emptyTagsView, create, state([create], ['/bundle/create'])],
    ['add a noCache page: a tab, not kept alive', state([create], []), log, state([create, log], [])],
    [
      'add the same path again: still one tab',
      state([create], ['/bundle/create']),
      { ...create, fullPath: '/bundle/create?lay=3' },
      state([create], ['/bundle/create']),
    ],
    [
      "add a page without a title: 'no-name'",
      emptyTagsView,
      { ...detail, title: undefined },
      state([{ ...detail, title: NO_NAME_TITLE }], ['/work/detail']),
    ],
  ])('%s', (_case, before, visited, after) => {
    expect(addView(before, visited)).toEqual(after);
  });

  it.each<[string, (before: TagsViewState) => TagsViewState, string[], string[]]>([
    ['close a tab', (s) => delView(s, create), ['/dashboard', '/work/list', '/monitor/log'], ['/work/list']],
    [
      'close an affixed tab: it stays',
      (s) => delView(s, home),
      ['/dashboard', '/bundle/create', '/work/list', '/monitor/log'],
      ['/bundle/create', '/work/list'],
    ],
    [
      'close others: the affixed tab survives',
      (s) => delOthersViews(s, list),
      ['/dashboard', '/work/list'],
      ['/work/list'],
    ],
    [
      'close others from a page that is not kept alive: no other page stays alive',
      (s) => delOthersViews(s, log),
      ['/dashboard', '/monitor/log'],
      [],
    ],
    ['close all: the affixed tab survives', delAllViews, ['/dashboard'], []],
    [
      'forget one page, keep its tab',
      (s) => delCachedView(s, '/work/list'),
      ['/dashboard', '/bundle/create', '/work/list', '/monitor/log'],
      ['/bundle/create'],
    ],
    [
      'forget every page, keep the tabs',
      delAllCachedViews,
      ['/dashboard', '/bundle/create', '/work/list', '/monitor/log'],
      [],
    ],
  ])('%s', (_case, operation, visited, cached) => {
    const after = operation(opened);
    expect(paths(after.visitedViews)).toEqual(visited);
    expect(after.cachedViews).toEqual(cached);
  });

  it('updates a tab by path with the query it was last seen with', () => {
    const after = updateVisitedView(opened, { ...list, fullPath: '/work/list?page=2', title: undefined });
    expect(after.visitedViews.find((view) => view.path === '/work/list')).toEqual({
      ...list,
      fullPath: '/work/list?page=2',
    });
    expect(after.visitedViews).toHaveLength(4);
  });
});

describe('pathAfterClosing (the current tab was closed)', () => {
  it.each<[string, TagView[], TagView, { to: string; replace: boolean }]>([
    ['to the last tab left', [home, create], list, { to: '/bundle/create', replace: false }],
    [
      'the last tab keeps its query',
      [home, { ...create, fullPath: '/bundle/create?a=1' }],
      list,
      { to: '/bundle/create?a=1', replace: false },
    ],
    ['no tab left: home', [], list, { to: '/', replace: false }],
    ['no tab left and home was closed: home anew', [], home, { to: '/redirect/dashboard', replace: true }],
  ])('%s', (_case, remaining, closed, expected) => {
    expect(pathAfterClosing(remaining, closed)).toEqual(expected);
  });
});

describe('affixTags', () => {
  it('finds the affixed home page among the shell routes', () => {
    expect(affixTags(shellRoutes)).toEqual([home]);
  });

  it('skips unnamed affixed routes and finds nested ones', () => {
    expect(
      affixTags([
        { path: '/a', meta: { affix: true, title: { text: 'A' } } },
        {
          path: '/b',
          meta: {},
          children: [{ path: '/b/c', name: 'C', meta: { affix: true } }],
        },
      ]),
    ).toEqual([
      { path: '/b/c', fullPath: '/b/c', name: 'C', title: NO_NAME_TITLE, affix: true, noCache: false },
    ]);
  });
});
