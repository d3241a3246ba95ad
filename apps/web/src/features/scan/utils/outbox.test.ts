import type { Scan } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { leftOnPhone, undoTarget } from '@/features/scan/utils/outbox';
import type { QueuedScan } from '@/features/scan/utils/scan-queue';

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

const scan = (id: number, scanTime: string, overrides: Partial<Scan> = {}): Scan => ({
  id,
  bundleId: 36,
  bundleNo: 36,
  ticketNo: 100036,
  styleNo: 'PL2408',
  bedNo: 1,
  colour: 'Navy',
  size: '3XL',
  processId: 5,
  processName: 'Sew collar',
  seq: 1,
  qty: 4,
  rate: null,
  amount: null,
  workerId: 11,
  workerName: 'Zhang Wei',
  recordedBy: 11,
  recordedByName: 'Zhang Wei',
  workDate: '2026-11-25',
  scanTime,
  status: 'valid',
  settled: false,
  undoneAt: null,
  undoneByName: null,
  ...overrides,
});

const SEW_COLLAR_36 = { ticket: '100036', bundleId: 36, processId: 5 };

describe('what a process has left once the phone’s outbox counts', () => {
  it('takes the pieces of queued scans of the same bundle and process off what the lookup said', () => {
    const held = [queued(1, { qty: 5 }), queued(2, { qty: 3 })];
    expect(leftOnPhone(20, held, SEW_COLLAR_36)).toEqual({ left: 12, held: 8 });
    // Never below nothing, whatever the lookup said.
    expect(leftOnPhone(6, held, SEW_COLLAR_36)).toEqual({ left: 0, held: 8 });
  });

  it('leaves nothing once a scan of all that is left waits', () => {
    expect(leftOnPhone(20, [queued(1, { qty: 5 }), queued(2)], SEW_COLLAR_36)).toEqual({
      left: 0,
      held: 'all',
    });
  });

  it('counts only the same bundle and the same process (several bundles, several processes)', () => {
    const held = [
      queued(1, { qty: 5 }),
      queued(2, { bundleId: 37, ticket: '100037', qty: 7 }),
      queued(3, { processId: 6 }),
      // The same bundle, scanned from its QR code rather than typed: the bundle's id decides.
      queued(4, { ticket: 'GBO1:1:100036:abc', qty: 2 }),
    ];
    expect(leftOnPhone(20, held, SEW_COLLAR_36)).toEqual({ left: 13, held: 7 });
    expect(leftOnPhone(20, held, { ticket: '100037', bundleId: 37, processId: 5 })).toEqual({
      left: 13,
      held: 7,
    });
    expect(leftOnPhone(20, held, { ...SEW_COLLAR_36, processId: 6 })).toEqual({ left: 0, held: 'all' });
    expect(leftOnPhone(20, held, { ...SEW_COLLAR_36, processId: 7 })).toEqual({ left: 20, held: 0 });
  });

  it('matches a ticket not looked up (no bundle id) by its text', () => {
    const unchecked = queued(1, { ticket: '100099', bundleId: undefined });
    expect(leftOnPhone(20, [unchecked], { ticket: '100099', processId: 5 }).left).toBe(0);
    expect(leftOnPhone(20, [unchecked], { ticket: '100098', processId: 5 }).left).toBe(20);
  });
});

describe('the scan "Undo last scan" takes back', () => {
  const at = (time: string) => Date.parse(`2026-11-25T${time}.000Z`);
  const now = at('08:10:00');

  it('is a scan still on the phone when it was made after the last recorded one', () => {
    const online = scan(901, '2026-11-25T08:00:00.000Z');
    const offline = queued(5, { queuedAt: '2026-11-25T08:05:00.000Z' });
    expect(
      undoTarget({
        pending: [offline],
        made: [{ scan: online, madeAt: at('08:00:00') }],
        today: [online],
        now,
      }),
    ).toEqual({ kind: 'queued', entry: offline });
  });

  it('is the recorded scan made after a scan still waiting on the phone', () => {
    const waiting = queued(1, { queuedAt: '2026-11-25T08:01:00.000Z' });
    const online = scan(902, '2026-11-25T08:02:00.000Z');
    expect(
      undoTarget({
        pending: [waiting],
        made: [{ scan: online, madeAt: at('08:02:00') }],
        today: [online],
        now,
      }),
    ).toEqual({ kind: 'scan', scan: online });
  });

  it('orders a queued scan sent later by when it was made, not by when the server took it', () => {
    // Made offline at 08:01, a scan recorded online at 08:02, then the first sent at 08:03.
    const sentLater = scan(903, '2026-11-25T08:03:00.000Z', { bundleNo: 37, bundleId: 37 });
    const online = scan(902, '2026-11-25T08:02:00.000Z');
    const made = [
      { scan: online, madeAt: at('08:02:00') },
      { scan: sentLater, madeAt: at('08:01:00') },
    ];
    expect(undoTarget({ pending: [], made, today: [sentLater, online], now })).toEqual({
      kind: 'scan',
      scan: online,
    });
  });

  it('passes over scans undone, settled or past the worker’s 30 minutes, and reads their state from the list', () => {
    const old = scan(1, '2026-11-25T07:30:00.000Z');
    const settled = scan(2, '2026-11-25T08:04:00.000Z', { settled: true });
    const valid = scan(3, '2026-11-25T08:03:00.000Z');
    const undoneSince = scan(4, '2026-11-25T08:06:00.000Z');
    const made = [{ scan: undoneSince, madeAt: at('08:06:00') }];
    const today = [{ ...undoneSince, status: 'undone' as const }, settled, valid, old];
    expect(undoTarget({ pending: [], made, today, now })).toEqual({ kind: 'scan', scan: valid });
    expect(undoTarget({ pending: [], made: [], today: [old], now })).toBeUndefined();
  });
});
