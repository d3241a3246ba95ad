import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  FACTORY_EXPORT_AREAS,
  type FactoryExport,
  type FactoryExportArea,
  type FactoryExportList,
} from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';
import { memberIdsOf, signIn } from '../../../test/people';
import { createStyle, cutBed } from '../../../test/shop-floor';
import { firstSheetRows, parseWorkbook } from '../../../test/xlsx';
import { queryRows } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { english } from '../../lib/messages';
import { xlsxStream } from '../../lib/xlsx';
import { type AreaWorkbook, createFactoryExportService, FACTORY_EXPORT_MESSAGES } from './service';

let t: TestContext;
let c: Awaited<ReturnType<typeof signIn<'admin' | 'clerk' | 'w11' | 'huzhou'>>>;

beforeAll(async () => {
  t = await createTestContext();
  c = await signIn(t, 'admin', 'clerk', 'w11', 'huzhou');
});
afterAll(() => t.close());

/** The export once it has stopped running, as the list shows it. */
async function finished(caller: Caller, id: number): Promise<FactoryExport> {
  for (;;) {
    const response = await caller.get('/api/factory/exports');
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json<FactoryExportList>().find((item) => item.id === id);
    if (found && found.status !== 'running') return found;
    await sleep(50);
  }
}

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: string }>(t.database.db, query))[0]?.n);

async function unzip(response: LightMyRequestResponse): Promise<JSZip> {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  return JSZip.loadAsync(response.rawPayload);
}

const sheetOf = async (zip: JSZip, name: string) =>
  firstSheetRows(await (zip.file(name) as JSZip.JSZipObject).async('uint8array'));

