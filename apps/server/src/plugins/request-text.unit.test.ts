import { describe, expect, it } from 'vitest';
import { findNul } from './request-text';

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

  it('walks a deeply nested body in linear time (a 200 KB body of 100,000 levels once took a minute)', () => {
    const depth = 100_000;
    const nested = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    const started = performance.now();
    const path = findNul(nested);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(path).toHaveLength(depth);
    expect(findNul(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`))).toBeNull();
  });
});
