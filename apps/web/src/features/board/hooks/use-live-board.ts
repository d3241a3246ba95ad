import { BOARD_HEARTBEAT_EVENT, DASHBOARD_CHANGED_EVENT } from '@gbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BoardKeyRefused, boardEventsUrl, getBoard } from '@/features/board/api/board';

/** The board's pace: how it waits before fetching, how often it fetches anyway, when it says it is cut off. */
export interface BoardTiming {
  /** Events closer together than this make one fetch of the figures. */
  debounceMs: number;
  /** The figures are fetched this often even when no event comes. */
  refreshMs: number;
  /** A stream down for this long counts as a lost connection. */
  lostAfterMs: number;
  /** A stream the browser gave up on is opened again after this pause, doubled each time up to a minute. */
  retryMs: number;
  /** A stream silent this long (no heartbeat, which comes every 25 s) died silently: it is opened anew. */
  silentAfterMs: number;
}

export const BOARD_TIMING: BoardTiming = {
  debounceMs: 2000,
  refreshMs: 60_000,
  lostAfterMs: 10_000,
  retryMs: 5000,
  silentAfterMs: 60_000,
};

/** The longest pause before a stream the browser gave up on is opened again. */
const MAX_RETRY_MS = 60_000;

/** The board's query key (one per key: a page holds one). */
export const boardQueryKey = (key: string | undefined) => ['board', key ?? ''] as const;

/**
 * The line's figures for a TV, kept up to date: fetched again (after a pause, once a burst has passed) on each
 * `changed` event of the board's stream, and every minute anyway. One EventSource, which the browser reconnects
 * by itself; one the browser gave up on (the server refused it) is opened anew after a pause that doubles. The last figures
 * stay on screen while the server cannot be reached: `lost` says so, when a fetch failed or the stream has been
 * down for a while. A refused key (`refused`) stops it all.
 */
export function useLiveBoard(key: string | undefined, timing: BoardTiming = BOARD_TIMING) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: boardQueryKey(key),
    queryFn: () => getBoard(key ?? ''),
    enabled: key !== undefined,
    refetchInterval: (q) => (q.state.error instanceof BoardKeyRefused ? false : timing.refreshMs),
    refetchIntervalInBackground: true,
    // Offline too: a failed fetch is what tells the TV the server is out of reach.
    networkMode: 'always',
    retry: false,
  });
  const refused = query.error instanceof BoardKeyRefused;
  const [streamDown, setStreamDown] = useState(false);

  useEffect(() => {
    if (key === undefined || refused) return;
    const queryKey = boardQueryKey(key);
    let source: EventSource | undefined;
    let broken = false;
    let retryWait = timing.retryMs;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let lostTimer: ReturnType<typeof setTimeout> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let silenceTimer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => void client.refetchQueries({ queryKey });
    const changed = () => {
      clearTimeout(debounce);
      debounce = setTimeout(refresh, timing.debounceMs);
    };
    const connect = () => {
      retryTimer = undefined;
      const stream = new EventSource(boardEventsUrl(key));
      source = stream;
      // A connection that died without a word (a cable pulled, a proxy gone) sends no error: no heartbeat
      // for a while means it is gone; the board says so and opens a new one.
      const heard = () => {
        clearTimeout(silenceTimer);
        silenceTimer = setTimeout(() => {
          stream.close();
          source = undefined;
          broken = true;
          setStreamDown(true);
          refresh();
          connect();
        }, timing.silentAfterMs);
      };
      heard();
      stream.addEventListener(BOARD_HEARTBEAT_EVENT, heard);
      stream.addEventListener(DASHBOARD_CHANGED_EVENT, heard);
      stream.addEventListener('open', () => {
        clearTimeout(lostTimer);
        lostTimer = undefined;
        setStreamDown(false);
        retryWait = timing.retryMs;
        // Back after a break: the figures may have moved meanwhile.
        if (broken) refresh();
        broken = false;
      });
      // The event the dashboard's stream sends too: the factory's figures moved.
      stream.addEventListener(DASHBOARD_CHANGED_EVENT, changed);
      stream.addEventListener('error', () => {
        broken = true;
        lostTimer ??= setTimeout(() => setStreamDown(true), timing.lostAfterMs);
        if (stream.readyState !== stream.CLOSED) return; // the browser is reconnecting by itself
        // Given up (a refusal, such as a revoked key's 401): the figures' fetch says whether the key still
        // works, and a new stream is opened after a pause.
        stream.close();
        source = undefined;
        clearTimeout(silenceTimer);
        refresh();
        retryTimer = setTimeout(connect, retryWait);
        retryWait = Math.min(retryWait * 2, MAX_RETRY_MS);
      });
    };
    connect();
    return () => {
      clearTimeout(debounce);
      clearTimeout(lostTimer);
      clearTimeout(retryTimer);
      clearTimeout(silenceTimer);
      source?.close();
    };
  }, [key, refused, client, timing]);

  return {
    board: query.data,
    refused,
    /** The server could not be reached: the figures shown are the last ones fetched. */
    lost: !refused && (streamDown || query.isError),
  };
}
