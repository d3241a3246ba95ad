import type { QcLookup, QcSummaryRow } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { paretoBars } from '@/features/quality/utils/pareto';
import {
  defaultFaultProcess,
  defaultInspected,
  dhuOf,
  formProblems,
} from '@/features/quality/utils/qc-rules';

const lookup: QcLookup = {
  bundle: {
    id: 1,
    bundleNo: 1,
    ticketNo: 100001,
    styleNo: 'PL2408',
    bedNo: 1,
    colour: 'Navy',
    size: 'M',
    qty: 20,
    status: 'active',
    finalInspection: true,
  },
  processes: [
    { processId: 7, seq: 2, name: 'Hem', doneQty: 20, doneBy: [] },
    { processId: 5, seq: 1, name: 'Sew collar', doneQty: 20, doneBy: [] },
  ],
  checkpoints: [
    {
      checkpoint: 'final',
      afterProcessId: null,
      afterProcessName: null,
      inspectedQty: 15,
      passedQty: 13,
      failedQty: 2,
      reworkQty: 2,
    },
  ],
};

describe('the inspection defaults', () => {
  it.each([
    [{ checkpoint: 'final' } as const, 'first', 5],
    [{ checkpoint: 'final' } as const, 'recheck', 2],
    [{ checkpoint: 'inline', afterProcessId: 5 } as const, 'first', 20],
    [{ checkpoint: 'inline', afterProcessId: 5 } as const, 'recheck', 0],
  ] as const)('%o %s → %i', (choice, kind, expected) => {
    expect(defaultInspected(lookup, choice, kind)).toBe(expected);
  });

  it('puts a defect down to the checkpoint’s process, or at the final check to the bed’s last', () => {
    expect(defaultFaultProcess(lookup, { checkpoint: 'inline', afterProcessId: 5 })?.name).toBe('Sew collar');
    expect(defaultFaultProcess(lookup, { checkpoint: 'final' })?.name).toBe('Hem');
  });
});

describe('formProblems (the contract’s counting rules)', () => {
  const line = (qty: number, code = 'S01') => ({ key: qty, code, qty, processId: 5 });
  it.each([
    ['nothing inspected', { inspected: 0, passed: 0, lines: [] }, ['noPieces']],
    ['more than is left', { inspected: 21, passed: 21, lines: [] }, ['tooMany']],
    ['passed above inspected', { inspected: 5, passed: 6, lines: [] }, ['passedOver']],
    ['too few defects', { inspected: 10, passed: 7, lines: [line(2)] }, ['tooFewDefects']],
    ['enough defects', { inspected: 10, passed: 7, lines: [line(2), line(1, 'F01')] }, []],
    ['more defects than failed pieces', { inspected: 10, passed: 9, lines: [line(3)] }, []],
    [
      'defects with every piece passed',
      { inspected: 10, passed: 10, lines: [line(1)] },
      ['defectsWithoutFailure'],
    ],
    [
      'a line without a code',
      { inspected: 10, passed: 9, lines: [{ key: 1, qty: 1, processId: 5 }] },
      ['lineIncomplete'],
    ],
    ['all passed', { inspected: 20, passed: 20, lines: [] }, []],
  ])('%s', (_name, draft, kinds) => {
    expect(formProblems({ ...draft, most: 20 }).map((problem) => problem.kind)).toEqual(kinds);
  });

  it('writes DHU with 2 decimals', () => {
    expect(dhuOf(3, 20)).toBe('15.00');
    expect(dhuOf(1, 3)).toBe('33.33');
    expect(dhuOf(0, 0)).toBe('0.00');
  });
});

describe('paretoBars', () => {
  const row = (key: string, defects: number): QcSummaryRow => ({
    key,
    name: `name ${key}`,
    inspected: 100,
    defects,
    dhu: '0.00',
    passed: 0,
    failed: 0,
    rework: 0,
    firstPassYield: '0.00',
  });
  it('sorts the codes by defects, most first, with the cumulative share', () => {
    expect(paretoBars([row('A', 1), row('B', 6), row('C', 3), row('D', 0)])).toEqual([
      { label: 'B name B', defects: 6, cumulative: 60 },
      { label: 'C name C', defects: 3, cumulative: 90 },
      { label: 'A name A', defects: 1, cumulative: 100 },
    ]);
  });
  it('has no bars without defects', () => {
    expect(paretoBars([row('A', 0)])).toEqual([]);
  });
});