describe('a factory’s own data', () => {
  it('is a zip of one workbook per area, written in the background, of every row of the factory', async () => {
    // 100 bundles of 12 processes, each scanned once over five work days: 1,200 scans, more than one batch
    // of the export's keyset reads, with many scans on each day.
    const style = await createStyle(c.clerk, {
      styleNo: 'EXP-1',
      name: 'Export shirt',
      colours: ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9', 'C10'],
      sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL'],
      processes: Array.from({ length: 12 }, (_, i) => ({ name: `Step ${i + 1}`, rate: '0.125' })),
    });
    const lays = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`C${i + 1}`, 10]));
    const sizes = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL'];
    const bed = await cutBed(c.clerk, style.id, '2026-11-02', lays, sizes);
    const { w11 } = await memberIdsOf(t.database, 'w11');
    await t.database.db.execute(sql`
      insert into scans (factory_id, bundle_id, cut_order_id, process_id, worker_id, recorded_by, qty, rate,
                         amount, work_date, request_id)
      select 1, b.id, b.cut_order_id, p.id, ${w11}, ${w11}, b.qty, p.rate, b.qty * p.rate,
             date '2026-11-02' + (b.bundle_no % 5)::int, 'export-' || b.id || '-' || p.id
      from bundles b join cut_order_processes p on p.factory_id = b.factory_id and p.cut_order_id = b.cut_order_id
      where b.factory_id = 1 and b.cut_order_id = ${bed.id}`);
    const scans = await count(sql`select count(*) as n from scans where factory_id = 1`);
    expect(scans).toBeGreaterThan(1200);

    const started = await c.admin.post('/api/factory/exports');
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json<FactoryExport>()).toMatchObject({ status: 'running', areasDone: 0, fileName: null });
    const done = await finished(c.admin, started.json<FactoryExport>().id);
    expect(done).toMatchObject({
      status: 'done',
      areasDone: FACTORY_EXPORT_AREAS.length,
      area: null,
      error: null,
    });
    expect(done.fileName).toMatch(/^factory-1-data-\d{8}-\d{4}-\d+\.zip$/);
    expect(done.createdBy).toContain('13900000001');
    expect(done.rows).toBeGreaterThan(scans);

    const download = await c.admin.get(`/api/factory/exports/${done.id}/download`);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${done.fileName}"`);
    expect(Number(download.headers['content-length'])).toBe(done.sizeBytes);
    const zip = await unzip(download);
    expect(Object.keys(zip.files)).toEqual(FACTORY_EXPORT_AREAS.map((area) => `${area}.xlsx`));
    // The whole factory's data leaving is in its audit log, by whom and which file, as a write would be.
    const downloads = await queryRows<{ description: string; status_code: number; platform: boolean }>(
      t.database.db,
      sql`select description, status_code, platform from audit_logs
          where factory_id = 1 and path = ${`/api/factory/exports/${done.id}/download`}`,
    );
    expect(downloads).toEqual([
      { description: `Download factory data ${done.fileName}`, status_code: 200, platform: false },
    ]);

    // Every scan of the factory once, newest work day first (a header, then the scans, then the totals row).
    const scanRows = await sheetOf(zip, 'scans.xlsx');
    expect(scanRows.length).toBe(scans + 2);
    const days = scanRows.slice(1, -1).map((row) => row[0] as string);
    expect(days).toEqual([...days].sort().reverse());
    const people = await sheetOf(zip, 'people.xlsx');
    expect(people.length - 1).toBe(await count(sql`select count(*) as n from members where factory_id = 1`));
    const styles = await parseWorkbook(
      await (zip.file('styles.xlsx') as JSZip.JSZipObject).async('uint8array'),
    );
    expect(styles.worksheets.length).toBeGreaterThan(0);

    // Another factory sees neither the export nor its file.
    const huzhouList = (await c.huzhou.get('/api/factory/exports')).json<FactoryExportList>();
    expect(huzhouList.map((item) => item.id)).not.toContain(done.id);
    const foreign = await c.huzhou.get(`/api/factory/exports/${done.id}/download`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: english(FACTORY_EXPORT_MESSAGES.notFound(done.id)) });
  });

  it('is the factory administrators’ alone', async () => {
    for (const caller of [c.w11, c.clerk]) {
      expect((await caller.get('/api/factory/exports')).statusCode).toBe(403);
      expect((await caller.post('/api/factory/exports')).statusCode).toBe(403);
      expect((await caller.get('/api/factory/exports/1/download')).statusCode).toBe(403);
    }
    expect((await c.admin.get('/api/factory/exports/x/download')).statusCode).toBe(400);
    expect((await c.admin.get('/api/factory/exports/999999/download')).statusCode).toBe(404);
  });

  it('runs once at a time in a factory; one whose server stopped beating is shown failed, and may be made again', async () => {
    await t.database.db.execute(
      sql`insert into factory_exports (factory_id, requested_by) values (2, 'another process')`,
    );
    const refused = await c.huzhou.post('/api/factory/exports');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: english(FACTORY_EXPORT_MESSAGES.busy) });
    // Factory 1 is not held up by factory 2's.
    const other = await c.admin.post('/api/factory/exports');
    expect(other.statusCode, other.body).toBe(202);
    await finished(c.admin, other.json<FactoryExport>().id);

    await t.database.db.execute(
      sql`update factory_exports set heartbeat_at = now() - interval '2 minutes' where factory_id = 2`,
    );
    const [stale] = (await c.huzhou.get('/api/factory/exports')).json<FactoryExportList>();
    expect(stale).toMatchObject({ status: 'failed', error: 'interrupted', createdBy: 'another process' });
    // The file the dead process was writing is swept by the next export.
    const dir = path.join(t.dataDir, 'exports', '2');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'factory-2-data-20261203-0700-1.zip.part'), 'half a zip');
    const again = await c.huzhou.post('/api/factory/exports');
    expect(again.statusCode, again.body).toBe(202);
    const done = await finished(c.huzhou, again.json<FactoryExport>().id);
    expect(done.status).toBe('done');
    expect(fs.readdirSync(dir)).toEqual([done.fileName]);
  });

  it('keeps the files of the newest three: an older one is no longer downloadable', async () => {
    const made: FactoryExport[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await c.huzhou.post('/api/factory/exports');
      expect(response.statusCode, response.body).toBe(202);
      made.push(await finished(c.huzhou, response.json<FactoryExport>().id));
    }
    const list = (await c.huzhou.get('/api/factory/exports')).json<FactoryExportList>();
    const files = list.filter((item) => item.fileName !== null).map((item) => item.id);
    expect(files).toEqual(
      made
        .slice(-3)
        .map((item) => item.id)
        .reverse(),
    );
    const dir = path.join(t.dataDir, 'exports', '2');
    expect(fs.readdirSync(dir).sort()).toEqual(list.flatMap((item) => item.fileName ?? []).sort());
    const gone = await c.huzhou.get(`/api/factory/exports/${made[0]?.id}/download`);
    expect(gone.statusCode).toBe(404);
  });

  it('is written in the language of the one who started it', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/factory/exports',
      headers: { authorization: await t.login('13900000001', 1), 'accept-language': 'zh-CN' },
    });
    expect(started.statusCode, started.body).toBe(202);
    const done = await finished(c.admin, started.json<FactoryExport>().id);
    expect(done.status).toBe('done');
    // Downloaded by a caller with no language: the workbooks are as they were written.
    const zip = await unzip(await c.admin.get(`/api/factory/exports/${done.id}/download`));
    for (const area of FACTORY_EXPORT_AREAS) {
      const book = await parseWorkbook(
        await (zip.file(`${area}.xlsx`) as JSZip.JSZipObject).async('uint8array'),
      );
      for (const sheet of book.worksheets) {
        expect(sheet.name, area).toMatch(/[\u4e00-\u9fff]/);
        const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
        expect(header.length, sheet.name).toBeGreaterThan(1);
        for (const cell of header) expect(cell, `${area} ${sheet.name}`).toMatch(/[\u4e00-\u9fff]/);
      }
    }
    expect((await sheetOf(zip, 'people.xlsx'))[0]?.[0]).toBe('工号');
  });
});

