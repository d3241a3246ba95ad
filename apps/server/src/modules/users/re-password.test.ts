import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { DEMO_PASSWORD } from '../../seed/demo';
import { USER_MESSAGES } from './service';
import { english } from '../../lib/messages';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const rePassword = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/rePassword', headers: { authorization: token }, payload });

describe('POST /api/users/rePassword', () => {
  it.each([
    [{ oldPassword: 'wrong-one', newPassword: 'N3w-password' }, english(USER_MESSAGES.wrongOldPassword)],
    [
      { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
      'newPassword: new password cannot be the same as the old password!',
    ],
    [{ oldPassword: DEMO_PASSWORD, newPassword: '12345' }, 'newPassword: must be at least 8 characters'],
    [
      { oldPassword: DEMO_PASSWORD, newPassword: 'qwerty123' },
      'newPassword: is one of the most common passwords, please choose another',
    ],
    [{ oldPassword: DEMO_PASSWORD }, 'newPassword is required'],
    [{ newPassword: 'N3w-password' }, 'oldPassword is required'],
  ])('refuses %o with a clear 400', async (payload, message) => {
    const token = await t.login('13900000012', 1);
    const response = await rePassword(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message });
    // Nothing changed: the token still works.
    expect((await t.app.inject({ url: '/auth/info', headers: { authorization: token } })).statusCode).toBe(
      200,
    );
  });

  it('changes the password and ends every session of the user, in every factory', async () => {
    const ningbo = await t.login('13900000001', 1);
    const huzhou = await t.login('13900000001', 2);
    expect(
      (await rePassword(ningbo, { oldPassword: DEMO_PASSWORD, newPassword: 'N3w-password' })).statusCode,
    ).toBe(204);
    for (const token of [ningbo, huzhou]) {
      expect((await t.app.inject({ url: '/auth/info', headers: { authorization: token } })).statusCode).toBe(
        401,
      );
    }
    await expect(t.login('13900000001', 1)).rejects.toThrow('Wrong mobile number or password');
    expect(await t.login('13900000001', 1, 'N3w-password')).toMatch(/^Bearer /);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/rePassword', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
