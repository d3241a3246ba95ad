import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { customerCreateSchema, customerQuerySchema } from './customers';
import {
  bundleAppendSchema,
  bundleQuerySchema,
  bundleUpdateSchema,
  bundleVoidSchema,
  cutOrderInputSchema,
  cutOrderQuerySchema,
  syncProcessesSchema,
  ticketPrintRequestSchema,
  MAX_BUNDLE_NO,
} from './cut-orders';
import { styleInputSchema, styleQuerySchema } from './styles';

// Zod's own wording ("Invalid input: expected string, received number", "Too big: expected string to have
// <=64 characters", "Too small: …") means nothing to a clerk: every message of these schemas is written here.
const RAW = /^(Invalid|Too (big|small)|Unrecognized)|expected .* received|<=|>=/;

const BODY_VALUES: unknown[] = [
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
const QUERY_VALUES: unknown[] = [
  '',
  'abc',
  '-1',
  '1.5',
  '1e3',
  '9'.repeat(20),
  'x'.repeat(10_000),
  ['1', '2'],
];

/** Every message of a failed parse. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** Each field of a valid body (and each field of its lists' first items) replaced by each value in turn. */
function variants(valid: Record<string, unknown>, values: unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const [key, good] of Object.entries(valid)) {
    for (const value of values) out.push({ ...valid, [key]: value });
    if (Array.isArray(good) && good.length > 0) {
      const [first, ...rest] = good as unknown[];
      for (const value of values) out.push({ ...valid, [key]: [value, ...rest] });
      // A list longer than any allowed.
      out.push({ ...valid, [key]: Array.from({ length: 25_000 }, () => first) });
      if (first && typeof first === 'object' && !Array.isArray(first))
        for (const inner of variants(first as Record<string, unknown>, values))
          out.push({ ...valid, [key]: [inner, ...rest] });
    } else if (good && typeof good === 'object' && !Array.isArray(good)) {
      for (const inner of variants(good as Record<string, unknown>, values))
        out.push({ ...valid, [key]: inner });
    }
  }
  return out;
}

const style = {
  styleNo: 'PL1',
  name: 'Polo',
  customerId: 1,
  orderNo: 'O-1',
  deliveryDate: '2026-08-12',
  colours: ['黑色'],
  sizes: ['S'],
  orderQty: [{ colour: '黑色', size: 'S', qty: 1 }],
  overcutPct: '3',
  note: 'n',
  processes: [{ name: '合肩', stage: 'sewing', rate: '0.1', sizeRates: { S: '0.2' }, dailyQuota: 100 }],
};
const cutOrder = {
  styleId: 1,
  bedNo: 1,
  cutDate: '2026-08-12',
  ratio: [{ size: 'S', ratio: 1 }],
  lays: [{ colour: '黑色', layers: 10, dyeLot: 'G1', shade: 'A' }],
  maxPlies: 30,
  startBundleNo: 1,
  markerName: 'MK',
  markerLength: '6.8',
  note: 'n',
};

const bodies: [string, z.ZodType, Record<string, unknown>][] = [
  [
    'customer',
    customerCreateSchema,
    { name: 'A', contact: 'B', phone: '0571-8888 1234', address: 'C', note: 'D' },
  ],
  ['style', styleInputSchema, style],
  ['cut order', cutOrderInputSchema, cutOrder],
  ['sync', syncProcessesSchema, { ids: [1, 2] }],
  [
    're-cut',
    bundleAppendSchema,
    { cutOrderId: 1, colour: '黑色', size: 'S', qty: 10, bundles: 2, dyeLot: 'G', shade: 'A', note: 'n' },
  ],
  ['bundle edit', bundleUpdateSchema, { qty: 1, note: 'n' }],
  ['void', bundleVoidSchema, { reason: 'stained' }],
  ['print', ticketPrintRequestSchema, { template: 'a4', bundleIds: [1], withProcesses: true }],
  [
    'print of a bed',
    ticketPrintRequestSchema,
    { template: 'a4', cutOrderId: 1, bundleNoFrom: 1, bundleNoTo: 2, withProcesses: true },
  ],
];
const queries: [string, z.ZodType, Record<string, unknown>][] = [
  ['customers', customerQuerySchema, { page: '0', size: '10', sort: 'id,asc', blurry: 'a' }],
  ['styles', styleQuerySchema, { page: '0', size: '10', sort: 'id,asc', blurry: 'a', customerId: '1' }],
  [
    'cut orders',
    cutOrderQuerySchema,
    {
      page: '0',
      size: '10',
      sort: 'id,asc',
      styleId: '1',
      customerId: '1',
      bedNo: '1',
      blurry: 'a',
      cutDate: ['2026-01-01', '2026-02-01'],
    },
  ],
  [
    'bundles',
    bundleQuerySchema,
    {
      page: '0',
      size: '10',
      sort: 'id,asc',
      cutOrderId: '1',
      styleId: '1',
      bundleNo: '1',
      ticketNo: '1',
      colour: '黑色',
      sizeName: 'S',
      status: 'active',
    },
  ],
];

