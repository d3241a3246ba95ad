import { passwordProblem as newPasswordProblem } from '@gbo/contracts';

/** The change-password form (docs/specification.md §3, entities and their fields; the confirmation field keeps upstream's spelling). */
export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  newPasswordAgin: string;
}

/** Keys of the specification's messages (docs/specification.md §5, validation rules) in the `auth` catalogue. */
export type PasswordProblem =
  | 'password.oldRequired'
  | 'password.newRequired'
  | 'password.sameAsOld'
  | 'password.confirmRequired'
  | 'password.mismatch'
  | 'password.tooShort'
  | 'password.tooLong'
  | 'password.common';

/**
 * The rule of each field (docs/specification.md §5, validation rules), and for the new password the rule every new password meets (length, not
 * one of the most common), shared with the server through the contracts.
 */
const RULES: Record<keyof PasswordForm, (form: Partial<PasswordForm>) => PasswordProblem | undefined> = {
  oldPassword: ({ oldPassword }) => (oldPassword ? undefined : 'password.oldRequired'),
  newPassword: ({ oldPassword, newPassword }) => {
    if (!newPassword) return 'password.newRequired';
    if (newPassword === oldPassword) return 'password.sameAsOld';
    const problem = newPasswordProblem(newPassword);
    return problem ? `password.${problem}` : undefined;
  },
  newPasswordAgin: ({ newPassword, newPasswordAgin }) => {
    if (!newPasswordAgin) return 'password.confirmRequired';
    return newPasswordAgin === newPassword ? undefined : 'password.mismatch';
  },
};

/** What is wrong with one field of the form, given the whole form; undefined when nothing is. */
export function passwordProblem(
  field: keyof PasswordForm,
  form: Partial<PasswordForm>,
): PasswordProblem | undefined {
  return RULES[field](form);
}
