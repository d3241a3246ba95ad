import { isValidMobile, type LoginFactory } from '@gbo/contracts';
import { LoadingOutlined } from '@ant-design/icons';
import { Input, Password } from '@/features/auth/components/login-inputs';
import { type FormEvent, startTransition, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '@/features/auth/api/get-captcha';
import { CaptchaField } from '@/features/auth/components/captcha-field';
import { DeferredFactorySelect } from '@/features/auth/components/deferred-factory-select';
import { LoginField } from '@/features/auth/components/login-field';
import styles from '@/features/auth/components/login-page.module.css';
import { useFactoryOptions } from '@/features/auth/hooks/use-factory-options';
import { useSignIn } from '@/features/auth/hooks/use-sign-in';
import {
  CHECKED_FIELDS,
  type CheckedField,
  type LoginValues,
  loginFieldError,
  WRONG_CREDENTIALS_MESSAGE,
} from '@/features/auth/utils/login-validation';
import { pickFactory } from '@/features/auth/utils/pick-factory';
import { loadRememberedLogin } from '@/features/auth/utils/remembered-login';
import { RequestError } from '@/lib/fetch-json';
import { loadNotifications } from '@/lib/notify';

/** The controls' ids (antd Form's `login_<field>`), which the labels point at. */
const ID: Record<keyof LoginValues, string> = {
  mobile: 'login_mobile',
  password: 'login_password',
  code: 'login_code',
  factoryId: 'login_factoryId',
  rememberMe: 'login_rememberMe',
};
const errorId = (field: CheckedField) => `${ID[field]}_help`;

/** antd puts a space between the two characters of a two-character Chinese label (登 录); so does this page. */
const spaceTwoChineseChars = (text: string) =>
  /^[\u4e00-\u9fa5]{2}$/.test(text) ? text.split('').join(' ') : text;

type Errors = Partial<Record<CheckedField, string>>;

/** The server said the mobile number or password is wrong (it has shown its message). */
const isWrongCredentials = (error: unknown) =>
  error instanceof RequestError &&
  error.outcome.kind === 'message' &&
  error.outcome.message === WRONG_CREDENTIALS_MESSAGE;

/**
 * A native form (antd's Form and its field engine would be a fifth of the login page's code): fields are
 * checked when left and on submit, and a field shown wrong is checked again as it changes. Enter submits.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const [remembered] = useState(loadRememberedLogin);
  const [values, setValues] = useState<LoginValues>(() => ({
    mobile: remembered?.mobile ?? '',
    password: '',
    code: '',
    factoryId: undefined,
    rememberMe: remembered !== undefined,
  }));
  /** The latest values, for handlers that run before the next render (blur right after a change, autofill). */
  const latest = useRef(values);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  /** The server turned the mobile number and password down: the password field shows it until either changes. */
  const [credentialsRejected, setCredentialsRejected] = useState(false);
  const captcha = useCaptcha();
  const { signIn, isPending } = useSignIn();
  /** Sign in was pressed while the factories were still being looked up: it goes on once they are in. */
  const submitWhenLoaded = useRef(false);
  const factoryOptions = useFactoryOptions({
    onLoaded: (factories: LoginFactory[]) => {
      update({ factoryId: pickFactory(factories, latest.current.factoryId ?? remembered?.factoryId) });
      if (submitWhenLoaded.current) {
        submitWhenLoaded.current = false;
        formRef.current?.requestSubmit();
      }
    },
    onFailed: (error) => {
      if (isWrongCredentials(error)) setCredentialsRejected(true);
    },
  });
  const [started, setStarted] = useState(false);

  // A field focused or filled (autofill fills without focusing): the factory select is about to be needed,
  // and so are the notifications the coming requests may raise (antd's code for them downloads now, so a
  // notice does not wait for it).
  const start = () => {
    if (started) return;
    loadNotifications();
    startTransition(() => setStarted(true));
  };

  const check = (field: CheckedField, from = latest.current) => {
    const key = loginFieldError(field, from);
    setErrors((shown) => ({ ...shown, [field]: key && t(key) }));
  };

  function update(change: Partial<LoginValues>) {
    const next = { ...latest.current, ...change };
    latest.current = next;
    setValues(next);
    if ('mobile' in change || 'password' in change) setCredentialsRejected(false);
    // A field shown wrong is checked again as it changes, so the message goes once it is right.
    for (const field of CHECKED_FIELDS) if (field in change && errors[field]) check(field, next);
  }

  const change = (field: keyof LoginValues, value: LoginValues[keyof LoginValues]) => {
    start();
    update({ [field]: value });
  };

  const leave = (field: CheckedField) => {
    check(field);
    if (field === 'mobile' || field === 'password') factoryOptions.lookUp(latest.current);
  };

  // A captcha is single use, and a failed sign-in used it up.
  const refreshCaptcha = () => {
    update({ code: '' });
    captcha.refresh();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { rememberMe, factoryId, ...rest } = latest.current;
    if (factoryId === undefined && factoryOptions.loading) {
      submitWhenLoaded.current = true;
      return;
    }
    const found: Errors = {};
    for (const field of CHECKED_FIELDS) {
      const key = loginFieldError(field, latest.current);
      if (key) found[field] = t(key);
    }
    setErrors(found);
    const firstWrong = CHECKED_FIELDS.find((field) => found[field]);
    if (firstWrong || factoryId === undefined) {
      if (firstWrong) document.getElementById(ID[firstWrong])?.focus();
      return;
    }
    if (!captcha.data) {
      refreshCaptcha();
      return;
    }
    void signIn({ ...rest, factoryId, uuid: captcha.data.uuid }, rememberMe, {
      onError: (error) => {
        if (isWrongCredentials(error)) setCredentialsRejected(true);
        refreshCaptcha();
      },
    });
  };

  /** The props that tie a control to its label and its error, and show it wrong. */
  const control = (field: CheckedField, invalid = Boolean(errors[field])) => ({
    id: ID[field],
    status: invalid ? ('error' as const) : undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });

  return (
    <form ref={formRef} name="login" noValidate onSubmit={submit} onFocus={start}>
      <LoginField
        htmlFor={ID.mobile}
        label={t('login.mobile')}
        error={errors.mobile}
        errorId={errorId('mobile')}
      >
        <Input
          {...control('mobile')}
          size="large"
          autoComplete="username"
          inputMode="numeric"
          maxLength={11}
          value={values.mobile}
          onChange={(event) => change('mobile', event.target.value)}
          onBlur={() => leave('mobile')}
        />
      </LoginField>
      <LoginField
        htmlFor={ID.password}
        label={t('login.password')}
        error={errors.password}
        errorId={errorId('password')}
      >
        <Password
          {...control('password', Boolean(errors.password) || credentialsRejected)}
          size="large"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
          onBlur={() => leave('password')}
        />
      </LoginField>
      <CaptchaField
        {...control('code')}
        error={errors.code}
        errorId={errorId('code')}
        value={values.code}
        onChange={(code) => change('code', code)}
        onBlur={() => leave('code')}
        captcha={captcha.data}
        loading={captcha.loading}
        onRefresh={refreshCaptcha}
      />
      <LoginField
        htmlFor={ID.factoryId}
        label={t('login.factory')}
        error={errors.factoryId}
        errorId={errorId('factoryId')}
      >
        <DeferredFactorySelect
          {...control('factoryId')}
          size="large"
          load={started}
          value={values.factoryId}
          onChange={(factoryId: number | undefined) => change('factoryId', factoryId)}
          factories={factoryOptions.factories}
          loading={factoryOptions.loading}
          credentialsFilled={isValidMobile(values.mobile) && values.password !== ''}
          onFocus={() => factoryOptions.lookUp(latest.current)}
        />
      </LoginField>
      <div className={styles.field}>
        {/* A native checkbox and button drawn as antd's Checkbox and primary Button (login-page.module.css). */}
        <label className={styles.checkbox}>
          <span className={styles.checkboxBox}>
            <input
              id={ID.rememberMe}
              type="checkbox"
              className={styles.checkboxInput}
              checked={values.rememberMe}
              onChange={(event) => change('rememberMe', event.target.checked)}
            />
          </span>
          <span className={styles.checkboxLabel}>{t('login.rememberMe')}</span>
        </label>
      </div>
      <button
        type="submit"
        className={styles.submit}
        aria-busy={isPending || undefined}
        // As antd's loading Button: a click while signing in does nothing (Enter clicks this button too).
        onClick={(event) => {
          if (isPending) event.preventDefault();
        }}
      >
        {isPending && <LoadingOutlined aria-hidden className={styles.submitSpinner} />}
        <span>{spaceTwoChineseChars(t('login.submit'))}</span>
      </button>
    </form>
  );
}
