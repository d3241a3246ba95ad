import { describe, expect, it } from 'vitest';
import { containsPattern } from './search';

describe('containsPattern', () => {
  it.each([
    ['abc', '%abc%'],
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['c:\\x', '%c:\\\\x%'],
  ])('%s → %s', (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });
});
