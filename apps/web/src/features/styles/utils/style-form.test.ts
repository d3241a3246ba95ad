import type { Style } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { cellKey } from '@/features/styles/utils/order-matrix';
import { newProcessRow } from '@/features/styles/utils/process-rows';
import {
  checkStyle,
  initialStyleValues,
  placeIssue,
  type StyleFormValues,
  toStyleBody,
} from '@/features/styles/utils/style-form';

const values = (change: Partial<StyleFormValues> = {}): StyleFormValues => ({
  ...initialStyleValues(),
  styleNo: ' PL2408 ',
  name: 'Polo',
  colours: ['Black'],
  sizes: ['S', 'M'],
  ...change,
});

describe('style form', () => {
  it('builds the body the API takes, blanks as null, the processes in list order', () => {
    const body = toStyleBody(
      values({
        customerId: 4,
        deliveryDate: '2026-09-30',
        orderCells: { [cellKey('Black', 'M')]: 20 },
        processes: [{ ...newProcessRow(), name: 'Join shoulders', rate: '0.12' }],
      }),
    );
    expect(body).toEqual({
      styleNo: 'PL2408',
      name: 'Polo',
      customerId: 4,
      orderNo: null,
      deliveryDate: '2026-09-30',
      colours: ['Black'],
      sizes: ['S', 'M'],
      orderQty: [{ colour: 'Black', size: 'M', qty: 20 }],
      overcutPct: '0',
      finalInspection: false,
      note: null,
      processes: [
        { name: 'Join shoulders', stage: 'sewing', rate: '0.12', sizeRates: {}, dailyQuota: null, sam: null },
      ],
    });
    expect(checkStyle(body)).toEqual([]);
  });

  it('finds what the server would refuse, by field', () => {
    const body = toStyleBody(
      values({
        styleNo: ' ',
        sizes: [],
        processes: [{ ...newProcessRow(), name: 'Collar', rate: '0.4567', sizeRates: { '3XL': '0.5' } }],
      }),
    );
    const paths = checkStyle(body).map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['styleNo', 'sizes', 'processes.0.rate', 'processes.0.sizeRates.3XL']),
    );
  });

  it('places an issue on its form item, a process’s on its cell', () => {
    expect(placeIssue(['styleNo'])).toEqual({ field: 'styleNo' });
    expect(placeIssue(['orderQty', 3, 'qty'])).toEqual({ field: 'orderCells' });
    expect(placeIssue(['processes', 2, 'rate'])).toEqual({ field: 'processes', cell: 'processes.2.rate' });
    expect(placeIssue(['processes', 0, 'sizeRates', '3XL'])).toEqual({
      field: 'processes',
      cell: 'processes.0.sizeRates',
    });
    expect(placeIssue(['processes'])).toEqual({ field: 'processes' });
    expect(placeIssue(['colours', 1])).toEqual({ field: 'colours' });
    expect(placeIssue(['elsewhere'])).toBeUndefined();
  });

  it('opens a style with its lines, the overcut as a clerk writes it', () => {
    const style: Style = {
      id: 1,
      styleNo: 'PL2408',
      name: 'Polo',
      customerId: 2,
      customerName: 'Youshan',
      orderNo: 'DD-1',
      deliveryDate: '2026-09-30',
      colours: ['Black'],
      sizes: ['S'],
      orderTotal: 5,
      overcutPct: '3.00',
      finalInspection: false,
      note: null,
      processCount: 1,
      rateTotal: '0.120',
      samTotal: null,
      createTime: '2026-01-01T00:00:00Z',
      orderQty: [{ colour: 'Black', size: 'S', qty: 5 }],
      processes: [
        {
          id: 3,
          seq: 1,
          name: 'Join',
          stage: 'sewing',
          rate: '0.120',
          sizeRates: {},
          dailyQuota: null,
          sam: null,
        },
      ],
    };
    const opened = initialStyleValues(style);
    expect(opened).toMatchObject({
      overcutPct: '3',
      customerId: 2,
      orderCells: { [cellKey('Black', 'S')]: 5 },
    });
    expect(opened.processes[0]).toMatchObject({ name: 'Join', rate: '0.12', dailyQuota: '' });
    expect(initialStyleValues({ ...style, overcutPct: '2.50' }).overcutPct).toBe('2.5');
  });
});
