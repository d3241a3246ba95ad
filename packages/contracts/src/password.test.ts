import { describe, expect, it } from 'vitest';
import { newPasswordSchema, PASSWORD_MIN_LENGTH, passwordProblem } from './password';
import { loginRequestSchema } from './auth';

describe('the new-password rule', () => {
  it.each([
    ['123456', 'tooShort'],
    ['Abc1234', 'tooShort'],
    ['12345678', 'common'],
    ['password1', 'common'],
    ['PassWord1', 'common'],
    ['iloveyou2', 'common'],
    ['x'.repeat(65), 'tooLong'],
    ['Demo@2026', null],
    ['cutting-bed-42', null],
  ])('%s → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
    expect(newPasswordSchema.safeParse(password).success).toBe(problem === null);
  });

  it('names the reason in its message', () => {
    expect(newPasswordSchema.safeParse('qwertyuiop').error?.issues[0]?.message).toMatch(/most common/);
    expect(newPasswordSchema.safeParse('abc').error?.issues[0]?.message).toBe(
      `must be at least ${PASSWORD_MIN_LENGTH} characters`,
    );
  });

  it('is not applied at sign-in: an older, shorter password still signs in', () => {
    const uuid = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
    const body = { mobile: '13812345678', password: '123456', code: 'T3st', uuid, factoryId: 1 };
    expect(loginRequestSchema.safeParse(body).success).toBe(true);
  });
});
