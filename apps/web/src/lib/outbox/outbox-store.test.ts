import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import {
  flushOutbox,
  isFinalRefusal,
  openOutbox,
  type OutboxEntry,
  retryDelay,
  type SendOutcome as AnySendOutcome,
} from '@/lib/outbox/outbox-store';

/** An entry as a feature keeps it: the outbox's own fields and what the feature sends. */
interface QueuedScan extends OutboxEntry {
  ticket: string;
  label: { bundleNo?: number };
}
interface Answer {
  id: number;
  status: 'valid' | 'undone';
}
type SendOutcome = AnySendOutcome<Answer>;
const flushQueue = flushOutbox<QueuedScan, Answer>;

let dbCount = 0;
/** A queue in a database of its own, and how to open it again as a reload would. */
function freshQueue() {
  const name = `outbox-test-${++dbCount}`;
  return {
    queue: openOutbox<QueuedScan>(name, 'entries', createStore(name, 'entries')),
    reopen: () => openOutbox<QueuedScan>(name, 'entries', createStore(name, 'entries')),
  };
}

const OWNER = '1:11';

const entry = (n: number, overrides: Partial<QueuedScan> = {}): QueuedScan => ({
  requestId: `req-000${n}`,
  ticket: `10000${n}`,
  owner: OWNER,
  queuedAt: `2026-11-25T08:00:0${n}.000Z`,
  label: { bundleNo: n },
  ...overrides,
});

const scan = (id: number, status: Answer['status'] = 'valid'): Answer => ({ id, status });

describe('the offline outbox', () => {
  it('sends each pending scan once, oldest first, with its own request id, and empties', async () => {
    const { queue } = freshQueue();
    await queue.add(entry(2));
    await queue.add(entry(1));
    const send = vi.fn(async (queued: QueuedScan): Promise<SendOutcome> => ({
      kind: 'recorded',
      answer: scan(queued.label.bundleNo ?? 0),
      replayed: false,
    }));
    const { results, blocked } = await flushQueue(queue, OWNER, send);
    expect(blocked).toBe(false);
    expect(send.mock.calls.map(([queued]) => queued.requestId)).toEqual(['req-0001', 'req-0002']);
    expect(results.map((result) => [result.entry.requestId, result.outcome])).toEqual([
      ['req-0001', 'recorded'],
      ['req-0002', 'recorded'],
    ]);
    expect(await queue.list(OWNER)).toEqual([]);
    // Nothing left: a second flush sends nothing again.
    await flushQueue(queue, OWNER, send);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps a scan that got no answer, with every later one, for the next attempt', async () => {
    const { queue } = freshQueue();
    await queue.add(entry(1));
    await queue.add(entry(2));
    const unreachable = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'unreachable' }));
    expect(await flushQueue(queue, OWNER, unreachable)).toEqual({ results: [], blocked: true });
    // The first got no answer: the second was not tried.
    expect(unreachable).toHaveBeenCalledTimes(1);
    expect((await queue.list(OWNER)).map((queued) => queued.requestId)).toEqual(['req-0001', 'req-0002']);
  });

  it('records a replay answered 200 (the first answer) once, and shows an undone first answer as undone', async () => {
    const { queue } = freshQueue();
    await queue.add(entry(1));
    await queue.add(entry(2));
    const send = vi.fn(async (queued: QueuedScan): Promise<SendOutcome> => ({
      kind: 'recorded',
      answer: scan(queued.label.bundleNo ?? 0, queued.requestId === 'req-0002' ? 'undone' : 'valid'),
      replayed: true,
    }));
    const { results } = await flushQueue(queue, OWNER, send);
    expect(results.map((result) => result.outcome)).toEqual(['recorded', 'undone']);
    expect(await queue.list(OWNER)).toEqual([]);
  });

  it('drops a scan refused on replay (409, 404) as failed, with the server’s message', async () => {
    const { queue } = freshQueue();
    await queue.add(entry(1));
    await queue.add(entry(2));
    const send = vi.fn(async (queued: QueuedScan): Promise<SendOutcome> =>
      queued.requestId === 'req-0001'
        ? { kind: 'refused', status: 409, message: 'Bundle 1 Sew collar is already done by Li Lei' }
        : { kind: 'refused', status: 404, message: 'Ticket 100002 does not exist' },
    );
    const { results, blocked } = await flushQueue(queue, OWNER, send);
    expect(blocked).toBe(false);
    expect(results).toEqual([
      { entry: entry(1), outcome: 'failed', message: 'Bundle 1 Sew collar is already done by Li Lei' },
      { entry: entry(2), outcome: 'failed', message: 'Ticket 100002 does not exist' },
    ]);
    expect(await queue.list(OWNER)).toEqual([]);
  });

  it('never sends a scan taken back after the flush began, and names each scan as it goes', async () => {
    const { queue } = freshQueue();
    await queue.add(entry(1));
    await queue.add(entry(2));
    const sending: (string | undefined)[] = [];
    const send = vi.fn(async (queued: QueuedScan): Promise<SendOutcome> => {
      // While the first is on its way, the worker takes the second back.
      if (queued.requestId === 'req-0001') await queue.remove('req-0002');
      return { kind: 'recorded', answer: scan(1), replayed: false };
    });
    const { results } = await flushQueue(queue, OWNER, send, (queued) => sending.push(queued?.requestId));
    expect(send.mock.calls.map(([queued]) => queued.requestId)).toEqual(['req-0001']);
    expect(results.map((result) => result.entry.requestId)).toEqual(['req-0001']);
    // Each scan is named before it is checked and sent, and the flush says when it is done.
    expect(sending).toEqual(['req-0001', 'req-0002', undefined]);
  });

  it('keeps its scans across a reload (IndexedDB), and sends only its owner’s', async () => {
    const { queue, reopen } = freshQueue();
    await queue.add(entry(1));
    await queue.add(entry(2, { owner: '1:12' }));
    const reloaded = reopen();
    expect(await reloaded.list(OWNER)).toEqual([entry(1)]);
    const send = vi.fn(async (): Promise<SendOutcome> => ({
      kind: 'recorded',
      answer: scan(1),
      replayed: false,
    }));
    await flushQueue(reloaded, OWNER, send);
    expect(send).toHaveBeenCalledTimes(1);
    // The other person's scan waits for their own session.
    expect(await reloaded.list('1:12')).toEqual([entry(2, { owner: '1:12' })]);
  });
});

describe('isFinalRefusal', () => {
  it.each([
    [undefined, false],
    [400, true],
    [401, false],
    [403, true],
    [404, true],
    [408, false],
    [409, true],
    [429, false],
    [500, false],
    [502, false],
    [503, false],
  ])('status %s → %s', (status, final) => {
    expect(isFinalRefusal(status)).toBe(final);
  });
});

describe('retryDelay', () => {
  it.each([
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [6, 60_000],
    [20, 60_000],
  ])('after %i failures waits %i ms', (failures, delay) => {
    expect(retryDelay(failures)).toBe(delay);
  });
});
