import type { Process } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  copiedProcessRows,
  newProcessRow,
  type ProcessRow,
  processList,
  toProcessInput,
  toProcessRow,
} from '@/features/styles/utils/process-rows';

const row = (name: string, change: Partial<ProcessRow> = {}): ProcessRow => ({
  ...newProcessRow(),
  name,
  ...change,
});
const names = (rows: readonly ProcessRow[]) => rows.map((r) => r.name);

describe('process list', () => {
  const rows = [row('Join shoulders'), row('Make placket'), row('Attach collar', { stage: 'finishing' })];

  it('moves a row up and down, its key with it, and not past either end', () => {
    const up = processList.moveUp(rows, 2);
    expect(names(up)).toEqual(['Join shoulders', 'Attach collar', 'Make placket']);
    expect(up[1]?.key).toBe(rows[2]?.key);
    expect(names(processList.moveDown(rows, 0))).toEqual(['Make placket', 'Join shoulders', 'Attach collar']);
    expect(names(processList.moveUp(rows, 0))).toEqual(names(rows));
    expect(names(processList.moveDown(rows, 2))).toEqual(names(rows));
  });

  it('adds an empty row after the given one, with its stage, or first in an empty list', () => {
    const { rows: after, added } = processList.addAfter(rows, 2);
    expect(names(after)).toEqual([...names(rows), '']);
    expect(after[3]).toBe(added);
    expect(added.stage).toBe('finishing');
    const { rows: between } = processList.addAfter(rows, 0);
    expect(names(between)).toEqual(['Join shoulders', '', 'Make placket', 'Attach collar']);
    const { rows: first } = processList.addAfter([], -1);
    expect(first).toHaveLength(1);
    expect(first[0]?.stage).toBe('sewing');
    expect(new Set(after.map((r) => r.key)).size).toBe(4);
  });

  it('removes a row and changes one, leaving the others alone', () => {
    expect(names(processList.remove(rows, 1))).toEqual(['Join shoulders', 'Attach collar']);
    const changed = processList.change(rows, 1, { rate: '0.40' });
    expect(changed[1]?.rate).toBe('0.40');
    expect(changed[0]).toBe(rows[0]);
  });

  it('sends a row with its rates as text, blank size rates dropped and the quota a number', () => {
    const input = toProcessInput(
      row(' Attach collar ', { rate: ' 0.45', sizeRates: { '3XL': '0.50 ', XL: ' ' }, dailyQuota: ' 300 ' }),
    );
    expect(input).toEqual({
      name: 'Attach collar',
      stage: 'sewing',
      rate: '0.45',
      sizeRates: { '3XL': '0.50' },
      dailyQuota: 300,
      sam: null,
    });
    expect(toProcessInput(row('x', { dailyQuota: '' })).dailyQuota).toBeNull();
    expect(toProcessInput(row('x', { sam: ' 1.25 ' })).sam).toBe('1.25');
    expect(toProcessInput(row('x', { sam: ' ' })).sam).toBeNull();
  });

  it('copies another style’s processes, keeping size rates of this style’s sizes only', () => {
    const process: Process = {
      id: 9,
      seq: 1,
      name: 'Attach collar',
      stage: 'sewing',
      rate: '0.450',
      sizeRates: { '3XL': '0.500', '4XL': '0.550' },
      dailyQuota: 200,
      sam: null,
    };
    expect(toProcessRow(process)).toMatchObject({
      rate: '0.45',
      sizeRates: { '4XL': '0.55' },
      dailyQuota: '200',
      sam: '',
    });
    expect(toProcessRow({ ...process, sam: '1.200' }).sam).toBe('1.20');
    const [copied] = copiedProcessRows([process], ['S', '3XL']);
    expect(copied?.sizeRates).toEqual({ '3XL': '0.50' });
    expect(process.sizeRates).toEqual({ '3XL': '0.500', '4XL': '0.550' });
  });
});