describe('an export that cannot finish', () => {
  const auth: AuthContext = {
    sessionId: 0,
    userId: 1,
    factoryId: 1,
    memberId: null,
    platformAdmin: false,
    minAppVersion: null,
    timeZone: 'Asia/Shanghai',
    authorities: async () => ['admin'],
  };
  const sheet = {
    name: { en: 'Rows', 'zh-CN': '行' },
    timeZone: 'UTC',
    columns: [{ header: { en: 'N', 'zh-CN': '数' }, width: 8, value: (n: number) => n }],
  };
  const rows = (n: number) => [Array.from({ length: n }, (_, i) => i)];

  /** A service whose areas write ten rows each, but its scans come from `scans`. */
  function serviceWith(scans: () => AsyncIterable<number[]>) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-export-'));
    const ok: AreaWorkbook = (_auth, options) => xlsxStream(sheet, rows(10), options);
    const areas = Object.fromEntries(FACTORY_EXPORT_AREAS.map((name) => [name, ok]));
    const service = createFactoryExportService({
      db: t.database.db,
      dataDir,
      users: { label: async () => 'tester' },
      log: { error: () => undefined },
      areas: {
        ...areas,
        scans: (_auth, options) => xlsxStream(sheet, scans(), options),
      } as Record<FactoryExportArea, AreaWorkbook>,
      reportEveryMs: 20,
    });
    return { service, dir: path.join(dataDir, 'exports', '1') };
  }

  it('is failed, with no file left behind, when an area fails midway', async () => {
    await t.database.db.execute(sql`update factory_exports set status = 'failed', finished_at = now()
      where status = 'running'`);
    async function* failing() {
      yield Array.from({ length: 500 }, (_, i) => i);
      throw new Error('the disk is full');
    }
    const { service, dir } = serviceWith(failing);
    const started = await service.start(auth);
    await service.settled();
    const [row] = await service.list(auth);
    expect(row).toMatchObject({ id: started.id, status: 'failed', error: 'failed', fileName: null });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('is interrupted when the server closes, with its progress kept', async () => {
    let stopped = false;
    async function* endless() {
      for (let i = 0; !stopped; i += 1) {
        yield Array.from({ length: 300 }, (_, j) => i * 300 + j);
        await sleep(5);
      }
    }
    const { service, dir } = serviceWith(endless);
    const started = await service.start(auth);
    // Running, with its progress reported: within the scans, after the four areas before them.
    for (;;) {
      const [row] = await service.list(auth);
      if (row?.area === 'scans' && row.rows > 1000) {
        expect(row).toMatchObject({ id: started.id, status: 'running', areasDone: 4 });
        break;
      }
      await sleep(20);
    }
    await service.close();
    stopped = true;
    const [row] = await service.list(auth);
    expect(row).toMatchObject({ id: started.id, status: 'failed', error: 'interrupted' });
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
