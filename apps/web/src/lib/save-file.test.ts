import { describe, expect, it } from 'vitest';
import { exportFileName } from '@/lib/save-file';

describe('exportFileName', () => {
  it.each([
    [new Date(2026, 2, 3, 14, 5, 59), 'audit-log', 'audit-log-20260303-1405.xlsx'],
    [new Date(2026, 11, 31, 9, 0), 'people', 'people-20261231-0900.xlsx'],
  ])('stamps %s', (at, base, name) => {
    expect(exportFileName(base, at)).toBe(name);
  });
});
