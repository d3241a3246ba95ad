import { runUnsignalled } from '../../db/client';

/**
 * Finished pieces not shipped yet, counted per factory and kept in this process for a while. The count reads
 * every active bundle of the factory (its finished pieces, kept by the database: bundles.finished_qty) and
 * every confirmed shipment line, grouped per style × colour × size (docs/benchmarks.md, Dashboard, for what it
 * costs), more than a dashboard request should wait for. So a request answers the last count and, when the
 * factory's figures changed since (or it is old), starts a new one in the background, at most one at a time and one per MIN_INTERVAL per factory; once it is done, this process's
 * dashboards of the factory are told (`onCounted`) and fetch again. A request finding no count yet waits a
 * little for the first one.
 */
export type NotShippedCount = { qty: number; asOf: Date };

type Entry = {
  count: NotShippedCount | null;
  running: Promise<void> | null;
  /** When the running (or last) count started. */
  startedAt: number;
  /** The factory's figures changed since the last count started. */
  stale: boolean;
};

export type NotShippedOptions = {
  /** Counts the factory's finished pieces not shipped (the dashboard service's rule). */
  count(factoryId: number): Promise<number>;
  /** A count is done: this process's dashboards of the factory should fetch again. */
  onCounted(factoryId: number): void;
  log: { error(object: object, message: string): void };
  /** No new count of a factory sooner than this after the last one started (ms). */
  minIntervalMs?: number;
  /** A count older than this is redone even without a change (ms): changes made behind the API. */
  maxAgeMs?: number;
  /** How long a request waits for the factory's first count (ms). */
  firstWaitMs?: number;
};

export function createNotShippedCounter(options: NotShippedOptions) {
  const minInterval = options.minIntervalMs ?? 60_000;
  const maxAge = options.maxAgeMs ?? 10 * 60_000;
  const firstWait = options.firstWaitMs ?? 150;
  const entries = new Map<number, Entry>();

  function start(factoryId: number, entry: Entry): void {
    entry.startedAt = Date.now();
    entry.stale = false;
    const asOf = new Date();
    // Shared by every dashboard of the factory: not cancelled when the request that started it is abandoned.
    entry.running = runUnsignalled(() => options.count(factoryId))
      .then((qty) => {
        const changed = entry.count?.qty !== qty;
        entry.count = { qty, asOf };
        if (changed) options.onCounted(factoryId);
      })
      .catch((error: unknown) => {
        entry.stale = true;
        options.log.error({ err: error }, 'could not count the finished pieces not shipped');
      })
      .finally(() => {
        entry.running = null;
      });
  }

  return {
    /** The factory's last count (starting a new one when due); null while the first is running. */
    get: async (factoryId: number): Promise<NotShippedCount | null> => {
      let entry = entries.get(factoryId);
      if (!entry) {
        entry = { count: null, running: null, startedAt: 0, stale: true };
        entries.set(factoryId, entry);
      }
      const now = Date.now();
      const due =
        entry.count === null ||
        (entry.stale && now - entry.startedAt >= minInterval) ||
        now - entry.startedAt >= maxAge;
      if (due && !entry.running) start(factoryId, entry);
      if (entry.count === null && entry.running) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          entry.running,
          new Promise((resolve) => {
            timer = setTimeout(resolve, firstWait);
          }),
        ]);
        clearTimeout(timer);
      }
      return entry.count;
    },

    /** The factory's figures changed: its next request starts a new count (when MIN_INTERVAL allows). */
    changed: (factoryId: number): void => {
      const entry = entries.get(factoryId);
      if (entry) entry.stale = true;
    },

    /** Waits for the counts running now (tests, shutdown). */
    settled: async (): Promise<void> => {
      await Promise.all([...entries.values()].map((entry) => entry.running ?? Promise.resolve()));
    },
  };
}

export type NotShippedCounter = ReturnType<typeof createNotShippedCounter>;
