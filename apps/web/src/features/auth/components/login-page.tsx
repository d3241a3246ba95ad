import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { settings } from '@/config/settings';
import { LanguageSwitch } from '@/features/auth/components/language-switch';
import { LoginForm } from '@/features/auth/components/login-form';
import styles from '@/features/auth/components/login-page.module.css';
import { useSessionExpiredNotice } from '@/features/auth/hooks/use-session-expired-notice';

/** Plain elements for the frame: antd's Card and Typography would add about 45 KB (gzip) to the first page. */
export function LoginPage() {
  useSessionExpiredNotice();
  const { token } = theme.useToken();
  // The shades antd derives from the theme colour, for the native button, checkbox and links
  // (login-page.module.css); the theme colour itself is the app's --gbo-color-primary.
  const shades = {
    '--login-primary-hover': token.colorPrimaryHover,
    '--login-primary-active': token.colorPrimaryActive,
    '--login-primary-border': token.colorPrimaryBorder,
    '--login-control-outline': token.controlOutline,
  } as CSSProperties;

  return (
    <main className={styles.page}>
      <section className={styles.card} style={shades}>
        <h1 className={styles.title}>{settings.title}</h1>
        <LoginForm />
        <LanguageSwitch />
      </section>
    </main>
  );
}
