import { describe, expect, it } from 'vitest';
import { decideNavigation, type NavigationDecision } from '@/app/navigation-guard';

describe('decideNavigation (docs/specification.md §2.1, access rules)', () => {
  it.each<[string, Parameters<typeof decideNavigation>[0], NavigationDecision]>([
    [
      'signed out, login page',
      { path: '/login', fullPath: '/login', hasToken: false, hasSession: false, menusPending: false },
      { action: 'proceed' },
    ],
    [
      'signed out, login page with a redirect',
      {
        path: '/login',
        fullPath: '/login?redirect=%2Fdashboard',
        hasToken: false,
        hasSession: false,
        menusPending: false,
      },
      { action: 'proceed' },
    ],
    [
      'signed out, a page',
      { path: '/dashboard', fullPath: '/dashboard', hasToken: false, hasSession: false, menusPending: false },
      { action: 'redirect', to: '/login?redirect=%2Fdashboard' },
    ],
    [
      'signed out, a page with a query (encoded whole)',
      {
        path: '/work/list',
        fullPath: '/work/list?a=1&b=2',
        hasToken: false,
        hasSession: false,
        menusPending: false,
      },
      { action: 'redirect', to: '/login?redirect=%2Fwork%2Flist%3Fa%3D1%26b%3D2' },
    ],
    [
      'signed out, the line board (a TV shows it with its display link’s key)',
      { path: '/board', fullPath: '/board?key=abc', hasToken: false, hasSession: false, menusPending: false },
      { action: 'proceed' },
    ],
    [
      'signed out, the error pages are not whitelisted',
      { path: '/404', fullPath: '/404', hasToken: false, hasSession: false, menusPending: false },
      { action: 'redirect', to: '/login?redirect=%2F404' },
    ],
    [
      'signed out, home',
      { path: '/', fullPath: '/', hasToken: false, hasSession: false, menusPending: false },
      { action: 'redirect', to: '/login?redirect=%2F' },
    ],
    [
      'signed in, login page',
      {
        path: '/login',
        fullPath: '/login?redirect=%2Fwork',
        hasToken: true,
        hasSession: true,
        menusPending: false,
      },
      { action: 'redirect', to: '/' },
    ],
    [
      'signed in after a reload, login page',
      { path: '/login', fullPath: '/login', hasToken: true, hasSession: false, menusPending: false },
      { action: 'redirect', to: '/' },
    ],
    [
      'signed in, a page',
      { path: '/dashboard', fullPath: '/dashboard', hasToken: true, hasSession: true, menusPending: false },
      { action: 'proceed' },
    ],
    [
      'signed in after a reload, a page',
      { path: '/dashboard', fullPath: '/dashboard', hasToken: true, hasSession: false, menusPending: false },
      { action: 'restore-session' },
    ],
    [
      'just signed in, the first navigation',
      { path: '/', fullPath: '/', hasToken: true, hasSession: true, menusPending: true },
      { action: 'load-menus' },
    ],
    [
      'just signed in, returning to a page with a query',
      {
        path: '/work/list',
        fullPath: '/work/list?page=2',
        hasToken: true,
        hasSession: true,
        menusPending: true,
      },
      { action: 'load-menus' },
    ],
    [
      'signed in after a reload, menus not loaded yet',
      { path: '/work/list', fullPath: '/work/list', hasToken: true, hasSession: false, menusPending: false },
      { action: 'restore-session' },
    ],
    [
      'signed in with no page (a worker), home',
      { path: '/', fullPath: '/', hasToken: true, hasSession: true, menusPending: false, scanOnly: true },
      { action: 'redirect', to: '/scan' },
    ],
    [
      'signed in with no page (a worker), the dashboard opened by its path (their own figures)',
      {
        path: '/dashboard',
        fullPath: '/dashboard',
        hasToken: true,
        hasSession: true,
        menusPending: false,
        scanOnly: true,
      },
      { action: 'proceed' },
    ],
    [
      'signed in with no page (a worker), the scan page',
      {
        path: '/scan',
        fullPath: '/scan',
        hasToken: true,
        hasSession: true,
        menusPending: false,
        scanOnly: true,
      },
      { action: 'proceed' },
    ],
    [
      'signed in with no page, another page (its own guard answers)',
      {
        path: '/user/center',
        fullPath: '/user/center',
        hasToken: true,
        hasSession: true,
        menusPending: false,
        scanOnly: true,
      },
      { action: 'proceed' },
    ],
    [
      'signed in with pages, home stays the dashboard',
      { path: '/', fullPath: '/', hasToken: true, hasSession: true, menusPending: false, scanOnly: false },
      { action: 'proceed' },
    ],
    [
      'signed out, the scan page needs a sign-in',
      { path: '/scan', fullPath: '/scan', hasToken: false, hasSession: false, menusPending: false },
      { action: 'redirect', to: '/login?redirect=%2Fscan' },
    ],
  ])('%s', (_situation, target, expected) => {
    expect(decideNavigation(target)).toEqual(expected);
  });
});
