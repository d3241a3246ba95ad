import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createTestContext, type TestContext } from '../../test/helpers';
import { tokensOf } from '../../test/people';
import { createStyle, cutBed } from '../../test/shop-floor';
import { parseWorkbook } from '../../test/xlsx';
import { sheetRows } from '../../test/area-workbook';

// Every export route writes its workbook in the caller's language (Accept-Language), English by default.

const CHINESE = /[\u4e00-\u9fff]/;

let t: TestContext;
let tokens: Record<'admin' | 'operator', string>;
let bedId: number;

beforeAll(async () => {
  t = await createTestContext();
  tokens = { ...(await tokensOf(t, 'admin')), operator: await t.login('13800000000', 1) };
  const caller = callerFor(t.app, tokens.admin);
  const style = await createStyle(caller, {
    styleNo: 'LANG-1',
    name: 'Language shirt',
    colours: ['Red'],
    sizes: ['M'],
    processes: [{ name: 'Collar', rate: '0.5' }],
  });
  bedId = (await cutBed(caller, style.id, '2026-11-02', { Red: 4 }, ['M'])).id;
});
afterAll(() => t.close());

type Export = {
  url: () => string;
  /** Who downloads it: the factory's administrator unless told. */
  who?: 'operator';
  sheet: [en: string, zh: string];
  first: [en: string, zh: string];
  /** Headers that are the factory's own words (a process's name), the same in both languages. */
  own?: string[];
};

const EXPORTS: Record<string, Export> = {
  people: {
    url: () => '/api/users/download',
    sheet: ['People', '人员'],
    first: ['Job number', '工号'],
  },
  scans: {
    url: () => '/api/scans/download',
    sheet: ['Scans', '扫码数据'],
    first: ['Work date', '工作日期'],
  },
  shipments: {
    url: () => '/api/shipments/download',
    sheet: ['Shipment orders', '出货单'],
    first: ['Shipment no.', '出货单号'],
  },
  production: {
    url: () => `/api/production/download?cutOrderId=${bedId}`,
    sheet: ['Production', '扎号生产明细'],
    first: ['Bed', '床次'],
    own: ['1 Collar'],
  },
  quality: {
    url: () => '/api/qc/inspections/download',
    sheet: ['Inspections', '质检记录'],
    first: ['Work date', '工作日期'],
  },
  wages: {
    url: () => '/api/wages/download?from=2026-11-01&to=2026-11-30',
    sheet: ['Payroll 2026-11-01 – 2026-11-30', '工资表 2026-11-01 至 2026-11-30'],
    first: ['Job number', '工号'],
  },
  'audit log': {
    url: () => '/api/logs/download',
    sheet: ['Audit log', '操作日志'],
    first: ['Time', '时间'],
  },
  'platform audit log': {
    url: () => '/api/logs/platform/download',
    who: 'operator',
    sheet: ['Audit log', '操作日志'],
    first: ['Time', '时间'],
  },
};

/** The first sheet's name and header row, as the caller downloads it in `language` (none: no header). */
async function headerOf(entry: Export, language?: string): Promise<{ name: string; header: string[] }> {
  const response = await t.app.inject({
    method: 'GET',
    url: entry.url(),
    headers: {
      authorization: tokens[entry.who ?? 'admin'],
      ...(language ? { 'accept-language': language } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const sheet = (await parseWorkbook(response.rawPayload)).worksheets[0];
  return { name: sheet?.name ?? '', header: (sheetRows(sheet)[0] ?? []).map(String) };
}

describe.each(Object.entries(EXPORTS))('the %s export', (_name, entry) => {
  it('is in Chinese for a Chinese caller, in English otherwise', async () => {
    const english = await headerOf(entry);
    const chinese = await headerOf(entry, 'zh-CN');
    expect(await headerOf(entry, 'en-US')).toEqual(english);

    expect([english.name, english.header[0]]).toEqual([entry.sheet[0], entry.first[0]]);
    expect([chinese.name, chinese.header[0]]).toEqual([entry.sheet[1], entry.first[1]]);
    expect(english.header.length).toBeGreaterThan(1);
    expect(chinese.header.length).toBe(english.header.length);
    chinese.header.forEach((header, i) => {
      const own = entry.own?.includes(header) ?? false;
      expect(CHINESE.test(english.header[i] ?? ''), english.header[i]).toBe(false);
      if (own) expect(header).toBe(english.header[i]);
      else {
        expect(header, english.header[i]).toMatch(CHINESE);
        expect(header).not.toBe(english.header[i]);
      }
    });
  });
});
