import type { AuditLog, Page } from '@gbo/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { readWorkbook } from '../../../test/xlsx';
import { auditLogs } from '../../db/schema';
import { LOG_MESSAGES } from './service';
import { english } from '../../lib/messages';

const NINGBO = 1;
const HUZHOU = 2;

let t: TestContext;
let ningboAdmin: string;
let huzhouAdmin: string;
let clerk: string;

type LogSeed = Partial<typeof auditLogs.$inferInsert> & { description: string };

async function seedLogs(...rows: LogSeed[]): Promise<number[]> {
  const inserted = await t.database.db
    .insert(auditLogs)
    .values(
      rows.map((row) => ({
        factoryId: NINGBO,
        method: 'POST',
        path: '/api/x',
        statusCode: 200,
        durationMs: 5,
        ...row,
      })),
    )
    .returning({ id: auditLogs.id });
  return inserted.map((row) => row.id);
}

let huzhouErrorId: number;
let ningboErrorId: number;

beforeAll(async () => {
  t = await createTestContext();
  [ningboAdmin, huzhouAdmin, clerk] = await Promise.all([
    t.login('13900000001', NINGBO),
    t.login('13900000001', HUZHOU),
    t.login('13900000002', NINGBO),
  ]);
  [ningboErrorId = 0] = await seedLogs({
    description: 'Ningbo failure',
    username: 'Li Na (13900000002)',
    statusCode: 409,
    exceptionDetail: 'Bundle 12 is already scanned',
    params: { bundle: 12, password: '[redacted]' },
    ip: '10.1.1.7',
    createTime: new Date('2020-01-02T08:00:00Z'),
  });
  await seedLogs(
    { description: 'Ningbo early', createTime: new Date('2020-01-01T08:00:00Z') },
    { description: 'Ningbo late', createTime: new Date('2020-01-03T08:00:00Z'), path: '/api/menus/99' },
    { description: '=HYPERLINK("http://evil")', createTime: new Date('2020-01-04T08:00:00Z') },
    { description: 'Discount 50%', createTime: new Date('2020-01-05T08:00:00Z') },
  );
  [huzhouErrorId = 0] = await seedLogs({
    factoryId: HUZHOU,
    description: 'Huzhou secret failure',
    statusCode: 500,
    exceptionDetail: 'Huzhou stack trace',
    createTime: new Date('2020-01-02T09:00:00Z'),
  });
});
afterAll(() => t.close());

