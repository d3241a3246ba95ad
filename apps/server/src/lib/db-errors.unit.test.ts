import { describe, expect, it } from 'vitest';
import { guardConstraints, isForeignKeyViolation, isUniqueViolation } from './db-errors';

const withCode = (code: string) => Object.assign(new Error('driver error'), { code });

describe('isUniqueViolation / isForeignKeyViolation', () => {
  it.each([
    [withCode('23505'), true, false],
    [new Error('query failed', { cause: withCode('23505') }), true, false],
    [new Error('query failed', { cause: withCode('23503') }), false, true],
    [withCode('23503'), false, true],
    [new Error('plain'), false, false],
    ['23505', false, false],
    [null, false, false],
  ])('%s → unique %s, foreign key %s', (error, unique, foreignKey) => {
    expect(isUniqueViolation(error)).toBe(unique);
    expect(isForeignKeyViolation(error)).toBe(foreignKey);
  });
});

describe('guardConstraints', () => {
  const messages = { duplicate: 'name: taken', missingReference: 'dict: gone' };

  it('passes a successful write through', async () => {
    await expect(guardConstraints(Promise.resolve(7), messages)).resolves.toBe(7);
  });

  it.each([
    ['23505', 409, 'name: taken'],
    ['23503', 404, 'dict: gone'],
  ])('turns SQLSTATE %s into %s', async (code, status, message) => {
    await expect(guardConstraints(Promise.reject(withCode(code)), messages)).rejects.toMatchObject({
      status,
      message,
    });
  });

  it('lets a violation it has no message for, and any other error, through unchanged', async () => {
    const foreignKey = withCode('23503');
    await expect(guardConstraints(Promise.reject(foreignKey), { duplicate: 'taken' })).rejects.toBe(
      foreignKey,
    );
    const other = new Error('connection lost');
    await expect(guardConstraints(Promise.reject(other), messages)).rejects.toBe(other);
  });
});
