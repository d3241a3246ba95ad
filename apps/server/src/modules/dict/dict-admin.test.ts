import type { Dict, DictDetail, Page } from '@gbo/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { dictDetails, dicts } from '../../db/schema';
import { DICT_MESSAGES } from './service';
import { english } from '../../lib/messages';

let t: TestContext;
let operator: string;
let factoryAdmin: string;
let clerk: string;
beforeAll(async () => {
  t = await createTestContext();
  [operator, factoryAdmin, clerk] = await Promise.all([
    t.login('13800000000', 1),
    t.login('13900000001', 1),
    t.login('13900000002', 1),
  ]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token = operator) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

function expectError(response: { statusCode: number; json: () => unknown }, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ status, message });
}

async function dictId(name: string): Promise<number> {
  const [row] = await t.database.db.select({ id: dicts.id }).from(dicts).where(eq(dicts.name, name));
  if (!row) throw new Error(`no dictionary ${name}`);
  return row.id;
}

async function detailId(dictName: string, value: string): Promise<number> {
  const page = (await call('GET', `/api/dictDetail?dictName=${dictName}&size=9999`)).json<Page<DictDetail>>();
  const entry = page.content.find((detail) => detail.value === value);
  if (!entry) throw new Error(`no ${value} in ${dictName}`);
  return entry.id;
}

const reads: [Method, string, unknown][] = [
  ['GET', '/api/dict', undefined],
  ['GET', '/api/dict/all', undefined],
];
const writes: [Method, string, unknown][] = [
  ['POST', '/api/dict', { name: 'colour' }],
  ['PUT', '/api/dict', { id: 1, name: 'colour' }],
  ['DELETE', '/api/dict', [1]],
  ['POST', '/api/dictDetail', { dict: { id: 1 }, label: 'L', value: 'v' }],
  ['PUT', '/api/dictDetail', { id: 1, label: 'L', value: 'v' }],
  ['DELETE', '/api/dictDetail/1', undefined],
];

describe('who may read and maintain dictionaries', () => {
  it.each([...reads, ...writes])('%s %s answers 401 without a session', async (method, url, payload) => {
    const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
  });

  it.each([...reads, ...writes])(
    '%s %s answers 403 to a member without dict permissions',
    async (method, url, payload) => {
      expect((await call(method, url, payload, clerk)).statusCode).toBe(403);
    },
  );

  it.each(reads)('%s %s lets a factory administrator read', async (method, url) => {
    expect((await call(method, url, undefined, factoryAdmin)).statusCode).toBe(200);
  });

  it.each(writes)(
    '%s %s answers 403 to a factory administrator: dictionaries are shared',
    async (method, url, payload) => {
      expectError(
        await call(method, url, payload, factoryAdmin),
        403,
        'Only a platform operator may do this',
      );
    },
  );
});