/** Each text field of a valid body (in its lists' first items too) made 10,000 characters long. */
function tooLong(valid: Record<string, unknown>): unknown[] {
  const long = 'x'.repeat(10_000);
  return Object.entries(valid).flatMap(([key, good]): unknown[] => {
    if (typeof good === 'string') return [{ ...valid, [key]: long }];
    if (!Array.isArray(good) || good.length === 0) return [];
    const [first, ...rest] = good as unknown[];
    if (typeof first === 'string') return [{ ...valid, [key]: [long, ...rest] }];
    if (first && typeof first === 'object')
      return tooLong(first as Record<string, unknown>).map((inner) => ({
        ...valid,
        [key]: [inner, ...rest],
      }));
    return [];
  });
}

describe('the cutting room’s messages', () => {
  it.each([...bodies, ...queries])('of a %s are written for people, never zod’s own', (_, schema, valid) => {
    expect(messagesOf(schema, valid)).toEqual([]);
    const values = queries.some(([, s]) => s === schema) ? QUERY_VALUES : BODY_VALUES;
    const raw = variants(valid, values).flatMap((body) =>
      messagesOf(schema, body).filter((message) => RAW.test(message.replace(/^[^:]*: /, ''))),
    );
    expect([...new Set(raw)]).toEqual([]);
  });

  it.each([...bodies, ...queries])(
    'of a %s say a text or list is too long, not of the wrong type',
    (_, schema, valid) => {
      const wrong = tooLong(valid).flatMap((body) =>
        messagesOf(schema, body).filter((message) => /must be text|is required|must be a list/.test(message)),
      );
      expect([...new Set(wrong)]).toEqual([]);
      const lists = Object.entries(valid).filter(([, value]) => Array.isArray(value) && value.length > 0);
      for (const [key, value] of lists) {
        if (key === 'cutDate') continue;
        const messages = messagesOf(schema, {
          ...valid,
          [key]: Array.from({ length: 25_000 }, () => (value as unknown[])[0]),
        });
        expect(messages.join('; '), key).toMatch(new RegExp(`^${key}: at most \\d+ `));
      }
    },
  );

  it('names the field and its limits where the probe found them missing', () => {
    const cases: [z.ZodType, unknown, string][] = [
      [
        cutOrderInputSchema,
        { ...cutOrder, lays: [{ colour: 'x'.repeat(33), layers: 1 }] },
        'lays.0.colour: must be at most 32 characters',
      ],
      [
        cutOrderInputSchema,
        { ...cutOrder, lays: [{ colour: '黑色', layers: 1, shade: 5 }] },
        'lays.0.shade: must be text',
      ],
      [
        cutOrderInputSchema,
        { ...cutOrder, markerLength: true },
        'markerLength: must be metres from 0 to 9999.99',
      ],
      [styleInputSchema, { ...style, colours: ['x'.repeat(33)] }, 'colours.0: must be at most 32 characters'],
      [styleInputSchema, { ...style, sizes: ['x'.repeat(17)] }, 'sizes.0: must be at most 16 characters'],
      [bundleVoidSchema, { reason: 'x'.repeat(201) }, 'reason: must be at most 200 characters'],
      [bundleVoidSchema, { reason: 5 }, 'reason: must be text'],
      [bundleVoidSchema, {}, 'reason: reason is required'],
      [
        cutOrderInputSchema,
        { ...cutOrder, lays: Array(201).fill(cutOrder.lays[0]) },
        'lays: at most 200 lays',
      ],
      [syncProcessesSchema, { ids: Array.from({ length: 1999 }, (_, i) => i + 1) }, 'ids: at most 1000 ids'],
      [
        bundleQuerySchema,
        { bundleNo: String(MAX_BUNDLE_NO + 1) },
        `bundleNo: must be a whole number from 1 to ${MAX_BUNDLE_NO}`,
      ],
      [cutOrderQuerySchema, { bedNo: '0' }, 'bedNo: must be a whole number from 1 to 1000000'],
      [cutOrderQuerySchema, { blurry: 'x'.repeat(65) }, 'blurry: must be at most 64 characters'],
      [ticketPrintRequestSchema, { template: 'a4', bundleIds: [] }, 'bundleIds: name at least one bundle'],
    ];
    for (const [schema, value, message] of cases) expect(messagesOf(schema, value)).toContain(message);
  });
});
