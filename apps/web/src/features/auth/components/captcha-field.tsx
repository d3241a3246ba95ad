import { LoadingOutlined } from '@ant-design/icons';
import type { Captcha } from '@gbo/contracts';
import { Input } from '@/features/auth/components/login-inputs';
import { useTranslation } from 'react-i18next';
import { LoginField } from '@/features/auth/components/login-field';
import styles from '@/features/auth/components/login-page.module.css';

interface CaptchaFieldProps {
  id: string;
  status: 'error' | undefined;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  /** What is wrong with the answer, shown under the input and the image together. */
  error: string | undefined;
  errorId: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  captcha: Captcha | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** The captcha answer (form field `code`) with the image beside it; clicking the image shows a new one. */
export function CaptchaField({
  error,
  errorId,
  onChange,
  captcha,
  loading,
  onRefresh,
  ...inputProps
}: CaptchaFieldProps) {
  const { t } = useTranslation('auth');

  return (
    <LoginField htmlFor={inputProps.id} label={t('login.captcha')} error={error} errorId={errorId}>
      <div className={styles.captchaRow}>
        <Input
          {...inputProps}
          size="large"
          autoComplete="off"
          maxLength={16}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={styles.captcha}
          onClick={onRefresh}
          disabled={loading}
          aria-busy={loading}
          title={t('login.captchaRefresh')}
        >
          <CaptchaImage captcha={captcha} loading={loading} />
        </button>
      </div>
    </LoginField>
  );
}

function CaptchaImage({ captcha, loading }: Pick<CaptchaFieldProps, 'captcha' | 'loading'>) {
  const { t } = useTranslation('auth');
  if (captcha) return <img src={captcha.img} alt={t('login.captchaImage')} />;
  // The icon antd's buttons spin while loading: Spin would be more code for the first page.
  if (loading) return <LoadingOutlined aria-hidden />;
  // The fetch failed (the HTTP client said why): the button offers another try.
  return <span>{t('login.captchaReload')}</span>;
}
