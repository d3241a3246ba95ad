import { isValidMobile } from '@gbo/contracts';

/** The login form's values. */
export interface LoginValues {
  mobile: string;
  password: string;
  /** The captcha answer. */
  code: string;
  factoryId: number | undefined;
  rememberMe: boolean;
}

/** The fields that are checked, in the order they show (the first one wrong gets the focus). */
export const CHECKED_FIELDS = ['mobile', 'password', 'code', 'factoryId'] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

/** The messages (auth namespace) of the rules below. */
export type LoginErrorKey =
  | 'login.mobileRequired'
  | 'login.mobileInvalid'
  | 'login.passwordRequired'
  | 'login.captchaRequired'
  | 'login.factoryRequired';

/** The key of the message (auth namespace) that says what is wrong with a field, or undefined when it is fine. */
export function loginFieldError(field: CheckedField, values: LoginValues): LoginErrorKey | undefined {
  switch (field) {
    case 'mobile':
      if (!values.mobile) return 'login.mobileRequired';
      return isValidMobile(values.mobile) ? undefined : 'login.mobileInvalid';
    case 'password':
      return values.password ? undefined : 'login.passwordRequired';
    case 'code':
      // Blanks alone are no answer.
      return values.code.trim() ? undefined : 'login.captchaRequired';
    case 'factoryId':
      return values.factoryId === undefined ? 'login.factoryRequired' : undefined;
  }
}

/** The server's answer (spec: auth service) to a wrong mobile number or password, at sign-in or factory lookup. */
export const WRONG_CREDENTIALS_MESSAGE = 'Wrong mobile number or password';
