import type { Scan, ScanLookup } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { checkOnPhone, newScan, sentSince } from '@/features/scan/utils/phone-check';
import type { AnsweredScan, QueuedScan } from '@/features/scan/utils/scan-queue';

const queued = (n: number, overrides: Partial<QueuedScan> = {}): QueuedScan => ({
  requestId: `req-${n}`,
  ticket: '100036',
  bundleId: 36,
  processId: 5,
  owner: '1:11',
  queuedAt: `2026-11-25T08:00:0${n}.000Z`,
  label: { bundleNo: 36, styleNo: 'PL2408', processName: 'Sew collar' },
  ...overrides,
});

const target = { ticket: '100036', bundleId: 36, processId: 5 };

describe('sentSince', () => {
  it('counts the scans recorded from the outbox after the lookup, as the server recorded them', () => {
    const scan = { bundleId: 36, qty: 4 } as Scan;
    const results: AnsweredScan[] = [
      { entry: queued(1, { bundleId: undefined }), outcome: 'recorded', answer: scan, answeredAt: 2000 },
      { entry: queued(2), outcome: 'recorded', answer: scan, answeredAt: 500 },
      { entry: queued(3), outcome: 'failed', message: 'No', answeredAt: 2000 },
      { entry: queued(4), outcome: 'undone', answer: scan, answeredAt: 2000 },
    ];
    expect(sentSince(results, 1000)).toEqual([{ ...queued(1), bundleId: 36, qty: 4 }]);
  });
});

describe('checkOnPhone', () => {
  it('lets a scan through when the phone holds nothing of the process', () => {
    const other = queued(1, { processId: 6 });
    expect(checkOnPhone({ kept: [other], sent: [], target, remaining: 24, qty: undefined })).toEqual({
      queued: false,
    });
  });

  it('refuses more than is left once the outbox and what was sent since count, and queues behind the outbox', () => {
    const kept = [queued(1, { qty: 10 })];
    const sent = [{ ...queued(2), qty: 4 }];
    expect(checkOnPhone({ kept, sent, target, remaining: 24, qty: 10 })).toEqual({ queued: true });
    expect(checkOnPhone({ kept, sent, target, remaining: 24, qty: 11 })).toEqual({
      refusal: { kind: 'heldSome', left: 10, held: 14 },
      queued: true,
    });
    expect(checkOnPhone({ kept: [], sent, target, remaining: 4, qty: undefined })).toEqual({
      refusal: { kind: 'heldNone', held: 4 },
      queued: false,
    });
  });

  it('refuses any second scan once one of all that is left waits, or of a ticket not looked up', () => {
    expect(checkOnPhone({ kept: [queued(1)], sent: [], target, remaining: 24, qty: 1 })).toEqual({
      refusal: { kind: 'heldAll' },
      queued: true,
    });
    const unchecked = { ticket: '100036', processId: 5 };
    const kept = [queued(1, { bundleId: undefined, qty: 2 })];
    expect(checkOnPhone({ kept, sent: [], target: unchecked, remaining: undefined, qty: undefined })).toEqual(
      {
        refusal: { kind: 'heldAll' },
        queued: true,
      },
    );
  });
});

describe('newScan', () => {
  const process: ScanLookup['processes'][number] = {
    processId: 5,
    seq: 1,
    name: 'Sew collar',
    doneQty: 0,
    remainingQty: 24,
    doneBy: [],
  };
  const madeAt = new Date('2026-11-25T08:00:00.000Z');

  it('keeps the looked-up bundle and the pieces asked for', () => {
    const bundle = { id: 36, bundleNo: 36, styleNo: 'PL2408' } as ScanLookup['bundle'];
    expect(
      newScan({ ticket: '100036', process, bundle, qty: 3, owner: '1:11', madeAt, requestId: 'r1' }),
    ).toEqual({ ...queued(0, { requestId: 'r1', qty: 3 }), queuedAt: madeAt.toISOString() });
  });

  it('leaves out the bundle of a ticket not looked up, and the pieces when all that is left is meant', () => {
    const entry = newScan({
      ticket: '100099',
      process,
      bundle: undefined,
      qty: undefined,
      owner: '1:11',
      madeAt,
      requestId: 'r2',
    });
    expect(entry).toEqual({
      requestId: 'r2',
      ticket: '100099',
      processId: 5,
      owner: '1:11',
      queuedAt: madeAt.toISOString(),
      label: { bundleNo: undefined, styleNo: undefined, processName: 'Sew collar' },
    });
    expect('bundleId' in entry || 'qty' in entry).toBe(false);
  });
});
