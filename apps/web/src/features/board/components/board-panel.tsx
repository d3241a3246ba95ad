import type { ReactNode } from 'react';
import styles from '@/features/board/components/board-screen.module.css';

/** One of the board's panels: its title, then its figures, or `empty` (what to say when there are none). */
export function BoardPanel({
  title,
  empty,
  children,
}: {
  title: string;
  empty?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {empty === undefined ? children : <div className={styles.empty}>{empty}</div>}
    </section>
  );
}
