import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type CartonGroup,
  cartonCount,
  gridOrder,
  mixedCartonProblems,
  packedQty,
  packingInputSchema,
  shipmentExportQuerySchema,
  shipmentInputSchema,
  shipmentQuerySchema,
  shipmentVoidSchema,
  solidCartons,
} from './shipments';

const cell = (colour: string, size: string, qty: number) => ({ colour, size, qty });

describe('solidCartons', () => {
  const cases: { name: string; lines: ReturnType<typeof cell>[]; per: number; groups: CartonGroup[] }[] = [
    {
      name: 'a cell below one carton: one tail carton',
      lines: [cell('黑色', 'S', 7)],
      per: 20,
      groups: [{ fromNo: 1, toNo: 1, contents: [cell('黑色', 'S', 7)] }],
    },
    {
      name: 'exactly full cartons: no tail',
      lines: [cell('黑色', 'M', 60)],
      per: 20,
      groups: [{ fromNo: 1, toNo: 3, contents: [cell('黑色', 'M', 20)] }],
    },
    {
      name: 'full cartons and a tail, numbering on across cells in the order given',
      lines: [cell('黑色', 'S', 38), cell('黑色', 'M', 78), cell('白色', 'S', 28)],
      per: 20,
      groups: [
        { fromNo: 1, toNo: 1, contents: [cell('黑色', 'S', 20)] },
        { fromNo: 2, toNo: 2, contents: [cell('黑色', 'S', 18)] },
        { fromNo: 3, toNo: 5, contents: [cell('黑色', 'M', 20)] },
        { fromNo: 6, toNo: 6, contents: [cell('黑色', 'M', 18)] },
        { fromNo: 7, toNo: 7, contents: [cell('白色', 'S', 20)] },
        { fromNo: 8, toNo: 8, contents: [cell('白色', 'S', 8)] },
      ],
    },
    {
      name: 'cells of 0 take no carton',
      lines: [cell('黑色', 'S', 0), cell('黑色', 'M', 5), cell('黑色', 'L', 0)],
      per: 12,
      groups: [{ fromNo: 1, toNo: 1, contents: [cell('黑色', 'M', 5)] }],
    },
    {
      name: 'one piece a carton',
      lines: [cell('黑色', 'S', 3)],
      per: 1,
      groups: [{ fromNo: 1, toNo: 3, contents: [cell('黑色', 'S', 1)] }],
    },
    { name: 'nothing to pack', lines: [], per: 20, groups: [] },
  ];
  it.each(cases)('$name', ({ lines, per, groups }) => {
    expect(solidCartons(lines, per)).toEqual(groups);
  });

  it('packs the worked example of docs/domain.md §4 into 48 cartons: 黑色 18, 白色 15, 藏青 15', () => {
    const sizes = ['S', 'M', 'L', 'XL', '2XL', '3XL'];
    const order: Record<string, number[]> = {
      黑色: [38, 78, 78, 76, 38, 36],
      白色: [28, 58, 58, 58, 28, 28],
      藏青: [24, 48, 48, 48, 24, 24],
    };
    const lines = Object.entries(order).flatMap(([colour, qtys]) =>
      sizes.map((size, i) => cell(colour, size, qtys[i] ?? 0)),
    );
    const groups = solidCartons(lines, 20);
    expect(cartonCount(groups)).toBe(48);
    const cartonsOf = (colour: string) =>
      groups
        .filter((group) => group.contents[0]?.colour === colour)
        .reduce((n, group) => n + group.toNo - group.fromNo + 1, 0);
    expect([cartonsOf('黑色'), cartonsOf('白色'), cartonsOf('藏青')]).toEqual([18, 15, 15]);
    // Every piece packed once, and carton numbers 1…48 without gap.
    const packed = packedQty(groups);
    for (const line of lines) expect(packed.get(`${line.colour}\u0000${line.size}`)).toBe(line.qty);
    groups.forEach((group, i) => expect(group.fromNo).toBe(i === 0 ? 1 : (groups[i - 1]?.toNo ?? 0) + 1));
    // The last carton is 藏青 3XL's tail: 24 = 20 + 4.
    expect(groups.at(-1)).toEqual({ fromNo: 48, toNo: 48, contents: [cell('藏青', '3XL', 4)] });
  });

  it('refuses a carton of no pieces', () => {
    expect(() => solidCartons([cell('黑色', 'S', 1)], 0)).toThrow(RangeError);
  });
});

