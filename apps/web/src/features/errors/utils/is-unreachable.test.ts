import { describe, expect, it } from 'vitest';
import { isUnreachable } from '@/features/errors/utils/is-unreachable';

describe('a page whose code could not be downloaded (the crash page says the server cannot be reached)', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['Firefox', new TypeError('error loading dynamically imported module: http://x/assets/a.js'), true],
    [
      'a page that threw a TypeError of its own',
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      false,
    ],
    ['any other error', new Error('boom'), false],
  ])('%s, online', (_browser, error, expected) => {
    expect(isUnreachable(error, true)).toBe(expected);
  });

  it('counts any TypeError while the browser is offline, but not another error', () => {
    expect(isUnreachable(new TypeError('Load failed'), false)).toBe(true);
    expect(isUnreachable(new RangeError('x'), false)).toBe(false);
  });
});
