import { describe, expect, it } from 'vitest';
import { crashKind } from '@/features/errors/utils/crash-kind';

const chunkLoadError = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });

describe('why a page failed (its crash page says the server cannot be reached, or that a new version is out)', () => {
  it.each([
    [
      'Chromium',
      new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'),
      'outdated',
    ],
    ['Safari', new TypeError('Importing a module script failed.'), 'outdated'],
    ['Firefox', new TypeError('error loading dynamically imported module: http://x/assets/a.js'), 'outdated'],
    ['a ChunkLoadError', chunkLoadError, 'outdated'],
    [
      'a page that threw a TypeError of its own',
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      'crashed',
    ],
    ['any other error', new Error('boom'), 'crashed'],
  ])('%s, online', (_browser, error, expected) => {
    expect(crashKind(error, true)).toBe(expected);
  });

  it('counts any TypeError or failed download while the browser is offline, but not another error', () => {
    expect(crashKind(new TypeError('Load failed'), false)).toBe('unreachable');
    expect(crashKind(chunkLoadError, false)).toBe('unreachable');
    expect(crashKind(new RangeError('x'), false)).toBe('crashed');
  });
});
