import { describe, expect, it } from 'vitest';
import {
  checkCutOrderRequest,
  type CutOrderFormValues,
  initialFormValues,
  layRows,
  shownErrors,
  ratioFrom,
  serverFieldError,
  toCutOrderRequest,
} from '@/features/cutting/utils/cut-order-form';

const SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL'];

/** The worked example (docs/domain.md §4) as the clerk types it, with a blank last row in the grid. */
function workedExample(): CutOrderFormValues {
  const values = initialFormValues('2026-08-12', 30);
  return {
    ...values,
    styleId: 7,
    markerName: ' MK-PL2408-A ',
    markerLength: '6.80',
    ratio: { S: 1, M: 2, L: 2, XL: 2, '2XL': 1, '3XL': 1 },
    lays: [
      { key: 101, colour: 'black', layers: 40, dyeLot: 'G2408-11', shade: 'A' },
      { key: 102, colour: 'white', layers: 30, dyeLot: '', shade: ' ' },
      { key: 103, colour: 'navy', layers: 25 },
      { key: 104 },
    ],
  };
}

describe('toCutOrderRequest', () => {
  it('is nothing until a style is chosen', () => {
    expect(toCutOrderRequest(initialFormValues('2026-08-12'), SIZES)).toBeUndefined();
  });

  it('sends every size in the style order, the lays that say something, and the split chosen', () => {
    const request = toCutOrderRequest(workedExample(), SIZES);
    expect(request?.body).toEqual({
      styleId: 7,
      cutDate: '2026-08-12',
      ratio: [
        { size: 'S', ratio: 1 },
        { size: 'M', ratio: 2 },
        { size: 'L', ratio: 2 },
        { size: 'XL', ratio: 2 },
        { size: '2XL', ratio: 1 },
        { size: '3XL', ratio: 1 },
      ],
      lays: [
        { colour: 'black', layers: 40, dyeLot: 'G2408-11', shade: 'A' },
        { colour: 'white', layers: 30 },
        { colour: 'navy', layers: 25 },
      ],
      maxPlies: 30,
      markerName: 'MK-PL2408-A',
      markerLength: '6.80',
    });
    expect(request?.layKeys).toEqual([101, 102, 103]);
    expect(checkCutOrderRequest(request!)).toEqual({});
  });

  it('sends a bundle size instead of max plies, an empty ratio as 0, and the optional numbers when given', () => {
    const values: CutOrderFormValues = {
      ...workedExample(),
      mode: 'bundleSize',
      bundleSize: 20,
      ratio: { S: 1, M: null },
      bedNo: 3,
      startBundleNo: 101,
      note: ' recut ',
    };
    const body = toCutOrderRequest(values, SIZES)?.body;
    expect(body).toMatchObject({ bundleSize: 20, bedNo: 3, startBundleNo: 101, note: 'recut' });
    expect(body).not.toHaveProperty('maxPlies');
    expect(body?.ratio.slice(0, 3)).toEqual([
      { size: 'S', ratio: 1 },
      { size: 'M', ratio: 0 },
      { size: 'L', ratio: 0 },
    ]);
  });

  it('leaves max plies out when empty: the server takes the factory default', () => {
    const body = toCutOrderRequest({ ...workedExample(), maxPlies: null }, SIZES)?.body;
    expect(body).not.toHaveProperty('maxPlies');
    expect(body).not.toHaveProperty('bundleSize');
  });
});

describe('checkCutOrderRequest', () => {
  it('names the form field of each problem: a grid cell by its row, the ratio as a whole', () => {
    const values = workedExample();
    values.ratio = {};
    values.lays = layRows.update(values.lays, 102, { layers: 0 });
    const request = toCutOrderRequest(values, SIZES)!;
    expect(checkCutOrderRequest(request)).toEqual({
      'lays.102.layers': 'must be a whole number from 1 to 2000',
      ratio: 'at least one size needs a ratio above 0',
    });
  });

  it('asks for a lay when the grid is blank', () => {
    const request = toCutOrderRequest({ ...workedExample(), lays: [{ key: 1 }] }, SIZES)!;
    expect(checkCutOrderRequest(request)).toEqual({ lays: 'enter at least one lay' });
  });

  it('names a size whose ratio is wrong', () => {
    const request = toCutOrderRequest({ ...workedExample(), ratio: { S: 1, M: 51 } }, SIZES)!;
    expect(checkCutOrderRequest(request)).toEqual({ 'ratio.M': 'must be a whole number from 0 to 50' });
  });
});

