import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { onBackgroundSync, requestBackgroundSync } from '@/lib/app-update';
import {
  flushOutbox,
  type Outbox,
  type OutboxAnswer,
  type OutboxEntry,
  type OutboxResult,
  retryDelay,
  type SendOutcome,
} from '@/lib/outbox/outbox-store';

interface OutboxOptions<E extends OutboxEntry, A extends OutboxAnswer> {
  /** Whose entries this session sends (`factoryId:userId`). */
  owner: string;
  queue: Outbox<E>;
  send: (entry: E) => Promise<SendOutcome<A>>;
  /** Told of every entry the server answered, e.g. to refresh the user's list. */
  onResults?: (results: OutboxResult<E, A>[]) => void;
  /**
   * The Background Sync tag of this outbox: the browser fires it once the network is back, and the service
   * worker (public/sw-sync.js) passes it on to the open pages.
   */
  syncTag: string;
}

/** A queued entry the server answered, and when (the phone's clock): a lookup shown may not count it yet. */
export type Answered<E extends OutboxEntry, A extends OutboxAnswer> = OutboxResult<E, A> & {
  answeredAt: number;
};

/** Taking a queued entry back: done, or refused because it is on its way (its answer decides). */
export type Withdrawal = 'removed' | 'sending' | 'gone';

/**
 * A phone page's records waiting for the network (a worker's scans, an inspector's inspections): listed as
 * pending, sent when the page opens, when the browser says it is back online (the 'online' event, or
 * Background Sync through the service worker), and again with a growing pause while the server does not
 * answer.
 */
export function useOutbox<E extends OutboxEntry, A extends OutboxAnswer>({
  owner,
  queue,
  send,
  onResults,
  syncTag,
}: OutboxOptions<E, A>) {
  const [pending, setPending] = useState<E[]>([]);
  const [results, setResults] = useState<Answered<E, A>[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  // The queued entry on its way, as state for the page and as a ref for `withdraw` (it must not race a send).
  const [sending, setSending] = useState<E>();
  const sendingRef = useRef<E | undefined>(undefined);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | undefined>(undefined);
  const again = useRef(false);
  const latest = useRef({ owner, queue, send, onResults, syncTag });
  useLayoutEffect(() => {
    latest.current = { owner, queue, send, onResults, syncTag };
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
      // An entry queued meanwhile is sent by a second round once this one ends.
      again.current = true;
      return running.current;
    }
    const run = async () => {
      clearTimeout(timer.current);
      if (!navigator.onLine) return;
      const { queue: q, owner: o, send: s } = latest.current;
      // Once the page has gone (signed out) it sends nothing more: the next request would carry the next
      // session's token.
      const sendWhileHere = (entry: E): Promise<SendOutcome<A>> =>
        mounted.current ? s(entry) : Promise.resolve({ kind: 'unreachable' });
      const { results: answered, blocked } = await flushOutbox(q, o, sendWhileHere, (entry) => {
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

  /** Keeps an entry on the phone; `sendNow` false waits a moment first (its request just got no answer). */
  const enqueue = useCallback(
    async (entry: E, { sendNow = true }: { sendNow?: boolean } = {}) => {
      await latest.current.queue.add(entry);
      // Where the browser has Background Sync, it says when the network is back even if the page missed it.
      void requestBackgroundSync(latest.current.syncTag);
      await refresh();
      if (sendNow) void flush();
      else {
        failures.current += 1;
        schedule(retryDelay(failures.current), () => flushLater.current());
      }
    },
    [flush, refresh, schedule],
  );

  /** Takes an entry back from the phone before it is sent; one already on its way cannot be. */
  const withdraw = useCallback(
    async (requestId: string): Promise<Withdrawal> => {
      if (sendingRef.current?.requestId === requestId) return 'sending';
      // Asked in this same turn: a flush marks an entry as sending before it checks the entry is still kept, so
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
    const stopSync = onBackgroundSync(syncTag, wentOnline);
    return () => {
      stopSync();
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
      clearTimeout(timer.current);
    };
  }, [owner, syncTag, refresh, flush]);

  return { pending, results, sending, online, enqueue, flush, withdraw, dismiss };
}
