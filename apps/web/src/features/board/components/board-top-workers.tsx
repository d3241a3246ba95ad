import type { Board } from '@gbo/contracts';
import { BoardPanel } from '@/features/board/components/board-panel';
import styles from '@/features/board/components/board-screen.module.css';
import { useBoardTranslation } from '@/features/board/hooks/use-board-translation';
import { formatPercent } from '@/features/board/utils/board-figures';

/** The most the board lists: what a panel of the screen holds at a size read from afar. */
const MAX_WORKERS = 8;

/** The line's best workers today: pieces and efficiency. */
export function BoardTopWorkers({ workers }: { workers: Board['topWorkers'] }) {
  const { t } = useBoardTranslation();
  return (
    <BoardPanel
      title={t('screen.topWorkers')}
      empty={workers.length === 0 ? t('screen.noWorkers') : undefined}
    >
      <table className={styles.table} aria-label={t('screen.topWorkers')}>
        <thead>
          <tr>
            <th>{t('screen.worker')}</th>
            <th className={styles.number}>{t('screen.pieces')}</th>
            <th className={styles.number}>{t('screen.workerEfficiency')}</th>
          </tr>
        </thead>
        <tbody>
          {workers.slice(0, MAX_WORKERS).map((worker, i) => (
            <tr key={`${i}-${worker.name}`}>
              <td className={styles.nameCell}>{worker.name}</td>
              <td className={styles.number}>{worker.qty}</td>
              <td className={styles.number}>{formatPercent(worker.efficiency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </BoardPanel>
  );
}
