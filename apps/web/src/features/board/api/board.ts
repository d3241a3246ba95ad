import { APP_VERSION, APP_VERSION_HEADER, BOARD_KEY_HEADER, type Board } from '@gbo/contracts';
import { apiBase } from '@/config/env';
import { acceptLanguage } from '@/lib/i18n';

/** A board's request that has had no answer by then failed: the screen says the server is unreachable. */
const BOARD_TIMEOUT_MS = 20_000;

const urlOf = (path: string) => `${apiBase.replace(/\/+$/, '')}${path}`;

/** The server refused the display link's key (unknown or revoked): no figures will come with it. */
export class BoardKeyRefused extends Error {
  constructor() {
    super('the display link’s key was refused');
    this.name = 'BoardKeyRefused';
  }
}

/**
 * `GET api/board` with the display link's key. The board has no session, so neither of the app's clients is
 * used: they would send a stored token, and a 401 would sign someone out. Rejects with `BoardKeyRefused` on a
 * 401, with a plain error when the server could not be reached or failed.
 */
export async function getBoard(key: string): Promise<Board> {
  const response = await fetch(urlOf('/api/board'), {
    headers: {
      [BOARD_KEY_HEADER]: key,
      [APP_VERSION_HEADER]: APP_VERSION,
      'Accept-Language': acceptLanguage(),
    },
    cache: 'no-store',
    signal: AbortSignal.timeout(BOARD_TIMEOUT_MS),
  });
  if (response.status === 401) throw new BoardKeyRefused();
  if (!response.ok) throw new Error(`board: ${response.status}`);
  return (await response.json()) as Board;
}

/** The board's event stream: EventSource sends no headers, so the key is in the query. */
export const boardEventsUrl = (key: string) => urlOf(`/api/board/events?key=${encodeURIComponent(key)}`);
