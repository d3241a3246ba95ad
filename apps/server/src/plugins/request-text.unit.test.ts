import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './request-text';

const findNul = (value: unknown) => findUnstorableText(value)?.path ?? null;

describe('findNul', () => {
  it('names the path of the first string or key holding a NUL character', () => {
    expect(findNul({ a: 'ok', lays: [{ colour: 'ok' }, { colour: 'bl\u0000ack' }] })).toEqual([
      'lays',
      '1',
      'colour',
    ]);
    expect(findNul({ lays: [{ 'co\u0000l': 1 }] })).toEqual(['lays', '0', 'co\u0000l']);
    expect(findNul('a\u0000')).toEqual([]);
    expect(findNul({ a: ['x', { b: 1 }], c: null })).toBeNull();
  });

  it('names a string or key holding half of a surrogate pair, and lets whole pairs (emoji) through', () => {
    expect(findUnstorableText({ note: 'ok 😀', reason: 'a\ud800b' })).toEqual({
      path: ['reason'],
      problem: 'must be valid Unicode text (it holds half of a surrogate pair)',
    });
    expect(findNul({ lays: [{ ['\udc00']: 1 }] })).toEqual(['lays', '0', '\udc00']);
    expect(findNul({ note: '😀 ok', names: ['\ud83d\ude00'] })).toBeNull();
  });

  // 50,000 levels (100 KB): linear work takes milliseconds, the old path copying (O(depth²)) many seconds. The
  // timeout is the check, with room both ways; vitest fails a synchronous test that overran it too.
  it(
    'walks a deeply nested body in linear time (a 200 KB body of 100,000 levels once took a minute)',
    { timeout: 2000 },
    () => {
      const depth = 50_000;
      const nested = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
      expect(findNul(nested)).toHaveLength(depth);
      expect(findNul(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`))).toBeNull();
    },
  );
});
