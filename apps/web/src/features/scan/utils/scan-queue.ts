import type { Scan } from '@gbo/contracts';
import { createStore, del, get, set, type UseStore, values } from 'idb-keyval';

/** A scan kept on the phone until the server has answered it (made offline, or its request got no answer). */
export interface QueuedScan {
  /** The scan's id for the server: sent again, it answers the first scan, never a second one. */
  requestId: string;
  ticket: string;
  /** The looked-up bundle's id; absent for a ticket the network could not check (or kept by an older version). */
  bundleId?: number;
  processId: number;
  /** Absent: what remains (the server decides when it receives it). */
  qty?: number;
  /** Whose session made it (`factoryId:userId`): only theirs sends it, never the next person's on this phone. */
  owner: string;
  /** When it was made (ISO). */
  queuedAt: string;
  /** What the worker saw when making it, to show while it waits. */
  label: { bundleNo?: number; styleNo?: string; processName: string };
}

/** How the server answered one send: a scan (new or the first answer again), a refusal, or nothing at all. */
export type SendOutcome =
  | { kind: 'recorded'; scan: Scan; replayed: boolean }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'unreachable' };

/** What became of a queued scan once the server answered. */
export type QueueResult =
  | { entry: QueuedScan; outcome: 'recorded' | 'undone'; scan: Scan }
  | { entry: QueuedScan; outcome: 'failed'; message: string };

/**
 * Whether a failed send is final. A refusal (4xx: nothing left, a void or unknown ticket) will not change by
 * sending again; no answer, a gateway's 502–504, a 5xx, a timeout (408), a throttle (429) or an expired
 * session (401: the app signs in again, the scan waits) might.
 */
export function isFinalRefusal(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}

/** Wait before the next attempt after `failures` failed flushes in a row: 2 s, 4 s, 8 s… at most a minute. */
export function retryDelay(failures: number): number {
  return Math.min(60_000, 2000 * 2 ** Math.max(0, failures - 1));
}

/** The queue on the phone: IndexedDB, so a reload or a closed browser keeps what was not sent. */
export interface ScanQueue {
  add: (entry: QueuedScan) => Promise<void>;
  remove: (requestId: string) => Promise<void>;
  /** Whether the scan is still kept (the worker may have taken it back meanwhile). */
  has: (requestId: string) => Promise<boolean>;
  /** The owner's scans, oldest first (the order they were made in). */
  list: (owner: string) => Promise<QueuedScan[]>;
}

export const SCAN_QUEUE_DB = 'gbo-scan-queue';

/** The phone's queue: IndexedDB, or memory where the browser has none (it then lasts until a reload). */
export function openScanQueue(store?: UseStore): ScanQueue {
  if (!store && typeof indexedDB === 'undefined') return memoryQueue();
  return idbQueue(store ?? createStore(SCAN_QUEUE_DB, 'scans'));
}

function idbQueue(store: UseStore): ScanQueue {
  return {
    add: (entry) => set(entry.requestId, entry, store),
    remove: (requestId) => del(requestId, store),
    has: async (requestId) => (await get<QueuedScan>(requestId, store)) !== undefined,
    list: async (owner) =>
      (await values<QueuedScan>(store))
        .filter((entry) => entry.owner === owner)
        .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt)),
  };
}

function memoryQueue(): ScanQueue {
  const entries = new Map<string, QueuedScan>();
  return {
    add: async (entry) => void entries.set(entry.requestId, entry),
    remove: async (requestId) => void entries.delete(requestId),
    has: async (requestId) => entries.has(requestId),
    list: async (owner) =>
      [...entries.values()]
        .filter((entry) => entry.owner === owner)
        .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt)),
  };
}

/**
 * Sends the owner's queued scans, oldest first, each with its own request id. An answered scan leaves the
 * queue (a new one, the first answer again, or a refusal); the first that gets no answer stops the flush and
 * stays, with every later one, for the next attempt. `onSending` is told of each scan as it goes (undefined once
 * the flush ends), before it is sent: a scan the worker took back before that is skipped, never sent.
 */
export async function flushQueue(
  queue: ScanQueue,
  owner: string,
  send: (entry: QueuedScan) => Promise<SendOutcome>,
  onSending?: (entry: QueuedScan | undefined) => void,
): Promise<{ results: QueueResult[]; blocked: boolean }> {
  const results: QueueResult[] = [];
  try {
    for (const entry of await queue.list(owner)) {
      // Marked as sending first, so taking it back from now on is refused; then checked it is still kept.
      onSending?.(entry);
      if (!(await queue.has(entry.requestId))) continue;
      const outcome = await send(entry);
      if (outcome.kind === 'unreachable') return { results, blocked: true };
      await queue.remove(entry.requestId);
      if (outcome.kind === 'refused') results.push({ entry, outcome: 'failed', message: outcome.message });
      else
        results.push({
          entry,
          outcome: outcome.scan.status === 'undone' ? 'undone' : 'recorded',
          scan: outcome.scan,
        });
    }
    return { results, blocked: false };
  } finally {
    onSending?.(undefined);
  }
}