describe('GET /api/dict', () => {
  it('pages the dictionaries, newest first by default', async () => {
    const page = (await call('GET', '/api/dict?size=2')).json<Page<Dict>>();
    expect(page.totalElements).toBe(4);
    expect(page.content.map((dict) => dict.name)).toEqual(['scan_status', 'shipment_status']);
    expect(page.content[0]).toEqual({
      id: expect.any(Number),
      name: 'scan_status',
      description: 'The state of a scan record',
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('searches name and description, and sorts', async () => {
    const byDescription = (await call('GET', '/api/dict?blurry=PRODUCTION')).json<Page<Dict>>();
    expect(byDescription.content.map((dict) => dict.name)).toEqual(['process_stage']);
    const byName = (await call('GET', '/api/dict?blurry=status&sort=name,asc')).json<Page<Dict>>();
    expect(byName.content.map((dict) => dict.name)).toEqual([
      'scan_status',
      'shipment_status',
      'user_status',
    ]);
  });

  it('answers 400 naming the field for a bad sort or page', async () => {
    expectError(
      await call('GET', '/api/dict?sort=label,asc'),
      400,
      'sort: cannot sort by label; use one of name, createTime, id',
    );
    expectError(await call('GET', '/api/dict?page=x'), 400, 'page: must be a whole number from 0 to 1000000');
  });
});

describe('GET /api/dict/all', () => {
  it('lists every dictionary by name', async () => {
    const list = (await call('GET', '/api/dict/all')).json<Dict[]>();
    expect(list.map((dict) => dict.name)).toEqual([
      'process_stage',
      'scan_status',
      'shipment_status',
      'user_status',
    ]);
  });
});

describe('POST, PUT, DELETE /api/dict', () => {
  it('adds, edits and deletes a dictionary with its entries', async () => {
    const created = await call('POST', '/api/dict', { name: ' colour ', description: '' });
    expect(created.statusCode).toBe(201);
    const dict = created.json<Dict>();
    expect(dict).toMatchObject({ name: 'colour', description: null });

    expect(
      (await call('PUT', '/api/dict', { id: dict.id, name: 'colours', description: 'Fabric colours' }))
        .statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/dict?blurry=fabric')).json()).toMatchObject({
      totalElements: 1,
      content: [{ id: dict.id, name: 'colours', description: 'Fabric colours' }],
    });

    await call('POST', '/api/dictDetail', { dict: { id: dict.id }, label: 'Red', value: 'red' });
    expect((await call('DELETE', '/api/dict', [dict.id])).statusCode).toBe(204);
    expect(await t.database.db.select().from(dicts).where(eq(dicts.id, dict.id))).toEqual([]);
    expect(await t.database.db.select().from(dictDetails).where(eq(dictDetails.dictId, dict.id))).toEqual([]);
  });

  it('answers 409 for a name already taken, on add and on edit', async () => {
    expectError(
      await call('POST', '/api/dict', { name: 'user_status' }),
      409,
      english(DICT_MESSAGES.nameTaken('user_status')),
    );
    const scan = await dictId('scan_status');
    expectError(
      await call('PUT', '/api/dict', { id: scan, name: 'user_status' }),
      409,
      english(DICT_MESSAGES.nameTaken('user_status')),
    );
    // Keeping its own name is no conflict.
    expect(
      (await call('PUT', '/api/dict', { id: scan, name: 'scan_status', description: 'Scans' })).statusCode,
    ).toBe(204);
  });

  it('lets only one of two simultaneous dictionaries take a name', async () => {
    const attempt = () => call('POST', '/api/dict', { name: 'size_group' });
    const statuses = (await Promise.all([attempt(), attempt()])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it.each([
    ['POST', {}, 'name is required'],
    ['POST', { name: '  ' }, 'name is required'],
    ['POST', { name: 'x'.repeat(65) }, 'name: must be at most 64 characters'],
    ['POST', { name: 'ok', description: 'x'.repeat(256) }, 'description: must be at most 255 characters'],
    ['PUT', { name: 'ok' }, 'id: must be a positive whole number'],
  ] as const)('%s answers 400 naming the field for %j', async (method, payload, message) => {
    expectError(await call(method, '/api/dict', payload), 400, message);
  });

  it('answers 404 for an unknown id, and deletes nothing when any id is unknown', async () => {
    expectError(
      await call('PUT', '/api/dict', { id: 999999, name: 'x' }),
      404,
      english(DICT_MESSAGES.noSuchDict([999999])),
    );
    const scan = await dictId('scan_status');
    expectError(
      await call('DELETE', '/api/dict', [scan, 999999]),
      404,
      english(DICT_MESSAGES.noSuchDict([999999])),
    );
    expect(await dictId('scan_status')).toBe(scan);
  });

  it('answers 400 for an empty delete', async () => {
    expectError(await call('DELETE', '/api/dict', []), 400, 'request body: must name at least one id');
  });
});

describe('POST, PUT, DELETE /api/dictDetail', () => {
  it('adds an entry in its place, edits it and deletes it', async () => {
    const stage = await dictId('process_stage');
    const created = await call('POST', '/api/dictDetail', {
      dict: { id: stage },
      label: 'Ironing',
      value: 'ironing',
      dictSort: 2,
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json<DictDetail>();
    expect(entry).toEqual({ id: expect.any(Number), label: 'Ironing', value: 'ironing', dictSort: 2 });
    const values = async () =>
      (await call('GET', '/api/dictDetail?dictName=process_stage', undefined, clerk))
        .json<Page<DictDetail>>()
        .content.map((detail) => detail.value);
    expect(await values()).toEqual(['cutting', 'sewing', 'ironing', 'finishing', 'packing']);

    const edit = { id: entry.id, label: 'Pressing', value: 'pressing', dictSort: 9 };
    expect((await call('PUT', '/api/dictDetail', edit)).statusCode).toBe(204);
    expect(await values()).toEqual(['cutting', 'sewing', 'finishing', 'packing', 'pressing']);

    expect((await call('DELETE', `/api/dictDetail/${entry.id}`)).statusCode).toBe(204);
    expect(await values()).toEqual(['cutting', 'sewing', 'finishing', 'packing']);
  });

  it('answers 409 for a value already in the dictionary, but not for one in another dictionary', async () => {
    const stage = await dictId('process_stage');
    expectError(
      await call('POST', '/api/dictDetail', { dict: { id: stage }, label: 'Cut', value: 'cutting' }),
      409,
      english(DICT_MESSAGES.valueTaken('cutting')),
    );
    const sewing = await detailId('process_stage', 'sewing');
    expectError(
      await call('PUT', '/api/dictDetail', { id: sewing, label: 'Sewing', value: 'cutting' }),
      409,
      english(DICT_MESSAGES.valueTaken('cutting')),
    );
    const scan = await dictId('scan_status');
    expect(
      (await call('POST', '/api/dictDetail', { dict: { id: scan }, label: 'Cutting', value: 'cutting' }))
        .statusCode,
    ).toBe(201);
  });

  it('answers 404 for an unknown dictionary or entry', async () => {
    expectError(
      await call('POST', '/api/dictDetail', { dict: { id: 999999 }, label: 'L', value: 'v' }),
      404,
      english(DICT_MESSAGES.noSuchDictForDetail(999999)),
    );
    expectError(
      await call('PUT', '/api/dictDetail', { id: 999999, label: 'L', value: 'v' }),
      404,
      english(DICT_MESSAGES.noSuchDetail(999999)),
    );
    expectError(
      await call('DELETE', '/api/dictDetail/999999'),
      404,
      english(DICT_MESSAGES.noSuchDetail(999999)),
    );
  });

  it.each([
    ['POST', '/api/dictDetail', { label: 'L', value: 'v' }, 'dict is required'],
    [
      'POST',
      '/api/dictDetail',
      { dict: {}, label: 'L', value: 'v' },
      'dict.id: must be a positive whole number',
    ],
    ['POST', '/api/dictDetail', { dict: { id: 1 }, value: 'v' }, 'label is required'],
    ['POST', '/api/dictDetail', { dict: { id: 1 }, label: 'L', value: ' ' }, 'value is required'],
    [
      'PUT',
      '/api/dictDetail',
      { id: 1, label: 'L', value: 'v', dictSort: 1.5 },
      'dictSort: must be a whole number from 0',
    ],
    ['DELETE', '/api/dictDetail/abc', undefined, 'id: must be a positive whole number'],
  ] as const)('%s %s answers 400 naming the field for %j', async (method, url, payload, message) => {
    expectError(await call(method, url, payload), 400, message);
  });
});

describe('OpenAPI', () => {
  it('describes these endpoints at /swagger/json', async () => {
    const response = await t.app.inject({ url: '/swagger/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/dict', '/api/dict/all', '/api/dictDetail', '/api/dictDetail/{id}']),
    );
  });
});
