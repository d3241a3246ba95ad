import { IMPORT_MAX_BYTES, type ImportResult } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  cellKey,
  errorsOnPreview,
  fileProblem,
  mayWrite,
  rowsToWrite,
} from '@/features/imports/utils/import-result';

const result = (patch: Partial<ImportResult>): ImportResult => ({
  kind: 'customers',
  rows: 3,
  creates: 2,
  updates: 1,
  unchanged: 0,
  errors: [],
  errorCount: 0,
  columns: ['Customer', 'Phone'],
  ignoredColumns: [],
  preview: [],
  written: false,
  ...patch,
});

describe('import result', () => {
  it('takes .xlsx and .csv files up to the server’s limit', () => {
    expect(fileProblem({ name: 'customers.XLSX', size: 10 })).toBeUndefined();
    expect(fileProblem({ name: 'customers.csv', size: IMPORT_MAX_BYTES })).toBeUndefined();
    expect(fileProblem({ name: 'customers.xlsx', size: IMPORT_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(fileProblem({ name: 'customers.xls', size: 10 })).toBe('notSpreadsheet');
    expect(fileProblem({ name: 'notes.txt', size: 10 })).toBe('notSpreadsheet');
  });

  it('may write a file without errors that adds or changes rows', () => {
    expect(rowsToWrite(result({}))).toBe(3);
    expect(mayWrite(result({}))).toBe(true);
    expect(mayWrite(result({ errorCount: 1 }))).toBe(false);
    expect(mayWrite(result({ creates: 0, updates: 0, unchanged: 3 }))).toBe(false);
  });

  it('lays errors on their cells, and a row’s own or an unshown column’s on the row', () => {
    const error = (row: number, column: string | null, message: string) => ({
      row,
      column,
      cell: null,
      value: null,
      message,
    });
    const { cells, rows } = errorsOnPreview(
      result({
        errors: [
          error(2, 'Phone', 'Not a phone number'),
          error(2, 'Phone', 'Too long'),
          error(3, null, 'Already there'),
          error(4, 'Colour', 'Unknown column'),
        ],
        errorCount: 4,
      }),
    );
    expect(cells.get(cellKey(2, 1))).toEqual(['Not a phone number', 'Too long']);
    expect(cells.size).toBe(1);
    expect(rows.get(3)).toEqual(['Already there']);
    expect(rows.get(4)).toEqual(['Unknown column']);
  });
});
