import { LoadingOutlined } from '@ant-design/icons';
import type { Captcha } from '@gbo/contracts';
import { Form, Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/features/auth/components/login-page.module.css';

interface CaptchaFieldProps {
  captcha: Captcha | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** The captcha answer (form field `code`) with the image beside it; clicking the image shows a new one. */
export function CaptchaField({ captcha, loading, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const inputId = useId();

  return (
    <Form.Item label={t('login.captcha')} htmlFor={inputId}>
      <div className={styles.captchaRow}>
        {/* noStyle: the outer item shows this field's errors, under the input and the image together. */}
        <Form.Item
          name="code"
          noStyle
          rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}
        >
          <Input id={inputId} autoComplete="off" maxLength={16} />
        </Form.Item>
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
    </Form.Item>
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
