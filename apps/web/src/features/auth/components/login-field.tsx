import type { ReactNode } from 'react';
import styles from '@/features/auth/components/login-page.module.css';

interface LoginFieldProps {
  /** The control's id, which the label points at. */
  htmlFor: string;
  label: ReactNode;
  /** What is wrong with the value, shown under the control (whose aria-describedby names `errorId`). */
  error: string | undefined;
  errorId: string;
  children: ReactNode;
}

/** A labelled field of the login form with its error under it: the look of antd's vertical Form.Item, without Form. */
export function LoginField({ htmlFor, label, error, errorId, children }: LoginFieldProps) {
  return (
    <div className={error ? `${styles.field} ${styles.fieldWithError}` : styles.field}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {error && (
        <div id={errorId} role="alert" className={styles.error}>
          {error}
        </div>
      )}
    </div>
  );
}
