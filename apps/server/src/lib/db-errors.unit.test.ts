import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './db-errors';

const withCode = (code: string) => Object.assign(new Error('driver error'), { code });

describe('isUniqueViolation', () => {
  it.each([
    [withCode('23505'), true],
    [new Error('query failed', { cause: withCode('23505') }), true],
    [new Error('query failed', { cause: withCode('23503') }), false],
    [new Error('plain'), false],
    ['23505', false],
    [null, false],
  ])('%s → %s', (error, expected) => {
    expect(isUniqueViolation(error)).toBe(expected);
  });
});
