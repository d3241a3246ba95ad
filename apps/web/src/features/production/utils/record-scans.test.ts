import type { Scan, ScanLookup } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  afterSend,
  lineCounts,
  lineProblem,
  linesToSend,
  newLine,
  parseTickets,
  processChoices,
  scanBody,
  type TicketLine,
} from '@/features/production/utils/record-scans';

/** A bundle of a bed whose processes have their own ids (bed 1: 101…, bed 2: 201…), shared seqs. */
const lookup = (
  bundleId: number,
  bed: number,
  left: Record<number, number> = {},
  status: 'active' | 'void' = 'active',
): ScanLookup => ({
  bundle: {
    id: bundleId,
    bundleNo: bundleId,
    ticketNo: 36000 + bundleId,
    styleNo: 'PL2408',
    bedNo: bed,
    colour: 'Black',
    size: 'M',
    qty: 20,
    status,
  },
  processes: [
    { seq: 1, name: 'Shoulders', processId: bed * 100 + 1 },
    { seq: 2, name: 'Collar', processId: bed * 100 + 2 },
    ...(bed === 1 ? [{ seq: 3, name: 'Sleeves', processId: bed * 100 + 3 }] : []),
  ].map((process) => ({
    ...process,
    doneQty: 20 - (left[process.seq] ?? 20),
    remainingQty: left[process.seq] ?? 20,
    doneBy: (left[process.seq] ?? 20) < 20 ? ['Zhang Min'] : [],
  })),
});

let counter = 0;
const ids = () => `id-${++counter}`;
const looked = (ticket: string, found: ScanLookup, extra: Partial<TicketLine> = {}): TicketLine => ({
  ...newLine(ticket, ids),
  lookup: found,
  state: 'ready',
  ...extra,
});

const scan = { id: 9, qty: 20, amount: '8.00' } as Scan;

describe('record scans: the tickets', () => {
  it('reads tickets typed, scanned or pasted, one per line, space or comma', () => {
    expect(parseTickets(' 36001\n36002,36003  GBO1:1:36004:Ab3dE5fG7hJ9\r\n')).toEqual([
      '36001',
      '36002',
      '36003',
      'GBO1:1:36004:Ab3dE5fG7hJ9',
    ]);
    expect(parseTickets('   ')).toEqual([]);
  });

  it('gives each line its own request id', () => {
    const [a, b] = [newLine('1'), newLine('2')];
    expect(a?.requestId).not.toEqual(b?.requestId);
    expect(a?.state).toBe('looking');
  });
});

describe('record scans: the process, matched by seq', () => {
  const first = looked('36001', lookup(1, 1));
  const otherBed = looked('36040', lookup(40, 2));

  it('offers the first looked-up ticket’s processes', () => {
    const pending = newLine('36099', ids);
    expect(processChoices([pending, first, otherBed]).map((process) => process.seq)).toEqual([1, 2, 3]);
    expect(processChoices([pending])).toEqual([]);
  });

  it('sends each ticket with its own bed’s process id of the chosen seq', () => {
    expect(scanBody(first, 2, 7)).toEqual({
      ticket: '36001',
      processId: 102,
      workerId: 7,
      requestId: first.requestId,
    });
    expect(scanBody(otherBed, 2, 7).processId).toBe(202);
    expect(scanBody({ ...first, qty: 5 }, 1, 7).qty).toBe(5);
  });

  it('holds back a ticket whose bed has no process of that seq, and says which', () => {
    expect(lineProblem(otherBed, 3)).toEqual({ kind: 'noProcess', seq: 3 });
    expect(lineProblem(first, 3)).toBeUndefined();
    expect(linesToSend([first, otherBed], 3)).toEqual([first]);
  });

  it('holds back what the server would refuse: nothing left, too many, void, unknown, twice the same bundle', () => {
    const done = looked('36002', lookup(2, 1, { 1: 0 }));
    expect(lineProblem(done, 1)).toEqual({ kind: 'nothingLeft', doneBy: ['Zhang Min'] });
    const some = looked('36003', lookup(3, 1, { 1: 5 }), { qty: 6 });
    expect(lineProblem(some, 1)).toEqual({ kind: 'tooMany', left: 5 });
    expect(lineProblem({ ...some, qty: 5 }, 1)).toBeUndefined();
    expect(lineProblem(looked('36004', lookup(4, 1, {}, 'void')), 1)).toEqual({ kind: 'void' });
    const unknown: TicketLine = { ...newLine('99', ids), state: 'invalid', lookupError: 'No ticket 99' };
    expect(lineProblem(unknown, 1)).toEqual({ kind: 'lookup', message: 'No ticket 99' });
    const again = looked('GBO1:1:36001:x', lookup(1, 1));
    const lines = [first, again];
    expect(lineProblem(again, 1, lines)).toEqual({ kind: 'duplicate', bundleNo: 1 });
    expect(linesToSend(lines, 1)).toEqual([first]);
    expect(linesToSend(lines, undefined)).toEqual([]);
  });
});

describe('record scans: each line’s answer', () => {
  it('keeps a recorded line out of the next send', () => {
    const line = looked('36001', lookup(1, 1));
    const recorded = afterSend(line, { kind: 'recorded', scan }, ids);
    expect(recorded).toMatchObject({ state: 'recorded', scan, requestId: line.requestId });
    expect(linesToSend([recorded], 1)).toEqual([]);
    expect(lineCounts([recorded, line])).toEqual({ recorded: 1, refused: 0, pieces: 20 });
  });

  it('keeps the request id after no answer (a retry is the same scan), a new one after a refusal', () => {
    const line = looked('36001', lookup(1, 1));
    const lost = afterSend(line, { kind: 'noAnswer', message: 'No answer' }, ids);
    expect(lost).toMatchObject({ state: 'refused', message: 'No answer', requestId: line.requestId });
    expect(linesToSend([lost], 1)).toEqual([lost]);
    const refused = afterSend(line, { kind: 'refused', message: 'Only 5 left' }, ids);
    expect(refused.state).toBe('refused');
    expect(refused.message).toBe('Only 5 left');
    expect(refused.requestId).not.toBe(line.requestId);
    expect(lineCounts([refused, lost])).toEqual({ recorded: 0, refused: 2, pieces: 0 });
  });
});