describe('serverFieldError', () => {
  const request = toCutOrderRequest(workedExample(), SIZES)!;
  it.each([
    [
      'lays[1].colour: red is not a colour of the style',
      { field: 'lays.102.colour', message: 'red is not a colour of the style' },
    ],
    [
      'ratio[5].size: 4XL is not a size of the style',
      { field: 'ratio.3XL', message: '4XL is not a size of the style' },
    ],
    [
      'ratio: at least one size needs a ratio above 0',
      { field: 'ratio', message: 'at least one size needs a ratio above 0' },
    ],
    [
      'bedNo 2 is already used by this style',
      { field: 'bedNo', message: 'bedNo 2 is already used by this style' },
    ],
    [
      'startBundleNo: bundle number 5 is already used',
      { field: 'startBundleNo', message: 'bundle number 5 is already used' },
    ],
  ])('%s', (message, expected) => {
    expect(serverFieldError(message, request)).toEqual(expected);
  });

  it('leaves a message that names no field of the form to the form as a whole', () => {
    expect(serverFieldError('Bundle number 37 is already used in this style', request)).toBeUndefined();
    expect(serverFieldError('Style not found', request)).toBeUndefined();
  });
});

describe('layRows', () => {
  it('adds a blank row, updates one by key, and always keeps one row', () => {
    const [first] = initialFormValues('2026-08-12').lays;
    let rows = layRows.add([first!]);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.key).not.toBe(first?.key);
    rows = layRows.update(rows, first!.key, { colour: 'black', layers: 40 });
    expect(rows[0]).toMatchObject({ colour: 'black', layers: 40 });
    expect(rows[1]).toEqual({ key: rows[1]?.key });
    rows = layRows.remove(rows, first!.key);
    expect(rows).toHaveLength(1);
    rows = layRows.remove(rows, rows[0]!.key);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.colour).toBeUndefined();
  });

  it('copies an earlier bed: its lays as rows, its ratio by size', () => {
    const rows = layRows.from([
      { colour: 'black', layers: 40, dyeLot: 'G1', shade: null },
      { colour: 'white', layers: 30, dyeLot: null, shade: 'B' },
    ]);
    expect(rows.map(({ key: _key, ...row }) => row)).toEqual([
      { colour: 'black', layers: 40, dyeLot: 'G1', shade: undefined },
      { colour: 'white', layers: 30, dyeLot: undefined, shade: 'B' },
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);
    expect(layRows.from([])).toHaveLength(1);
    expect(
      ratioFrom([
        { size: 'S', ratio: 1 },
        { size: 'M', ratio: 2 },
      ]),
    ).toEqual({ S: 1, M: 2 });
  });
});

describe('shownErrors', () => {
  const values = workedExample();
  values.lays = [
    { key: 1, colour: 'black' },
    { key: 2, layers: 0 },
  ];
  const errors = {
    styleId: 'styleId is required',
    ratio: 'at least one size needs a ratio above 0',
    'lays.1.layers': 'must be a whole number from 1 to 2000',
    'lays.2.colour': 'must not be blank',
    'lays.2.layers': 'must be a whole number from 1 to 2000',
    markerLength: 'must be metres from 0 to 9999.99',
  };
  it('before Generate: what was typed wrong, not what is still to type', () => {
    expect(shownErrors(errors, values, false)).toEqual({
      'lays.2.layers': 'must be a whole number from 1 to 2000',
      markerLength: 'must be metres from 0 to 9999.99',
    });
  });
  it('after Generate was tried: everything', () => {
    expect(shownErrors(errors, values, true)).toEqual(errors);
  });
});
