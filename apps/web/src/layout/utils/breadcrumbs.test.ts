import { describe, expect, it } from 'vitest';
import { breadcrumbs, type Crumb, type MatchedRoute } from '@/layout/utils/breadcrumbs';

const home = { key: 'dashboard:title' } as const;
const root: MatchedRoute[] = [
  { pathname: '/', handle: undefined },
  { pathname: '/', handle: undefined },
];

describe('breadcrumbs (home prepended, docs/specification.md §2, screens and routes)', () => {
  it.each<[string, MatchedRoute[], Crumb[]]>([
    [
      'home itself: no second home',
      [
        ...root,
        { pathname: '/', handle: { meta: {}, redirect: '/dashboard' } },
        { pathname: '/dashboard', handle: { name: 'Dashboard', meta: { title: home } } },
      ],
      [{ title: home }],
    ],
    [
      'a page in a directory: home links, the directory is text, the page is text',
      [
        ...root,
        {
          pathname: '/bundle',
          handle: { name: 'Cutting room', meta: { title: { text: 'Cutting room' } }, redirect: 'noredirect' },
        },
        {
          pathname: '/bundle/create',
          handle: { name: 'BundleCreate', meta: { title: { text: 'Bundle numbering' } } },
        },
      ],
      [
        { title: home, to: '/dashboard' },
        { title: { text: 'Cutting room' } },
        { title: { text: 'Bundle numbering' } },
      ],
    ],
    [
      'a directory with a redirect links to it',
      [
        ...root,
        { pathname: '/work', handle: { meta: { title: { text: 'Production' } }, redirect: '/work/list' } },
        { pathname: '/work/detail', handle: { name: 'WorkDetail', meta: { title: { text: 'Scan data' } } } },
      ],
      [
        { title: home, to: '/dashboard' },
        { title: { text: 'Production' }, to: '/work/list' },
        { title: { text: 'Scan data' } },
      ],
    ],
    [
      'the `index` wrapper has no title of its own',
      [
        ...root,
        { pathname: '/bill', handle: { meta: { hidden: false } } },
        {
          pathname: '/bill/index',
          handle: { name: 'BillOut', meta: { title: { text: 'Shipment orders' } } },
        },
      ],
      [{ title: home, to: '/dashboard' }, { title: { text: 'Shipment orders' } }],
    ],
    [
      'a route that opts out is left out',
      [
        ...root,
        { pathname: '/user', handle: { meta: { title: { text: 'Me' }, breadcrumb: false } } },
        {
          pathname: '/user/center',
          handle: { name: 'UserCenter', meta: { title: { text: 'Personal center' } } },
        },
      ],
      [{ title: home, to: '/dashboard' }, { title: { text: 'Personal center' } }],
    ],
    ['no titled route: home alone', root, [{ title: home }]],
  ])('%s', (_case, matches, expected) => {
    expect(breadcrumbs(matches)).toEqual(expected);
  });
});
