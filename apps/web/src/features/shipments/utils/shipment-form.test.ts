import type { ShipmentFigure } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  amountMills,
  cartonsOf,
  formProblems,
  gridLines,
  gridTotals,
  initialShipmentValues,
  mixedGroups,
  mixedProblems,
  overFinished,
  priceMills,
  refusalField,
  toShipmentBody,
  valuesOfShipment,
} from '@/features/shipments/utils/shipment-form';
import { shipment } from '@/features/shipments/utils/shipment-fixture';
import { formatMills } from '@/lib/money';

const COLOURS = ['black', 'white'];
const SIZES = ['S', 'M'];
const key = (colour: string, size: string) => `${colour}\u0000${size}`;
const qty = { [key('black', 'S')]: 38, [key('black', 'M')]: 20, [key('white', 'M')]: 5 };

describe('the shipment form', () => {
  it('lists every cell in grid order, blanks as 0, and totals rows and columns', () => {
    const lines = gridLines(qty, COLOURS, SIZES);
    expect(lines).toEqual([
      { colour: 'black', size: 'S', qty: 38 },
      { colour: 'black', size: 'M', qty: 20 },
      { colour: 'white', size: 'S', qty: 0 },
      { colour: 'white', size: 'M', qty: 5 },
    ]);
    const totals = gridTotals(lines);
    expect([...totals.rows]).toEqual([
      ['black', 58],
      ['white', 5],
    ]);
    expect([...totals.columns]).toEqual([
      ['S', 38],
      ['M', 25],
    ]);
    expect(totals.total).toBe(63);
  });

  it.each([
    ['38.00', 38_000],
    ['0.29', 290],
    ['38.5', 38_500],
    ['', undefined],
    ['38.005', undefined],
    ['-1', undefined],
    ['abc', undefined],
  ])('reads the price %j as %s mills', (text, mills) => {
    expect(priceMills(text)).toBe(mills);
  });

  it('multiplies exactly, past 2^53', () => {
    expect(formatMills(amountMills(818, 38_000))).toBe('31,084.00');
    expect(formatMills(amountMills(3, 290))).toBe('0.87');
    expect(formatMills(amountMills(1_000_000, 9_999_999_999_990))).toBe('9,999,999,999,990,000.00');
  });

  it('packs solid cartons with the shared rule: full cartons and a tail per cell', () => {
    const values = { ...initialShipmentValues('2026-11-23'), qty, perCarton: 20 };
    const groups = cartonsOf(values, gridLines(qty, COLOURS, SIZES));
    expect(groups.map((group) => [group.fromNo, group.toNo, group.contents[0]?.qty])).toEqual([
      [1, 1, 20],
      [2, 2, 18],
      [3, 3, 20],
      [4, 4, 5],
    ]);
  });

  it('joins mixed rows of one range into one carton range and checks them against the grid', () => {
    const lines = gridLines(qty, COLOURS, SIZES);
    const mixed = [
      { key: 1, fromNo: 1, toNo: 2, colour: 'black', size: 'S', qty: 19 },
      { key: 2, fromNo: 1, toNo: 2, colour: 'black', size: 'M', qty: 10 },
      { key: 3, fromNo: 3, toNo: 3, colour: 'white', size: 'M', qty: 5 },
      { key: 4 },
    ];
    expect(mixedGroups(mixed)).toEqual([
      {
        fromNo: 1,
        toNo: 2,
        contents: [
          { colour: 'black', size: 'S', qty: 19 },
          { colour: 'black', size: 'M', qty: 10 },
        ],
      },
      { fromNo: 3, toNo: 3, contents: [{ colour: 'white', size: 'M', qty: 5 }] },
    ]);
    const values = { ...initialShipmentValues('2026-11-23'), qty, packing: 'mixed' as const, mixed };
    expect(mixedProblems(values, lines)).toEqual([]);
    const short = { ...values, mixed: mixed.slice(2) };
    expect(mixedProblems(short, lines).map((problem) => problem.message)).toContain(
      'the cartons must be numbered from 1',
    );
  });

  it('finds what keeps the order from saving', () => {
    const blank = initialShipmentValues('2026-11-23');
    expect(formProblems(blank, [])).toEqual({
      customerId: 'customerRequired',
      styleId: 'styleRequired',
      'cartons.perCarton': 'perCarton',
    });
    const typed = {
      ...blank,
      customerId: 1,
      styleId: 7,
      unitPrice: '3.999',
      packing: 'none' as const,
      cartonLength: 'x',
      phone: 'abc',
      driverPhone: '0574-8726 1588 ext. 12',
    };
    expect(formProblems(typed, gridLines({}, COLOURS, SIZES))).toEqual({
      lines: 'noPieces',
      unitPrice: 'price',
      phone: 'phone',
    });
    expect(formProblems({ ...typed, phone: ' ', driverPhone: 'call me' }, [])).toMatchObject({
      driverPhone: 'phone',
    });
  });

  it('sends every cell, the packing chosen, and blanks as null', () => {
    const values = {
      ...initialShipmentValues('2026-11-23'),
      customerId: 1,
      styleId: 7,
      qty,
      unitPrice: ' 38.00 ',
      perCarton: 20,
      cartonLength: '60',
      address: ' Binjiang ',
    };
    expect(toShipmentBody(values, COLOURS, SIZES)).toMatchObject({
      customerId: 1,
      styleId: 7,
      shipDate: '2026-11-23',
      lines: gridLines(qty, COLOURS, SIZES),
      unitPrice: '38.00',
      cartons: { mode: 'solid', perCarton: 20, cartonLength: '60', cartonWidth: null, grossWeight: null },
      address: 'Binjiang',
      contact: null,
      note: null,
    });
    expect(toShipmentBody({ ...values, packing: 'none' }, COLOURS, SIZES).cartons).toBeNull();
  });

  it('warns of cells over what is left, never of blank ones', () => {
    const figure = (colour: string, size: string, left: number): ShipmentFigure => ({
      colour,
      size,
      ordered: 40,
      finished: left,
      shipped: 0,
      left,
    });
    const figures = [figure('black', 'S', 30), figure('black', 'M', 20), figure('white', 'S', -5)];
    expect(overFinished(gridLines(qty, COLOURS, SIZES), figures)).toEqual([
      { colour: 'black', size: 'S', qty: 38, available: 30 },
      { colour: 'white', size: 'M', qty: 5, available: 0 },
    ]);
  });

  it.each([
    [
      'lines[0].colour: red is not a colour of PL2408',
      { field: 'lines', message: 'lines[0].colour: red is not a colour of PL2408' },
    ],
    [
      'cartons.perCarton: must be a whole number from 1 to 10000',
      { field: 'cartons.perCarton', message: 'must be a whole number from 1 to 10000' },
    ],
    ['cartons.groups[2].fromNo: must be 5', { field: 'cartons.groups', message: 'must be 5' }],
    [
      'shipDate: must be a real date like 2026-08-12',
      { field: 'shipDate', message: 'must be a real date like 2026-08-12' },
    ],
    ['Shipment order CH-1 is confirmed', { message: 'Shipment order CH-1 is confirmed' }],
  ])('puts the refusal %j where it belongs', (message, expected) => {
    expect(refusalField(message)).toEqual(expected);
  });

  it('opens a saved draft as it was saved', () => {
    const values = valuesOfShipment(shipment);
    const body = toShipmentBody(values, shipment.colours, shipment.sizes);
    expect(body.lines.filter((line) => line.qty > 0)).toEqual(
      shipment.lines.map(({ colour, size, qty }) => ({ colour, size, qty })),
    );
    expect(body).toMatchObject({
      customerId: 1,
      styleId: 7,
      unitPrice: '38.00',
      address: 'Binjiang',
      cartons: { mode: 'solid', perCarton: 20, cartonLength: '60', grossWeight: '30.50' },
    });
    const mixed = valuesOfShipment({
      ...shipment,
      packing: {
        ...(shipment.packing as NonNullable<typeof shipment.packing>),
        mode: 'mixed',
        perCarton: null,
      },
    });
    expect(mixedGroups(mixed.mixed)).toEqual(
      shipment.packing?.groups.map(({ fromNo, toNo, contents }) => ({ fromNo, toNo, contents })),
    );
  });
});
