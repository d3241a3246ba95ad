/** The change-password form (spec §3; the confirmation field keeps upstream's spelling). */
export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  newPasswordAgin: string;
}

/** Keys of the spec's messages (§5) in the `auth` catalogue. */
export type PasswordProblem =
  | 'password.oldRequired'
  | 'password.newRequired'
  | 'password.sameAsOld'
  | 'password.confirmRequired'
  | 'password.mismatch';

/** The rule of each field (spec §5); no length limits, as the spec shows none (the server keeps its own). */
const RULES: Record<keyof PasswordForm, (form: Partial<PasswordForm>) => PasswordProblem | undefined> = {
  oldPassword: ({ oldPassword }) => (oldPassword ? undefined : 'password.oldRequired'),
  newPassword: ({ oldPassword, newPassword }) => {
    if (!newPassword) return 'password.newRequired';
    return newPassword === oldPassword ? 'password.sameAsOld' : undefined;
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