describe('mixedCartonProblems', () => {
  const lines = [cell('黑色', 'S', 30), cell('黑色', 'M', 20), cell('白色', 'S', 0)];
  const ok = [
    { fromNo: 1, toNo: 2, contents: [cell('黑色', 'S', 10), cell('黑色', 'M', 10)] },
    { fromNo: 3, toNo: 3, contents: [cell('黑色', 'S', 10)] },
  ];
  it('accepts cartons holding exactly the lines, numbered 1…n', () => {
    expect(mixedCartonProblems(lines, ok)).toEqual([]);
  });
  const cases: { name: string; groups: typeof ok; problems: { path: string; message: string }[] }[] = [
    {
      name: 'not starting at 1',
      groups: [
        { ...ok[0]!, fromNo: 2, toNo: 3 },
        { ...ok[1]!, fromNo: 4, toNo: 4 },
      ],
      problems: [{ path: 'groups[0].fromNo', message: 'the cartons must be numbered from 1' }],
    },
    {
      name: 'a gap',
      groups: [ok[0]!, { ...ok[1]!, fromNo: 4, toNo: 4 }],
      problems: [
        {
          path: 'groups[1].fromNo',
          message: 'must be 3, the carton after the range before (no gap or overlap)',
        },
      ],
    },
    {
      name: 'a range backwards',
      groups: [
        { ...ok[0]!, toNo: 0 },
        { ...ok[1]!, fromNo: 2 },
      ],
      problems: [{ path: 'groups[0].toNo', message: 'must not be below fromNo (1)' }],
    },
    {
      name: 'a colour and size twice in a carton',
      groups: [ok[0]!, { fromNo: 3, toNo: 3, contents: [cell('黑色', 'S', 5), cell('黑色', 'S', 5)] }],
      problems: [{ path: 'groups[1].contents[1]', message: '黑色 S is listed twice' }],
    },
    {
      name: 'fewer pieces packed than shipped',
      groups: [ok[0]!],
      problems: [{ path: 'groups', message: 'the cartons hold 20 pieces of 黑色 S, the lines ship 30' }],
    },
    {
      name: 'a colour and size the lines do not ship',
      groups: [...ok, { fromNo: 4, toNo: 4, contents: [cell('白色', 'S', 1)] }],
      problems: [{ path: 'groups[2].contents[0]', message: 'the lines ship no 白色 S' }],
    },
  ];
  it.each(cases)('finds $name', ({ groups, problems }) => {
    expect(mixedCartonProblems(lines, groups)).toEqual(problems);
  });
});

describe('gridOrder', () => {
  it('orders by the style’s colours, then sizes; unknown ones last in the order given', () => {
    const cells = [cell('白色', 'M', 1), cell('红色', 'S', 1), cell('黑色', 'XS', 1), cell('黑色', 'M', 1)];
    expect(gridOrder(cells, ['黑色', '白色'], ['S', 'M']).map((c) => `${c.colour} ${c.size}`)).toEqual([
      '黑色 M',
      '黑色 XS',
      '白色 M',
      '红色 S',
    ]);
  });
});

