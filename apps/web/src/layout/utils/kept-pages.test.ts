import { describe, expect, it } from 'vitest';
import type { AppRoute } from '@/layout/routes/app-route';
import { HOME_PATH, shellRoutes } from '@/layout/routes/shell-routes';
import { type KeptPages, keptPages } from '@/layout/utils/kept-pages';
import { addView, affixTags, emptyTagsView } from '@/layout/utils/tags-view';

const pages = (...paths: string[]): KeptPages => new Map(paths.map((path) => [path, path]));
const current = (path: string | undefined, keepAlive = true) => ({ path, element: path, keepAlive });

describe('keptPages (keep-alive by path, unless noCache)', () => {
  it.each<[string, KeptPages, ReturnType<typeof current>, string[], string[]]>([
    ['the first visit of a page keeps it', pages(), current('/a'), [], ['/a']],
    ['a second page joins the first', pages('/a'), current('/b'), ['/a'], ['/a', '/b']],
    ['a noCache page is not kept', pages('/a'), current('/log', false), ['/a'], ['/a']],
    ['a closed tab’s page is dropped', pages('/a', '/b'), current('/b'), ['/b'], ['/b']],
    [
      'the refresh helper drops the page being refreshed',
      pages('/a', '/b'),
      current(undefined),
      ['/a'],
      ['/a'],
    ],
    [
      'every tab closed but the current one: only it stays',
      pages('/a', '/b', '/c'),
      current('/c'),
      [],
      ['/c'],
    ],
  ])('%s', (_case, before, page, cached, expected) => {
    expect([...keptPages(before, page, cached).keys()]).toEqual(expected);
  });

  it('returns the same map when nothing changes', () => {
    const before = pages('/a', '/b');
    expect(keptPages(before, current('/a'), ['/a', '/b'])).toBe(before);
  });

  it('keeps the element a page was first rendered from', () => {
    const before = pages('/a');
    expect(keptPages(before, { path: '/a', element: 'newer', keepAlive: true }, ['/a']).get('/a')).toBe('/a');
  });

  it('never keeps the dashboard, as the shell routes declare it (docs/specification.md §2, screens and routes: not cached)', () => {
    const findRoute = (routes: readonly AppRoute[]): AppRoute | undefined =>
      routes
        .map((route) => (route.path === HOME_PATH ? route : findRoute(route.children ?? [])))
        .find(Boolean);
    const dashboard = findRoute(shellRoutes);
    if (!dashboard) throw new Error(`no ${HOME_PATH} among the shell routes`);
    // The tabs start with the affixed dashboard, which is not among the pages they cache.
    const tabs = affixTags(shellRoutes).reduce(addView, emptyTagsView);
    expect(tabs.visitedViews.map((view) => view.path)).toEqual([HOME_PATH]);
    // On the dashboard (kept alive unless noCache, as the page area decides), then on another page.
    const onDashboard = keptPages(
      pages(),
      { path: HOME_PATH, element: HOME_PATH, keepAlive: dashboard.meta.noCache !== true },
      tabs.cachedViews,
    );
    const onAnotherPage = keptPages(onDashboard, current('/bundle/create'), [
      ...tabs.cachedViews,
      '/bundle/create',
    ]);
    expect([...onDashboard.keys()]).toEqual([]);
    expect([...onAnotherPage.keys()]).toEqual(['/bundle/create']);
  });
});
