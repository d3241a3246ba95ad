import { createStore, del, get, set, type UseStore, values } from 'idb-keyval';

/**
 * What a phone page keeps until the server has answered it (made offline, or its request got no answer): a
 * worker's scan, an inspector's inspection. Each feature adds what it sends and what it shows while it waits.
 */
export interface OutboxEntry {
  /** The record's id for the server: sent again, it answers the first record, never a second one. */
  requestId: string;
  /** Whose session made it (`factoryId:userId`): only theirs sends it, never the next person's on this phone. */
  owner: string;
  /** When it was made (ISO). */
  queuedAt: string;
}

/** What the server answers a record with: at least whether it still counts. */
export interface OutboxAnswer {
  status: 'valid' | 'undone';
}

/** How the server answered one send: a record (new or the first answer again), a refusal, or nothing at all. */
export type SendOutcome<A extends OutboxAnswer> =
  | { kind: 'recorded'; answer: A; replayed: boolean }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'unreachable' };

/** What became of a queued entry once the server answered (undone: its first answer was undone since). */
export type OutboxResult<E extends OutboxEntry, A extends OutboxAnswer> =
  { entry: E; outcome: 'recorded' | 'undone'; answer: A } | { entry: E; outcome: 'failed'; message: string };

/**
 * Whether a failed send is final. A refusal (4xx: nothing left, a void or unknown ticket) will not change by
 * sending again; no answer, a gateway's 502–504, a 5xx, a timeout (408), a throttle (429) or an expired
 * session (401: the app signs in again, the entry waits) might.
 */
export function isFinalRefusal(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}

/** Wait before the next attempt after `failures` failed flushes in a row: 2 s, 4 s, 8 s… at most a minute. */
export function retryDelay(failures: number): number {
  return Math.min(60_000, 2000 * 2 ** Math.max(0, failures - 1));
}

/** The queue on the phone: IndexedDB, so a reload or a closed browser keeps what was not sent. */
export interface Outbox<E extends OutboxEntry> {
  add: (entry: E) => Promise<void>;
  remove: (requestId: string) => Promise<void>;
  /** Whether the entry is still kept (the user may have taken it back meanwhile). */
  has: (requestId: string) => Promise<boolean>;
  /** The owner's entries, oldest first (the order they were made in). */
  list: (owner: string) => Promise<E[]>;
}

/**
 * A phone's outbox in its own IndexedDB database, or memory where the browser has none (it then lasts until
 * a reload); `store` is a test's own database.
 */
export function openOutbox<E extends OutboxEntry>(database: string, storeName: string, store?: UseStore) {
  if (!store && typeof indexedDB === 'undefined') return memoryOutbox<E>();
  return idbOutbox<E>(store ?? createStore(database, storeName));
}

const oldestFirst = <E extends OutboxEntry>(entries: E[], owner: string) =>
  entries.filter((entry) => entry.owner === owner).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));

function idbOutbox<E extends OutboxEntry>(store: UseStore): Outbox<E> {
  return {
    add: (entry) => set(entry.requestId, entry, store),
    remove: (requestId) => del(requestId, store),
    has: async (requestId) => (await get<E>(requestId, store)) !== undefined,
    list: async (owner) => oldestFirst(await values<E>(store), owner),
  };
}

function memoryOutbox<E extends OutboxEntry>(): Outbox<E> {
  const entries = new Map<string, E>();
  return {
    add: async (entry) => void entries.set(entry.requestId, entry),
    remove: async (requestId) => void entries.delete(requestId),
    has: async (requestId) => entries.has(requestId),
    list: async (owner) => oldestFirst([...entries.values()], owner),
  };
}

/**
 * Sends the owner's queued entries, oldest first, each with its own request id. An answered entry leaves the
 * queue (a new record, the first answer again, or a refusal); the first that gets no answer stops the flush
 * and stays, with every later one, for the next attempt. `onSending` is told of each entry as it goes
 * (undefined once the flush ends), before it is sent: an entry taken back before that is skipped, never sent.
 */
export async function flushOutbox<E extends OutboxEntry, A extends OutboxAnswer>(
  queue: Outbox<E>,
  owner: string,
  send: (entry: E) => Promise<SendOutcome<A>>,
  onSending?: (entry: E | undefined) => void,
): Promise<{ results: OutboxResult<E, A>[]; blocked: boolean }> {
  const results: OutboxResult<E, A>[] = [];
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
          outcome: outcome.answer.status === 'undone' ? 'undone' : 'recorded',
          answer: outcome.answer,
        });
    }
    return { results, blocked: false };
  } finally {
    onSending?.(undefined);
  }
}
