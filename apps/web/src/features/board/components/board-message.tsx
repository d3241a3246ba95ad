import styles from '@/features/board/components/board-screen.module.css';

/** The whole screen for one message, large enough to read across the floor. */
export function BoardMessage({ title, text, alert }: { title: string; text?: string; alert?: boolean }) {
  return (
    <main className={styles.message} role={alert ? 'alert' : 'status'}>
      <h1 className={styles.messageTitle}>{title}</h1>
      {text && <p className={styles.messageText}>{text}</p>}
    </main>
  );
}
