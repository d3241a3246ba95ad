import { boardKeySchema } from '@gbo/contracts';
import { BoardFigures } from '@/features/board/components/board-figures';
import { BoardMessage } from '@/features/board/components/board-message';
import { useBoardTranslation } from '@/features/board/hooks/use-board-translation';
import { BOARD_TIMING, type BoardTiming, useLiveBoard } from '@/features/board/hooks/use-live-board';

interface BoardScreenProps {
  /** The display link's key, from the page's address (`/board?key=…`); kept in the page only. */
  boardKey: string | null;
  timing?: BoardTiming;
}

/**
 * The line board on a TV (`/board?key=…`), open without a session: the line's day so far, kept up to date by
 * the server's events. Without a key, or with one the server refuses, it says the link is not valid.
 */
export function BoardScreen({ boardKey, timing = BOARD_TIMING }: BoardScreenProps) {
  const { t } = useBoardTranslation();
  const key = boardKey !== null && boardKeySchema.safeParse(boardKey).success ? boardKey : undefined;
  const { board, refused, lost } = useLiveBoard(key, timing);
  if (key === undefined || refused)
    return <BoardMessage alert title={t('screen.invalidTitle')} text={t('screen.invalidText')} />;
  if (!board) return <BoardMessage alert={lost} title={t(lost ? 'screen.unreachable' : 'screen.loading')} />;
  return <BoardFigures board={board} lost={lost} />;
}
