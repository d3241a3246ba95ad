import type { Board } from '@gbo/contracts';
import { BoardHours } from '@/features/board/components/board-hours';
import { BoardTiles } from '@/features/board/components/board-tiles';
import { BoardTopWorkers } from '@/features/board/components/board-top-workers';
import { BoardWip } from '@/features/board/components/board-wip';
import styles from '@/features/board/components/board-screen.module.css';
import { useBoardTranslation } from '@/features/board/hooks/use-board-translation';

/** The line's day so far; `lost`: the server is out of reach and these are the last figures fetched. */
export function BoardFigures({ board, lost }: { board: Board; lost: boolean }) {
  const { t } = useBoardTranslation();
  return (
    <main className={styles.screen} aria-label={board.line.name}>
      <header className={styles.header}>
        <h1 className={styles.line}>{board.line.name}</h1>
        <span className={styles.factory}>{board.factoryName}</span>
        <time className={styles.clock}>{board.time}</time>
      </header>
      {lost ? (
        <div className={styles.banner} role="alert">
          {t('screen.lost', { time: board.time })}
        </div>
      ) : (
        <div />
      )}
      <BoardTiles board={board} />
      <div className={styles.panels}>
        <BoardHours hours={board.hours} />
        <BoardWip board={board} />
        <BoardTopWorkers workers={board.topWorkers} />
      </div>
    </main>
  );
}
