import type { Board } from '@gbo/contracts';
import { BoardPanel } from '@/features/board/components/board-panel';
import styles from '@/features/board/components/board-screen.module.css';
import { useBoardTranslation } from '@/features/board/hooks/use-board-translation';
import { bottleneckSeq, wipRows } from '@/features/board/utils/board-figures';

/** The pieces waiting at each process, as bars; the slowest process stands out in red. */
export function BoardWip({ board }: { board: Pick<Board, 'wip' | 'slowest'> }) {
  const { t } = useBoardTranslation();
  const slowest = bottleneckSeq(board);
  const rows = wipRows(board.wip, slowest);
  const most = Math.max(1, ...rows.map((row) => row.wip));
  return (
    <BoardPanel title={t('screen.wip')} empty={rows.length === 0 ? t('screen.wipEmpty') : undefined}>
      <ul className={styles.wipList} aria-label={t('screen.wip')}>
        {rows.map((row) => (
          <li key={row.seq} className={`${styles.wipRow} ${row.seq === slowest ? styles.slowest : ''}`}>
            <span className={styles.wipName}>
              {row.seq}. {row.name}
              {row.seq === slowest && ` · ${t('screen.slowest')}`}
            </span>
            <span className={styles.wipQty}>{row.wip}</span>
            <span className={styles.wipBar} style={{ width: `${(row.wip / most) * 100}%` }} />
          </li>
        ))}
      </ul>
    </BoardPanel>
  );
}
