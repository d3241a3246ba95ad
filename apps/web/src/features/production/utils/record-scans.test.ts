import type { Scan, ScanLookup } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  afterSend,
  lineCounts,
  lineProblem,
  linesToSend,
  newLine,
  parseTickets,
  type ProcessChoice,
  processChoices,
  scanBody,
  type TicketLine,
} from '@/features/production/utils/record-scans';

/** A bundle of a bed (of PL2408 unless said) whose processes have their own ids (bed 1: 101…, bed 2: 201…), shared seqs. */
const lookup = (
  bundleId: number,
  bed: number,
  left: Record<number, number> = {},
  status: 'active' | 'void' = 'active',
  styleNo = 'PL2408',
): ScanLookup => ({
  bundle: {
    id: bundleId,
    bundleNo: bundleId,
    ticketNo: 36000 + bundleId,
    styleNo,
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
const chosen = (seq: number): ProcessChoice => ({
  styleNo: 'PL2408',
  seq,
  name: ['Shoulders', 'Collar', 'Sleeves'][seq - 1] ?? '',
});

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

describe('record scans: the process, matched by style, seq and name', () => {
  const first = looked('36001', lookup(1, 1));
  const otherBed = looked('36040', lookup(40, 2));

  it('offers the first looked-up ticket’s processes', () => {
    const pending = newLine('36099', ids);
    expect(processChoices([pending, first, otherBed])).toEqual([chosen(1), chosen(2), chosen(3)]);
    expect(processChoices([pending])).toEqual([]);
  });

  it('sends each ticket with its own bed’s copy of the chosen process', () => {
    expect(scanBody(first, chosen(2), 7)).toEqual({
      ticket: '36001',
      processId: 102,
      workerId: 7,
      requestId: first.requestId,
    });
    expect(scanBody(otherBed, chosen(2), 7).processId).toBe(202);
    expect(scanBody({ ...first, qty: 5 }, chosen(1), 7).qty).toBe(5);
  });

  it('holds back a ticket whose bed has no such process, and says which', () => {
    expect(lineProblem(otherBed, chosen(3))).toEqual({ kind: 'noProcess', choice: chosen(3) });
    expect(lineProblem(first, chosen(3))).toBeUndefined();
    expect(linesToSend([first, otherBed], chosen(3))).toEqual([first]);
  });

  it('holds back a ticket of another style though its bed has a process of the same seq (never paid as it)', () => {
    const jacket = looked('50001', lookup(1, 1, {}, 'active', 'JK2511'));
    const jacketCollar: ProcessChoice = { styleNo: 'JK2511', seq: 2, name: 'Collar' };
    // PL2408's bed has a process 2, of the same name even: still another style's process.
    expect(lineProblem(first, jacketCollar)).toEqual({
      kind: 'otherStyle',
      styleNo: 'PL2408',
      choice: jacketCollar,
    });
    expect(linesToSend([jacket, first], jacketCollar)).toEqual([jacket]);
    expect(() => scanBody(first, jacketCollar, 7)).toThrow();
    expect(scanBody(jacket, jacketCollar, 7).processId).toBe(102);
  });

  it('holds back a bed whose process of that seq is another one (renamed since the first bed was cut)', () => {
    const renamed = looked('36050', {
      ...lookup(50, 3),
      processes: lookup(50, 3).processes.map((p) => (p.seq === 2 ? { ...p, name: 'Collar band' } : p)),
    });
    expect(lineProblem(renamed, chosen(2))).toEqual({ kind: 'noProcess', choice: chosen(2) });
    expect(lineProblem(renamed, chosen(1))).toBeUndefined();
  });

  it('holds back what the server would refuse: nothing left, too many, void, unknown, twice the same bundle', () => {
    const done = looked('36002', lookup(2, 1, { 1: 0 }));
    expect(lineProblem(done, chosen(1))).toEqual({ kind: 'nothingLeft', doneBy: ['Zhang Min'] });
    const some = looked('36003', lookup(3, 1, { 1: 5 }), { qty: 6 });
    expect(lineProblem(some, chosen(1))).toEqual({ kind: 'tooMany', left: 5 });
    expect(lineProblem({ ...some, qty: 5 }, chosen(1))).toBeUndefined();
    expect(lineProblem(looked('36004', lookup(4, 1, {}, 'void')), chosen(1))).toEqual({ kind: 'void' });
    const unknown: TicketLine = { ...newLine('99', ids), state: 'invalid', lookupError: 'No ticket 99' };
    expect(lineProblem(unknown, chosen(1))).toEqual({ kind: 'lookup', message: 'No ticket 99' });
    const again = looked('GBO1:1:36001:x', lookup(1, 1));
    const lines = [first, again];
    expect(lineProblem(again, chosen(1), lines)).toEqual({ kind: 'duplicate', bundleNo: 1 });
    expect(linesToSend(lines, chosen(1))).toEqual([first]);
    expect(linesToSend(lines, undefined)).toEqual([]);
  });
});

describe('record scans: each line’s answer', () => {
  it('keeps a recorded line out of the next send', () => {
    const line = looked('36001', lookup(1, 1));
    const recorded = afterSend(line, { kind: 'recorded', scan }, ids);
    expect(recorded).toMatchObject({ state: 'recorded', scan, requestId: line.requestId });
    expect(linesToSend([recorded], chosen(1))).toEqual([]);
    expect(lineCounts([recorded, line])).toEqual({ recorded: 1, refused: 0, pieces: 20 });
  });

  it('keeps the request id after no answer (a retry is the same scan), a new one after a refusal', () => {
    const line = looked('36001', lookup(1, 1));
    const lost = afterSend(line, { kind: 'noAnswer', message: 'No answer' }, ids);
    expect(lost).toMatchObject({ state: 'refused', message: 'No answer', requestId: line.requestId });
    expect(linesToSend([lost], chosen(1))).toEqual([lost]);
    const refused = afterSend(line, { kind: 'refused', message: 'Only 5 left' }, ids);
    expect(refused.state).toBe('refused');
    expect(refused.message).toBe('Only 5 left');
    expect(refused.requestId).not.toBe(line.requestId);
    expect(lineCounts([refused, lost])).toEqual({ recorded: 0, refused: 2, pieces: 0 });
  });
});
