import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  flushQueue,
  type QueuedScan,
  type QueueResult,
  retryDelay,
  type ScanQueue,
  type SendOutcome,
} from '@/features/scan/utils/scan-queue';
import { onBackgroundSync, requestBackgroundSync } from '@/lib/app-update';

/** The Background Sync tag of the outbox: the browser fires it once the network is back. */
export const SCAN_SYNC_TAG = 'gbo-scan-outbox';

interface ScanQueueOptions {
  /** Whose scans this session sends (`factoryId:userId`). */
  owner: string;
  queue: ScanQueue;
  send: (entry: QueuedScan) => Promise<SendOutcome>;
  /** Told of every scan the server answered, e.g. to refresh the worker's list. */
  onResults?: (results: QueueResult[]) => void;
}

/** A queued scan the server answered, and when (the phone's clock): the lookup shown may not count it yet. */
export type AnsweredScan = QueueResult & { answeredAt: number };

/** Taking a queued scan back: done, or refused because it is on its way (its answer decides). */
export type Withdrawal = 'removed' | 'sending' | 'gone';

/**
 * The phone's scans waiting for the network: listed as pending, sent when the page opens, when the browser
 * says it is back online (the 'online' event, or Background Sync through the service worker), and again with a
 * growing pause while the server does not answer.
 */
export function useScanQueue({ owner, queue, send, onResults }: ScanQueueOptions) {
  const [pending, setPending] = useState<QueuedScan[]>([]);
  const [results, setResults] = useState<AnsweredScan[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  // The queued scan on its way, as state for the page and as a ref for `withdraw` (it must not race a send).
  const [sending, setSending] = useState<QueuedScan>();
  const sendingRef = useRef<QueuedScan | undefined>(undefined);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | undefined>(undefined);
  const again = useRef(false);
  const latest = useRef({ owner, queue, send, onResults });
  useLayoutEffect(() => {
    latest.current = { owner, queue, send, onResults };
  });
  /** `flush` itself, for the timers it sets. */
  const flushLater = useRef<() => void>(() => undefined);

  const refresh = useCallback(async () => {
    const { queue: q, owner: o } = latest.current;
    setPending(await q.list(o));
  }, []);

  // A retry or a send after the page has gone (a request answered late) would use the next page's session.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const schedule = useCallback((delay: number, run: () => void) => {
    clearTimeout(timer.current);
    if (mounted.current) timer.current = setTimeout(run, delay);
  }, []);

  const flush = useCallback((): Promise<void> => {
    if (running.current) {
      // A scan queued meanwhile is sent by a second round once this one ends.
      again.current = true;
      return running.current;
    }
    const run = async () => {
      clearTimeout(timer.current);
      if (!navigator.onLine) return;
      const { queue: q, owner: o, send: s } = latest.current;
      // Once the page has gone (signed out) it sends nothing more: the next request would carry the next
      // session's token.
      const sendWhileHere = (entry: QueuedScan): Promise<SendOutcome> =>
        mounted.current ? s(entry) : Promise.resolve({ kind: 'unreachable' });
      const { results: answered, blocked } = await flushQueue(q, o, sendWhileHere, (entry) => {
        sendingRef.current = entry;
        setSending(entry);
      });
      if (answered.length > 0) {
        const answeredAt = Date.now();
        setResults((earlier) => [
          ...[...answered].reverse().map((result) => ({ ...result, answeredAt })),
          ...earlier,
        ]);
        latest.current.onResults?.(answered);
      }
      if (blocked) {
        failures.current += 1;
        schedule(retryDelay(failures.current), () => flushLater.current());
      } else failures.current = 0;
    };
    running.current = run()
      .catch(() => {
        // IndexedDB itself failed (storage full, private mode): try again later.
        failures.current += 1;
        schedule(retryDelay(failures.current), () => flushLater.current());
      })
      .finally(async () => {
        running.current = undefined;
        await refresh().catch(() => undefined);
        if (again.current) {
          again.current = false;
          flushLater.current();
        }
      });
    return running.current;
  }, [refresh, schedule]);
  useLayoutEffect(() => {
    flushLater.current = () => void flush();
  }, [flush]);

  /** Keeps a scan on the phone; `sendNow` false waits a moment first (its request just got no answer). */
  const enqueue = useCallback(
    async (entry: QueuedScan, { sendNow = true }: { sendNow?: boolean } = {}) => {
      await latest.current.queue.add(entry);
      // Where the browser has Background Sync, it says when the network is back even if the page missed it.
      void requestBackgroundSync(SCAN_SYNC_TAG);
      await refresh();
      if (sendNow) void flush();
      else {
        failures.current += 1;
        schedule(retryDelay(failures.current), () => flushLater.current());
      }
    },
    [flush, refresh, schedule],
  );

  /** Takes a scan back from the phone before it is sent; one already on its way cannot be. */
  const withdraw = useCallback(
    async (requestId: string): Promise<Withdrawal> => {
      if (sendingRef.current?.requestId === requestId) return 'sending';
      // Asked in this same turn: a flush marks a scan as sending before it checks the scan is still kept, so
      // it either saw the mark above or sees the removal below.
      const { queue: q } = latest.current;
      const [had] = await Promise.all([q.has(requestId), q.remove(requestId)]);
      await refresh();
      return had ? 'removed' : 'gone';
    },
    [refresh],
  );

  const dismiss = useCallback((requestId: string) => {
    setResults((earlier) => earlier.filter((result) => result.entry.requestId !== requestId));
  }, []);

  useEffect(() => {
    void refresh()
      .catch(() => undefined)
      .then(() => flush());
    const wentOnline = () => {
      setOnline(true);
      failures.current = 0;
      void flush();
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    // The service worker passes on the browser's Background Sync: the network is back. A flush already
    // running (the 'online' event's) is not doubled: this one waits for it, then finds nothing left.
    const stopSync = onBackgroundSync(SCAN_SYNC_TAG, wentOnline);
    return () => {
      stopSync();
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
      clearTimeout(timer.current);
    };
  }, [owner, refresh, flush]);

  return { pending, results, sending, online, enqueue, flush, withdraw, dismiss };
}
