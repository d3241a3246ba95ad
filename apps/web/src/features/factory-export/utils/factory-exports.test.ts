import type { FactoryExport } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  anyRunning,
  exportPercent,
  formatRows,
  runningExport,
} from '@/features/factory-export/utils/factory-exports';

const item = (overrides: Partial<FactoryExport>): FactoryExport => ({
  id: 1,
  status: 'done',
  area: null,
  areasDone: 8,
  rows: 10,
  sizeBytes: 100,
  fileName: 'factory-1-data.zip',
  error: null,
  createdBy: 'Wang Fang',
  createdAt: '2026-12-03T02:00:00.000Z',
  finishedAt: '2026-12-03T02:01:00.000Z',
  ...overrides,
});

describe('factory exports', () => {
  it('finds the running one', () => {
    const running = item({ id: 2, status: 'running', area: 'scans', areasDone: 4, fileName: null });
    expect(anyRunning(undefined)).toBe(false);
    expect(anyRunning([item({})])).toBe(false);
    expect(anyRunning([running, item({})])).toBe(true);
    expect(runningExport([running, item({})])).toBe(running);
    expect(runningExport([item({ status: 'failed', error: 'failed' })])).toBeUndefined();
  });

  it.each([
    [0, null, 0],
    [0, 'people', 6],
    [4, 'scans', 56],
    [7, 'audit-log', 93],
    [8, null, 99],
  ] as const)('%d areas done, writing %s → %d%%', (areasDone, area, percent) => {
    expect(exportPercent({ areasDone, area })).toBe(percent);
  });

  it('writes row counts with thousands separators', () => {
    expect(formatRows(1_234_000)).toBe('1,234,000');
    expect(formatRows(0)).toBe('0');
  });
});
