import { describe, expect, it } from 'vitest';
import { readRedirectTarget } from '@/features/auth/utils/redirect-target';

describe('readRedirectTarget', () => {
  it.each([
    ['no query', '', '/'],
    ['no redirect', '?foo=1', '/'],
    ['empty redirect', '?redirect=', '/'],
    ['encoded path', '?redirect=%2Fdashboard', '/dashboard'],
    ['encoded path with its query', '?redirect=%2Fwork%2Flist%3Fa%3D1%26b%3D2', '/work/list?a=1&b=2'],
    ['upstream unencoded path', '?redirect=/dashboard', '/dashboard'],
    ['upstream unencoded path with its query', '?redirect=/work/list?a=1&b=2', '/work/list?a=1&b=2'],
    [
      'upstream unencoded, extra parameter before redirect',
      '?b=2&redirect=/work/list?a=1',
      '/work/list?a=1&b=2',
    ],
    ['unencoded path whose only parameter was split off', '?redirect=/work/list&a=1', '/work/list?a=1'],
    ['another site (protocol-relative)', '?redirect=%2F%2Fevil.example', '/'],
    ['an absolute URL', '?redirect=https%3A%2F%2Fevil.example', '/'],
  ])('%s: %s → %s', (_case, search, expected) => {
    expect(readRedirectTarget(search)).toBe(expected);
  });
});
