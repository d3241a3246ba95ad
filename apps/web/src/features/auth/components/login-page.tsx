import { settings } from '@/config/settings';
import { LanguageSwitch } from '@/features/auth/components/language-switch';
import { LoginForm } from '@/features/auth/components/login-form';
import styles from '@/features/auth/components/login-page.module.css';
import { useSessionExpiredNotice } from '@/features/auth/hooks/use-session-expired-notice';

/** Plain elements for the frame: antd's Card and Typography would add about 45 KB (gzip) to the first page. */
export function LoginPage() {
  useSessionExpiredNotice();

  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>{settings.title}</h1>
        <LoginForm />
        <LanguageSwitch />
      </section>
    </main>
  );
}
