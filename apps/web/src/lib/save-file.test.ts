import { describe, expect, it } from 'vitest';
import { exportFileName, fileNameOf } from '@/lib/save-file';

describe('exportFileName', () => {
  it.each([
    [new Date(2026, 2, 3, 14, 5, 59), 'audit-log', 'audit-log-20260303-1405.xlsx'],
    [new Date(2026, 11, 31, 9, 0), 'people', 'people-20261231-0900.xlsx'],
  ])('stamps %s', (at, base, name) => {
    expect(exportFileName(base, at)).toBe(name);
  });
});

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="CH-1-cartons-carton100x100-203dpi.zpl"', 'CH-1-cartons-carton100x100-203dpi.zpl'],
    ['attachment; filename=tickets.prn', 'tickets.prn'],
    ['attachment; filename="a.zpl"; filename*=UTF-8\'\'%E8%8F%B2%E7%A5%A8.zpl', '菲票.zpl'],
    ['attachment; filename="we \\"quote\\".zpl"', 'we "quote".zpl'],
  ])('reads %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });

  it.each([undefined, null, '', 'attachment', 'attachment; filename="../etc/passwd"', 'inline; filename=""'])(
    'gives none for %s',
    (header) => {
      expect(fileNameOf(header)).toBeUndefined();
    },
  );
});