const get = (url: string, token = ningboAdmin) => t.app.inject({ url, headers: { authorization: token } });
/** The days the seeded rows fall on, away from the rows the test's own requests write. */
const SEEDED = 'createTime=2020-01-01T00:00:00Z&createTime=2020-01-06T00:00:00Z';
const list = async (query = '', token = ningboAdmin) => {
  const response = await get(`/api/logs?${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<Page<AuditLog>>();
};
const descriptions = (page: Page<AuditLog>) => page.content.map((log) => log.description);

function expectError(response: { statusCode: number; json: () => unknown }, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ status, message });
}

const factoryRowCount = async (factoryId: number) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(auditLogs)
    .where(and(eq(auditLogs.factoryId, factoryId), eq(auditLogs.platform, false)));
  return row?.n ?? 0;
};

describe('who may read the audit log', () => {
  const urls = ['/api/logs', '/api/logs/error/1', '/api/logs/download'];

  it.each(urls)('GET %s answers 401 without a session', async (url) => {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it.each(urls)('GET %s answers 403 without log:list', async (url) => {
    expect((await get(url, clerk)).statusCode).toBe(403);
  });
});

describe('GET /api/logs', () => {
  it("lists only the caller's factory, newest first", async () => {
    const page = await list('size=1000');
    expect(page.totalElements).toBe(await factoryRowCount(NINGBO));
    expect(page.content).toHaveLength(page.totalElements);
    expect(descriptions(page)).not.toContain('Huzhou secret failure');
    const huzhouRows = await t.database.db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(eq(auditLogs.factoryId, HUZHOU));
    const huzhouIds = new Set(huzhouRows.map((row) => row.id));
    expect(huzhouIds.size).toBeGreaterThan(0);
    expect(page.content.filter((log) => huzhouIds.has(log.id))).toEqual([]);
    const times = page.content.map((log) => Date.parse(log.createTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(descriptions(page).slice(-5)).toEqual([
      'Discount 50%',
      '=HYPERLINK("http://evil")',
      'Ningbo late',
      'Ningbo failure',
      'Ningbo early',
    ]);

    const huzhou = await list('size=1000', huzhouAdmin);
    expect(huzhou.totalElements).toBe(await factoryRowCount(HUZHOU));
    expect(descriptions(huzhou)).toContain('Huzhou secret failure');
    expect(descriptions(huzhou)).not.toContain('Ningbo failure');
  });

  it('shows each entry as eladmin’s SysLog, params as JSON text and the error as a flag', async () => {
    const [entry] = (await list('blurry=Ningbo failure')).content;
    expect(entry).toEqual({
      id: ningboErrorId,
      username: 'Li Na (13900000002)',
      description: 'Ningbo failure',
      method: 'POST',
      path: '/api/x',
      params: expect.any(String),
      ip: '10.1.1.7',
      browser: null,
      statusCode: 409,
      durationMs: 5,
      createTime: '2020-01-02T08:00:00.000Z',
      hasError: true,
    });
    expect(JSON.parse(entry?.params ?? '')).toEqual({ bundle: 12, password: '[redacted]' });
    expect(entry).not.toHaveProperty('exceptionDetail');
  });

  it('records real writes with the factory of the session', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/users/rePassword',
      headers: { authorization: huzhouAdmin },
      payload: { oldPassword: 'wrong-one', newPassword: 'N3w-password' },
    });
    const [entry] = (await list('blurry=Change own password', huzhouAdmin)).content;
    expect(entry).toMatchObject({ statusCode: 400, hasError: true, username: 'Wang Fang (13900000001)' });
    expect(descriptions(await list('blurry=Change own password&size=1000'))).toEqual([]);
  });

  it.each([
    ['blurry=li na', ['Ningbo failure']],
    ['blurry=10.1.1', ['Ningbo failure']],
    ['blurry=/api/menus/', ['Ningbo late']],
    ['blurry=50%25', ['Discount 50%']],
    ['blurry=Huzhou', []],
  ])('searches description, user, path and IP: %s', async (query, expected) => {
    expect(descriptions(await list(`${query}&${SEEDED}`))).toEqual(expected);
  });

  it('filters by result', async () => {
    const errors = await list('result=error&size=1000');
    expect(errors.content.length).toBeGreaterThan(0);
    expect(errors.content.every((log) => log.hasError && log.statusCode >= 400)).toBe(true);
    const ok = await list('result=ok&size=1000');
    expect(ok.content.every((log) => !log.hasError && log.statusCode < 400)).toBe(true);
    expect(errors.totalElements + ok.totalElements).toBe(await factoryRowCount(NINGBO));
  });

  it('filters by one exact client address; an empty one means any', async () => {
    expect(descriptions(await list(`ip=10.1.1.7&${SEEDED}`))).toEqual(['Ningbo failure']);
    expect(descriptions(await list(`ip=10.1.1.70&${SEEDED}`))).toEqual([]);
    expect((await list(`ip=&${SEEDED}`)).totalElements).toBe(5);
  });

  it('filters by a createTime range, both ends included', async () => {
    const page = await list('createTime=2020-01-02T08:00:00Z&createTime=2020-01-03T16:00:00%2B08:00');
    expect(descriptions(page)).toEqual(['Ningbo late', 'Ningbo failure']);
  });

  it('pages and sorts', async () => {
    const page = await list(`${SEEDED}&page=1&size=2`);
    expect(page.totalElements).toBe(5);
    expect(descriptions(page)).toEqual(['Ningbo late', 'Ningbo failure']);
    const byStatus = await list(`${SEEDED}&sort=statusCode,desc&size=1`);
    expect(descriptions(byStatus)).toEqual(['Ningbo failure']);
  });

  it.each([
    [
      'createTime=2020-01-01T00:00:00Z',
      'createTime: must be two ISO 8601 timestamps with a time zone: createTime=from&createTime=to',
    ],
    [
      'createTime=yesterday&createTime=today',
      'createTime[0]: must be two ISO 8601 timestamps with a time zone: createTime=from&createTime=to',
    ],
    [
      'createTime=2020-01-02T00:00:00Z&createTime=2020-01-01T00:00:00Z',
      'createTime: from must not be after to',
    ],
    ['result=maybe', 'result: must be ok or error'],
    ['ip=10.1.1', 'ip: please enter a correct IP address'],
    ['ip=256.1.1.1', 'ip: please enter a correct IP address'],
    ['sort=username,asc', 'sort: cannot sort by username; use one of createTime, durationMs, statusCode'],
  ])('answers 400 naming the field for %s', async (query, message) => {
    expectError(await get(`/api/logs?${query}`), 400, message);
  });
});

describe('GET /api/logs/error/{id}', () => {
  it('answers the detail of one of the factory’s entries', async () => {
    const response = await get(`/api/logs/error/${ningboErrorId}`);
    expect(response.json()).toEqual({ id: ningboErrorId, exceptionDetail: 'Bundle 12 is already scanned' });
    expect((await get(`/api/logs/error/${huzhouErrorId}`, huzhouAdmin)).json()).toMatchObject({
      exceptionDetail: 'Huzhou stack trace',
    });
  });

  it('answers 404 for another factory’s entry, both ways, and for an unknown id', async () => {
    expectError(
      await get(`/api/logs/error/${huzhouErrorId}`),
      404,
      english(LOG_MESSAGES.noSuchLog(huzhouErrorId)),
    );
    expectError(
      await get(`/api/logs/error/${ningboErrorId}`, huzhouAdmin),
      404,
      english(LOG_MESSAGES.noSuchLog(ningboErrorId)),
    );
    expectError(await get('/api/logs/error/999999'), 404, english(LOG_MESSAGES.noSuchLog(999999)));
  });

  it('answers 400 naming the field for a bad id', async () => {
    expectError(await get('/api/logs/error/abc'), 400, 'id: must be a positive whole number');
  });
});

describe('GET /api/logs/download', () => {
  const download = async (query = '', token = ningboAdmin) =>
    readWorkbook(await get(`/api/logs/download?${query}`, token), 'audit-log.xlsx');

  it('exports the filtered entries of the factory as a workbook, times on the factory’s clock', async () => {
    const rows = await download(SEEDED);
    expect(rows[0]).toEqual([
      'Time',
      'User',
      'Description',
      'Method',
      'Path',
      'Params',
      'IP',
      'Browser',
      'Status',
      'Duration (ms)',
      'Result',
    ]);
    expect(rows).toHaveLength(6);
    // 08:00 UTC is 16:00 in Ningbo (Asia/Shanghai).
    expect(rows[1]).toEqual([
      new Date('2020-01-05T16:00:00Z'),
      undefined,
      'Discount 50%',
      'POST',
      '/api/x',
      undefined,
      undefined,
      undefined,
      200,
      5,
      'ok',
    ]);
    expect(rows[2]?.[2]).toBe('=HYPERLINK("http://evil")');
    expect(rows[4]).toEqual(
      expect.arrayContaining(['Li Na (13900000002)', 'Ningbo failure', '10.1.1.7', 409, 'error']),
    );
    expect(JSON.stringify(rows)).not.toContain('Huzhou');
  });

  it('applies the same filters as the list', async () => {
    expect(await download('result=error&blurry=Ningbo')).toHaveLength(2);
    expect(await download(`ip=10.1.1.7&${SEEDED}`)).toHaveLength(2);
    expect(await download('blurry=Huzhou')).toHaveLength(1);
    expect((await download('blurry=Huzhou', huzhouAdmin)).length).toBeGreaterThan(1);
  });

  it('exports every row exactly once past one batch, even when many share a timestamp', async () => {
    const at = new Date('2019-06-01T00:00:00Z');
    await seedLogs(...Array.from({ length: 2100 }, (_, i) => ({ description: `bulk ${i}`, createTime: at })));
    const rows = await download('blurry=bulk');
    expect(rows).toHaveLength(2101);
    expect(new Set(rows.slice(1).map((row) => row[2])).size).toBe(2100);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    expectError(await get('/api/logs/download?result=all'), 400, 'result: must be ok or error');
  });
});

describe('the platform log', () => {
  let operator: string;
  beforeAll(async () => {
    operator = await t.login('13800000000', NINGBO);
  });
  const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, token = operator) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: token } });
  const platformList = async (query = '') => {
    const response = await get(`/api/logs/platform?${query}`, operator);
    expect(response.statusCode).toBe(200);
    return response.json<Page<AuditLog>>();
  };

  it("keeps an operator's platform actions out of the factory signed in to, and in the platform's log", async () => {
    expect((await write('POST', '/api/dict', { name: 'platform_audit_probe' })).statusCode).toBe(201);
    const settings = await get(`/api/factory/getFactoryEnum?factoryId=${HUZHOU}`, operator);
    const change = { factoryId: HUZHOU, settings: settings.json<object>() };
    expect((await write('POST', '/api/factory/updateFactoryEnum', change)).statusCode).toBe(204);
    // Refused input is still the operator's platform attempt.
    expect((await write('POST', '/api/dict', { name: '' })).statusCode).toBe(400);

    const platform = await platformList('blurry=/api/');
    expect(platform.content.map((log) => [log.path, log.statusCode])).toEqual(
      expect.arrayContaining([
        ['/api/dict', 201],
        ['/api/factory/updateFactoryEnum', 204],
        ['/api/dict', 400],
      ]),
    );
    for (const token of [ningboAdmin, operator, huzhouAdmin]) {
      const factoryLog = await list('blurry=/api/dict&size=1000', token);
      expect(factoryLog.content.map((log) => log.path)).not.toContain('/api/dict');
    }
    expect(descriptions(await list('blurry=updateFactoryEnum', huzhouAdmin))).toEqual([]);
  });

  it("files an operator's refused change to another factory's settings in the platform's log", async () => {
    const settings = (await get(`/api/factory/getFactoryEnum?factoryId=${HUZHOU}`, operator)).json<object>();
    const refused = await write('POST', '/api/factory/updateFactoryEnum', {
      factoryId: HUZHOU,
      settings: { ...settings, defaultMaxPlies: 99999 },
    });
    expect(refused.statusCode).toBe(400);
    const [entry] = (await platformList('result=error&blurry=updateFactoryEnum')).content;
    expect(entry).toMatchObject({ statusCode: 400, path: '/api/factory/updateFactoryEnum' });
    expect((await list('blurry=updateFactoryEnum&result=error', operator)).totalElements).toBe(0);
  });

  it("keeps an operator's own settings change in their factory's log", async () => {
    const settings = await get(`/api/factory/getFactoryEnum?factoryId=${NINGBO}`, operator);
    const change = { factoryId: NINGBO, settings: settings.json<object>() };
    expect((await write('POST', '/api/factory/updateFactoryEnum', change)).statusCode).toBe(204);
    expect((await list('blurry=/api/factory/updateFactoryEnum')).totalElements).toBe(1);
  });

  it.each(['/api/logs/platform', '/api/logs/platform/error/1', '/api/logs/platform/download'])(
    'GET %s answers 403 to a factory administrator',
    async (url) => {
      expect((await get(url, ningboAdmin)).statusCode).toBe(403);
    },
  );

  it("answers a platform entry's error only in the platform log, and exports the platform log", async () => {
    const [failed] = (await platformList('result=error&blurry=/api/dict')).content;
    expect(failed).toBeDefined();
    const id = failed?.id ?? 0;
    expect((await get(`/api/logs/platform/error/${id}`, operator)).json()).toMatchObject({ id });
    expectError(await get(`/api/logs/error/${id}`, operator), 404, english(LOG_MESSAGES.noSuchLog(id)));
    expectError(
      await get(`/api/logs/platform/error/${ningboErrorId}`, operator),
      404,
      english(LOG_MESSAGES.noSuchLog(ningboErrorId)),
    );
    const rows = await readWorkbook(
      await get('/api/logs/platform/download?blurry=/api/dict', operator),
      'platform-audit-log.xlsx',
    );
    expect(rows.slice(1).map((row) => row[4])).toEqual(['/api/dict', '/api/dict']);
  });
});

describe('OpenAPI', () => {
  it('describes these endpoints at /swagger/json', async () => {
    const response = await t.app.inject({ url: '/swagger/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/logs', '/api/logs/error/{id}', '/api/logs/download']),
    );
  });
});
