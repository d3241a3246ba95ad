import { describe, expect, it } from 'vitest';
import {
  type PasswordForm,
  type PasswordProblem,
  passwordProblem,
} from '@/features/auth/utils/password-rules';
import { i18n } from '@/lib/i18n';

const form = (values: Partial<PasswordForm>) => values;

describe('change-password rules (docs/specification.md §5, validation rules)', () => {
  it.each<[string, keyof PasswordForm, Partial<PasswordForm>, PasswordProblem | undefined]>([
    ['old password missing', 'oldPassword', form({}), 'password.oldRequired'],
    ['old password given', 'oldPassword', form({ oldPassword: 'Demo@2026' }), undefined],
    ['new password missing', 'newPassword', form({ oldPassword: 'Demo@2026' }), 'password.newRequired'],
    [
      'new password equal to the old one',
      'newPassword',
      form({ oldPassword: 'a1', newPassword: 'a1' }),
      'password.sameAsOld',
    ],
    [
      'new password differs',
      'newPassword',
      form({ oldPassword: 'a1', newPassword: 'Cutting-bed-7' }),
      undefined,
    ],
    [
      'a short new password',
      'newPassword',
      form({ oldPassword: 'a1', newPassword: 'b2' }),
      'password.tooShort',
    ],
    [
      'a common new password',
      'newPassword',
      form({ oldPassword: 'a1', newPassword: 'Password123' }),
      'password.common',
    ],
    ['confirmation missing', 'newPasswordAgin', form({ newPassword: 'b2' }), 'password.confirmRequired'],
    [
      'confirmation differs',
      'newPasswordAgin',
      form({ newPassword: 'b2', newPasswordAgin: 'b3' }),
      'password.mismatch',
    ],
    [
      'confirmation matches',
      'newPasswordAgin',
      form({ newPassword: 'b2', newPasswordAgin: 'b2' }),
      undefined,
    ],
  ])('%s', (_case, field, values, expected) => {
    expect(passwordProblem(field, values)).toBe(expected);
  });

  it.each<[PasswordProblem, string]>([
    ['password.oldRequired', 'please enter the old password'],
    ['password.newRequired', 'please enter the new password'],
    ['password.sameAsOld', 'new password cannot be the same as the old password!'],
    ['password.confirmRequired', 'please confirm the new password'],
    ['password.mismatch', 'does not match the new password!'],
    ['password.common', 'this is one of the most common passwords, please choose another'],
  ])('%s reads as the spec words it', (problem, message) => {
    expect(i18n.getFixedT(null, 'auth')(problem)).toBe(message);
  });
});
