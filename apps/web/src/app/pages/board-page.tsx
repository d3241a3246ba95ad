import '@/app/shell-i18n';
import { useSearchParams } from 'react-router';
import { ShellProviders } from '@/app/shell-providers';
import { BoardScreen } from '@/features/board/components/board-screen';

/**
 * The line board on a TV (`/board?key=…`), full screen, open without a session: the display link's key comes
 * from the address and stays in this page (never stored).
 */
export function BoardPage() {
  const [search] = useSearchParams();
  return (
    <ShellProviders>
      <BoardScreen boardKey={search.get('key')} />
    </ShellProviders>
  );
}