describe('shipmentInputSchema', () => {
  const valid = {
    customerId: 1,
    styleId: 2,
    shipDate: '2026-11-23',
    lines: [cell('黑色', 'S', 38), cell('黑色', 'M', 0)],
    unitPrice: '38.00',
    cartons: { mode: 'solid', perCarton: 20, cartonLength: '60', cartonWidth: 40, cartonHeight: '35' },
  };
  it('takes a valid order; left-out customer fields stay undefined, empty ones become null', () => {
    const parsed = shipmentInputSchema.parse({ ...valid, address: '', contact: null });
    expect(parsed).toMatchObject({ unitPrice: '38.00', address: '', contact: null, note: null });
    expect(parsed.phone).toBeUndefined();
    expect(parsed.cartons).toMatchObject({ mode: 'solid', perCarton: 20, cartonWidth: '40' });
    expect(shipmentInputSchema.parse({ ...valid, cartons: undefined, unitPrice: '' })).toMatchObject({
      cartons: null,
      unitPrice: null,
    });
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    [
      'a negative qty',
      { lines: [cell('黑色', 'S', -1)] },
      'lines.0.qty: must be a whole number from 0 to 1000000',
    ],
    [
      'a fraction',
      { lines: [cell('黑色', 'S', 1.5)] },
      'lines.0.qty: must be a whole number from 0 to 1000000',
    ],
    ['nothing shipped', { lines: [cell('黑色', 'S', 0)] }, 'lines: ship at least one piece'],
    ['no lines', { lines: [] }, 'lines: enter at least one colour and size'],
    [
      'a cell twice',
      { lines: [cell('黑色', 'S', 1), cell('黑色', 'S', 2)] },
      'lines.1: 黑色 S is listed twice',
    ],
    [
      'a price of 3 decimals',
      { unitPrice: '1.005' },
      'unitPrice: must be an amount from 0 to 9999999999.99, at most 2 decimals',
    ],
    [
      'a negative price',
      { unitPrice: -1 },
      'unitPrice: must be an amount from 0 to 9999999999.99, at most 2 decimals',
    ],
    ['no ship date', { shipDate: undefined }, 'shipDate: must be a date like 2026-08-12'],
    ['a mistyped year', { shipDate: '9999-12-31' }, 'shipDate: must be a day from 2000-01-01 to 2099-12-31'],
    ['a year long gone', { shipDate: '0202-11-23' }, 'shipDate: must be a day from 2000-01-01 to 2099-12-31'],
    [
      'net heavier than gross',
      { cartons: { ...valid.cartons, grossWeight: '248.50', netWeight: '250' } },
      'cartons.netWeight: must not be more than the gross weight',
    ],
    ['a bad mode', { cartons: { mode: 'box' } }, 'cartons.mode: must be solid or mixed'],
    [
      'solid without perCarton',
      { cartons: { mode: 'solid' } },
      'cartons.perCarton: solid cartons need the pieces per carton',
    ],
    [
      'mixed without groups',
      { cartons: { mode: 'mixed', perCarton: 3 } },
      'cartons.groups: mixed cartons need their carton ranges',
    ],
  ];
  it.each(refusals)('refuses %s, naming the field', (_name, change, message) => {
    const result = shipmentInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const first = result.error?.issues[0];
    expect(`${first?.path.join('.')}: ${first?.message}`).toBe(message);
  });
});

// As in cutting-room-messages.test.ts: no zod wording ever reaches a clerk.
const RAW = /^(Invalid|Too (big|small)|Unrecognized)|expected .* received|<=|>=/;
const VALUES: unknown[] = [
  123,
  -1,
  1.5,
  1e12,
  true,
  null,
  '',
  'abc',
  'x'.repeat(10_000),
  [],
  [1],
  ['a'],
  {},
  { a: 1 },
];

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function variants(valid: Record<string, unknown>): unknown[] {
  const out: unknown[] = [];
  for (const [key, good] of Object.entries(valid)) {
    for (const value of VALUES) out.push({ ...valid, [key]: value });
    if (Array.isArray(good) && good.length > 0) {
      const [first, ...rest] = good as unknown[];
      out.push({ ...valid, [key]: Array.from({ length: 6000 }, () => first) });
      if (first && typeof first === 'object')
        for (const inner of variants(first as Record<string, unknown>))
          out.push({ ...valid, [key]: [inner, ...rest] });
    } else if (good && typeof good === 'object') {
      for (const inner of variants(good as Record<string, unknown>)) out.push({ ...valid, [key]: inner });
    }
  }
  return out;
}

describe('shipment messages', () => {
  const bodies: [string, z.ZodType, Record<string, unknown>][] = [
    [
      'shipment',
      shipmentInputSchema,
      {
        customerId: 1,
        styleId: 1,
        shipDate: '2026-11-23',
        lines: [cell('黑色', 'S', 1)],
        unitPrice: '1',
        address: 'a',
        contact: 'b',
        phone: '0571-8888 1234',
        carrier: 'd',
        vehicleNo: 'e',
        driver: 'f',
        driverPhone: '+86 139 0000 0001',
        note: 'h',
        cartons: { mode: 'mixed', groups: [{ fromNo: 1, toNo: 1, contents: [cell('黑色', 'S', 1)] }] },
      },
    ],
    ['packing', packingInputSchema, { mode: 'solid', perCarton: 1, grossWeight: '1', netWeight: '1' }],
    ['void', shipmentVoidSchema, { reason: 'wrong customer' }],
    [
      'list',
      shipmentQuerySchema,
      {
        page: '0',
        size: '10',
        sort: 'id,asc',
        from: '2026-01-01',
        to: '2026-02-01',
        customerId: '1',
        styleId: '1',
        status: 'draft',
        blurry: 'CH',
      },
    ],
    ['export', shipmentExportQuerySchema, { from: '2026-01-01', customerId: '1', status: 'void' }],
  ];
  it.each(bodies)('%s: every refusal is written for people', (_name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const variant of variants(valid))
      for (const message of messagesOf(schema, variant)) expect(message).not.toMatch(RAW);
  });
});
