import { describe, expect, it } from 'vitest';
import { type LoginValues, loginFieldError } from '@/features/auth/utils/login-validation';

const filled: LoginValues = {
  mobile: '13812345678',
  password: 'secret',
  code: 'ab12',
  factoryId: 7,
  rememberMe: false,
};

describe('login form rules', () => {
  it('accept a filled form', () => {
    for (const field of ['mobile', 'password', 'code', 'factoryId'] as const) {
      expect(loginFieldError(field, filled)).toBeUndefined();
    }
  });

  it.each<[keyof LoginValues, unknown, string]>([
    ['mobile', '', 'login.mobileRequired'],
    ['mobile', '12012345678', 'login.mobileInvalid'],
    ['password', '', 'login.passwordRequired'],
    ['code', '   ', 'login.captchaRequired'],
    ['factoryId', undefined, 'login.factoryRequired'],
  ])('%s = %j: %s', (field, value, message) => {
    expect(loginFieldError(field as 'mobile', { ...filled, [field]: value })).toBe(message);
  });
});
