import { describe, expect, it } from 'vitest';
import { constraintViolation, guardConstraints, isForeignKeyViolation, isUniqueViolation } from './db-errors';
import { msg } from './messages';

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
  const messages = {
    duplicate: msg('dict.nameTaken', { name: 'Colour' }),
    missingReference: msg('dict.notFoundForDetail', { id: 7 }),
  };

  it('passes a successful write through', async () => {
    await expect(guardConstraints(Promise.resolve(7), messages)).resolves.toBe(7);
  });

  it.each([
    ['23505', 409, 'name: a dictionary named Colour already exists'],
    ['23503', 404, 'dict.id: no dictionary has id 7'],
  ])('turns SQLSTATE %s into %s', async (code, status, message) => {
    await expect(guardConstraints(Promise.reject(withCode(code)), messages)).rejects.toMatchObject({
      status,
      message,
    });
  });

  it('lets a violation it has no message for, and any other error, through unchanged', async () => {
    const foreignKey = withCode('23503');
    await expect(
      guardConstraints(Promise.reject(foreignKey), { duplicate: msg('db.duplicate') }),
    ).rejects.toBe(foreignKey);
    const other = new Error('connection lost');
    await expect(guardConstraints(Promise.reject(other), messages)).rejects.toBe(other);
  });
});

describe('constraintViolation', () => {
  const driver = (code: string, message = 'driver error') =>
    new Error('Failed query: insert …\nparams: secret', {
      cause: Object.assign(new Error(message), { code }),
    });

  it.each([
    [driver('23505'), 409, 'This record already exists'],
    [
      driver('23503', 'insert or update on table "depts" violates foreign key constraint'),
      404,
      'A record it refers to does not exist (it may have just been deleted)',
    ],
    [
      driver('23503', 'update or delete on table "depts" violates foreign key constraint'),
      409,
      'This record is still in use and cannot be deleted',
    ],
    [driver('23001'), 409, 'This record is still in use and cannot be deleted'],
    [driver('23514'), 400, 'A value is not allowed here'],
    [driver('22021'), 400, 'Text may not contain NUL characters'],
    [driver('22P05'), 400, 'Text may not contain NUL characters'],
  ])('turns SQLSTATE into a clear answer (%#)', (error, status, message) => {
    expect(constraintViolation(error)).toMatchObject({ status, message });
  });

  it('answers a statement stopped by the statement timeout (or cancelled) with a 503 saying so', () => {
    const error = constraintViolation(driver('57014'));
    expect(error?.status).toBe(503);
    expect(error?.message).toMatch(/took too long/);
  });

  it('leaves other errors to be 500s', () => {
    expect(constraintViolation(driver('53300'))).toBeNull();
    expect(constraintViolation(new Error('plain'))).toBeNull();
  });
});
