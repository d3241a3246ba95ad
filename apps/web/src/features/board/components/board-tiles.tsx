import type { Board } from '@gbo/contracts';
import styles from '@/features/board/components/board-screen.module.css';
import { useBoardTranslation } from '@/features/board/hooks/use-board-translation';
import {
  efficiencyTone,
  formatGarments,
  formatPercent,
  outputTone,
  type TileHint,
  tileHints,
} from '@/features/board/utils/board-figures';

/** The day's headline figures: output against target, efficiency against target, the style, the people. */
export function BoardTiles({ board }: { board: Board }) {
  const { t } = useBoardTranslation();
  const hints = tileHints(board);
  const hint = (key: TileHint | undefined) => key && <div className={styles.hint}>{t(`screen.${key}`)}</div>;
  return (
    <div className={styles.tiles}>
      <section className={styles.tile} aria-label={t('screen.output')}>
        <div className={styles.tileTitle}>{t('screen.output')}</div>
        <div className={`${styles.big} ${styles[outputTone(board.output, board.target)]}`}>
          {formatGarments(board.output)}
        </div>
        <div className={styles.sub}>{t('screen.ofTarget', { target: formatGarments(board.target) })}</div>
        {hint(hints.output)}
      </section>
      <section className={styles.tile} aria-label={t('screen.efficiency')}>
        <div className={styles.tileTitle}>{t('screen.efficiency')}</div>
        <div className={`${styles.big} ${styles[efficiencyTone(board.efficiency, board.targetEfficiency)]}`}>
          {formatPercent(board.efficiency)}
        </div>
        <div className={styles.sub}>
          {t('screen.targetEfficiency', { target: formatPercent(board.targetEfficiency) })}
        </div>
        {hint(hints.efficiency)}
      </section>
      <section className={styles.tile} aria-label={t('screen.style')}>
        <div className={styles.tileTitle}>{t('screen.style')}</div>
        {board.style ? (
          <>
            <div className={`${styles.medium} ${styles.oneLine}`} title={board.style.styleNo}>
              {board.style.styleNo}
            </div>
            <div className={`${styles.sub} ${styles.oneLine}`} title={board.style.name}>
              {board.style.name}
            </div>
            <div className={styles.sub}>{t('screen.sam', { sam: board.style.samTotal ?? '—' })}</div>
          </>
        ) : (
          <div className={styles.sub}>{t('screen.noStyle')}</div>
        )}
      </section>
      <section className={styles.tile} aria-label={t('screen.workers')}>
        <div className={styles.tileTitle}>{t('screen.workers')}</div>
        <div className={styles.medium}>{board.workers}</div>
        {board.dhu !== null && (
          <>
            <div className={styles.tileTitle}>{t('screen.dhu')}</div>
            <div className={styles.medium}>{board.dhu}</div>
          </>
        )}
      </section>
    </div>
  );
}
