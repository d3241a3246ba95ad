import { describe, expect, it } from 'vitest';
import {
  bottleneckSeq,
  boardAddress,
  efficiencyTone,
  formatGarments,
  formatPercent,
  hourLabel,
  linkStatus,
  MAX_WIP_ROWS,
  outputTone,
  tileHints,
  wipRows,
} from '@/features/board/utils/board-figures';

describe('efficiencyTone', () => {
  it.each([
    [0.7, 0.7, 'good'],
    [0.82, 0.7, 'good'],
    [0.6999, 0.7, 'near'],
    [0.55, 0.7, 'near'],
    [0.5499, 0.7, 'behind'],
    [0, 0.7, 'behind'],
    [null, 0.7, 'none'],
  ] as const)('%s against %s is %s', (efficiency, target, tone) => {
    expect(efficiencyTone(efficiency, target)).toBe(tone);
  });
});

describe('outputTone', () => {
  it.each([
    [480, 480, 'good'],
    [500, 480, 'good'],
    [420, 480, 'near'],
    [400, 480, 'behind'],
    [400, null, 'none'],
  ] as const)('%s against a target of %s is %s', (output, target, tone) => {
    expect(outputTone(output, target)).toBe(tone);
  });
});

describe('formatting', () => {
  it.each([
    [0.734, '73%'],
    [1.005, '101%'],
    [0, '0%'],
    [null, '—'],
  ] as const)('formatPercent(%s) is %s', (value, text) => expect(formatPercent(value)).toBe(text));

  it.each([
    [412.6, '413'],
    [12_345.2, '12,345'],
    [0, '0'],
    [null, '—'],
  ] as const)('formatGarments(%s) is %s', (value, text) => expect(formatGarments(value)).toBe(text));

  it('labels an hour by its start', () => {
    expect(hourLabel(8)).toBe('08:00');
    expect(hourLabel(13)).toBe('13:00');
  });
});

describe('the slowest process and the WIP rows', () => {
  const wip = Array.from({ length: 15 }, (_, i) => ({ seq: i + 1, name: `P${i + 1}`, wip: i === 2 ? 0 : i }));

  it('takes the server’s slowest process, else the one with the most work waiting', () => {
    expect(bottleneckSeq({ wip, slowest: { seq: 3, name: 'P3', done: 10 } })).toBe(3);
    expect(bottleneckSeq({ wip, slowest: null })).toBe(15);
    expect(bottleneckSeq({ wip: [{ seq: 1, name: 'P1', wip: 0 }], slowest: null })).toBeUndefined();
  });

  it('shows every process that fits, in order', () => {
    const few = wip.slice(0, 5);
    expect(wipRows(few, 3)).toBe(few);
  });

  it('keeps those with the most waiting, and the slowest, in their order', () => {
    const rows = wipRows(wip, 3);
    expect(rows).toHaveLength(MAX_WIP_ROWS);
    expect(rows.map((row) => row.seq)).toEqual([3, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });
});

describe('display links', () => {
  it('is active until revoked', () => {
    expect(linkStatus({ revokedAt: null })).toBe('active');
    expect(linkStatus({ revokedAt: '2026-12-01T08:00:00Z' })).toBe('revoked');
  });

  it.each([
    ['http://192.168.1.20:8000', 'http://192.168.1.20:8000/#/board?key=abc_-1'],
    ['http://192.168.1.20:8000/', 'http://192.168.1.20:8000/#/board?key=abc_-1'],
    [
      'https://factory.example.com/gbo/?x=1#/work/board',
      'https://factory.example.com/gbo/#/board?key=abc_-1',
    ],
  ])('opens the board at the app’s address %s', (app, address) => {
    expect(boardAddress(app, 'abc_-1')).toBe(address);
  });
});

describe('tileHints', () => {
  const style = { styleNo: 'PL2408', name: 'Polo', samTotal: '12.500' };
  it.each([
    ['before the first scan', { style: null, efficiency: null }, { output: 'waiting' }],
    [
      'a style without SAM',
      { style: { ...style, samTotal: null }, efficiency: 0 },
      { output: 'noSam', efficiency: 'noSam' },
    ],
    ['a style with SAM, nobody attending', { style, efficiency: null }, { efficiency: 'noAttendance' }],
    ['a style with SAM and an efficiency', { style, efficiency: 0.61 }, {}],
  ] as const)('%s', (_, board, hints) => {
    expect(tileHints(board)).toEqual(hints);
  });
});
