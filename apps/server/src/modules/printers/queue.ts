import { PRINT_RETRY_HOURS } from '@gbo/contracts';
import type { Database, Db } from '../../db/client';
import * as repo from './repository';
import { sendToPrinter, type SendTimeouts } from './send';

export type PrintQueueOptions = {
  /** How often the queue looks for jobs due (a retry's time come, another process's NOTIFY missed). */
  pollMs: number;
  /** The longest wait between two tries of a printer that cannot be reached (they double up to it). */
  retryMaxSeconds: number;
  timeouts: SendTimeouts;
  /**
   * A claim not touched for this long belongs to a process that died; a process sending touches its claims
   * every `touchEveryMs`, well within it. How often abandoned jobs are looked for.
   */
  claims?: { staleSeconds: number; touchEveryMs: number; abandonedEveryMs: number };
};

export const DEFAULT_CLAIMS = { staleSeconds: 120, touchEveryMs: 20_000, abandonedEveryMs: 30_000 };

export const DEFAULT_PRINT_QUEUE: PrintQueueOptions = {
  pollMs: 2000,
  retryMaxSeconds: 60,
  timeouts: { connectMs: 5000, idleMs: 10 * 60_000, closeMs: 30_000 },
};

/** Printers one process sends to at once; a printer has one job on its way at a time anyway. */
const MOST_AT_ONCE = 8;
/** On shutdown, how long jobs on their way may take to finish before the process leaves them. */
const STOP_GRACE_MS = 10_000;

type Log = { error(object: object, message: string): void; info(object: object, message: string): void };

/**
 * The print queue of one server process. Every process runs one: each claims jobs in a guarded update
 * (repository.claimNextJob), so however many run, a job goes out once and a printer's jobs go in order. It
 * wakes on NOTIFY when a job is queued, and every `pollMs` for retries that come due.
 */
export function createPrintQueue(
  db: Db,
  database: Pick<Database, 'listen'>,
  log: Log,
  options: PrintQueueOptions = DEFAULT_PRINT_QUEUE,
) {
  const claims = options.claims ?? DEFAULT_CLAIMS;
  const active = new Set<Promise<void>>();
  /** The jobs this process is sending: never taken for abandoned, whatever their claim's age. */
  const sending = new Set<number>();
  let pumping: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let lastAbandonedCheck = 0;

  async function send(job: repo.ClaimedJob): Promise<void> {
    sending.add(job.id);
    const touch = setInterval(() => {
      void repo.touchClaim(db, job.factoryId, job.id).catch(() => undefined);
    }, claims.touchEveryMs);
    const outcome = await sendToPrinter(job.host, job.port, job.payload, options.timeouts).finally(() => {
      clearInterval(touch);
      sending.delete(job.id);
    });
    if (outcome.sent) return repo.markSent(db, job.factoryId, job.id);
    const error = { code: outcome.code, detail: outcome.detail };
    if (!outcome.retry) return repo.markFailed(db, job.factoryId, job.id, error);
    const delay = Math.min(options.retryMaxSeconds, 2 ** (job.attempts - 1));
    return repo.markRetry(db, job.factoryId, job.id, error, delay);
  }

  async function pumpOnce(): Promise<void> {
    if (Date.now() - lastAbandonedCheck > claims.abandonedEveryMs) {
      lastAbandonedCheck = Date.now();
      await repo.failAbandonedJobs(db, claims.staleSeconds, PRINT_RETRY_HOURS, [...sending]);
      await repo.dropOldPayloads(db, repo.KEEP_SENT_BYTES_DAYS);
    }
    while (!stopped && active.size < MOST_AT_ONCE) {
      const job = await repo.claimNextJob(db);
      if (!job) return;
      const sent: Promise<void> = send(job)
        .catch((error: unknown) => log.error({ err: error, job: job.id }, 'print job could not be recorded'))
        .finally(() => {
          active.delete(sent);
          void wake();
        });
      active.add(sent);
    }
  }

  /** Looks for jobs now (again once the current look ends, if one is under way). */
  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (pumping) {
      again = true;
      return pumping;
    }
    pumping = (async () => {
      do {
        again = false;
        await pumpOnce().catch((error: unknown) =>
          log.error({ err: error }, 'print queue could not read its jobs'),
        );
      } while (again && !stopped);
    })().finally(() => {
      pumping = null;
    });
    return pumping;
  }

  async function start(): Promise<void> {
    stopped = false;
    unlisten = await database.listen(repo.PRINT_CHANNEL, {
      message: () => void wake(),
      ready: () => void wake(),
      lost: () => undefined,
    });
    timer = setInterval(() => void wake(), options.pollMs);
    timer.unref();
    await wake();
  }

  async function stop(): Promise<void> {
    stopped = true;
    clearInterval(timer);
    await unlisten?.().catch(() => undefined);
    await pumping;
    if (active.size > 0) {
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...active]),
        new Promise((resolve) => {
          grace = setTimeout(resolve, STOP_GRACE_MS);
        }),
      ]);
      clearTimeout(grace);
    }
  }

  /** Resolves when nothing is being sent nor looked for (tests, and a shutdown's last look). */
  async function idle(): Promise<void> {
    while (pumping || active.size > 0) await Promise.allSettled([pumping, ...active]);
  }

  return { start, stop, wake, idle };
}

export type PrintQueue = ReturnType<typeof createPrintQueue>;
