import type { Bundle, CutOrderSummary, Page as ListPage, QcInspectionPage, QcLookup } from '@gbo/contracts';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, type ApiSession } from './api-session';
import { ADMIN, launchBrowser, openApp, screenshot, signIn, tabStrip } from './browser';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

let browser: Browser;
let admin: ApiSession;
/** A bundle of PL2408 bed 1 whose processes were scanned (the demo's first ones) and not yet finally checked. */
let bundle: { ticketNo: number; bundleNo: number; qty: number; lastProcess: string; lastWorkers: string[] };

/** Today in the factory's time zone, as the server dates inspections. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

async function scannedBundle(session: ApiSession) {
  const beds = await session.request<ListPage<CutOrderSummary>>(
    'GET',
    '/api/cutOrders?blurry=PL2408&size=100',
  );
  const bed1 = beds.content.find((bed) => bed.styleNo === 'PL2408' && bed.bedNo === 1);
  if (!bed1) throw new Error('the demo has no PL2408 bed 1');
  const bundles = await session.request<ListPage<Bundle>>(
    'GET',
    `/api/bundles?cutOrderId=${bed1.id}&status=active&sort=bundleNo,asc&size=100`,
  );
  for (const found of bundles.content) {
    const lookup = await session.request<QcLookup>('GET', `/api/qc/lookup?ticket=${found.ticketNo}`);
    const last = [...lookup.processes].sort((a, b) => a.seq - b.seq).at(-1);
    if (last && last.doneBy.length > 0 && !lookup.checkpoints.some((state) => state.checkpoint === 'final'))
      return {
        ticketNo: found.ticketNo,
        bundleNo: found.bundleNo,
        qty: lookup.bundle.qty,
        lastProcess: last.name,
        lastWorkers: last.doneBy.map((worker) => worker.name),
      };
  }
  throw new Error('no scanned bundle without a final check on PL2408 bed 1');
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiSignIn(ADMIN.mobile);
  bundle = await scannedBundle(admin);
});
afterAll(() => browser?.close());

async function lookUp(page: Page) {
  const field = page.getByRole('textbox', { name: 'Ticket number' });
  await field.fill(String(bundle.ticketNo));
  await field.press('Enter');
  await page.getByRole('region', { name: `Bundle ${bundle.bundleNo}` }).waitFor();
}

describe('quality inspections', () => {
  it('records a final inspection with defects on /qc at 390 × 844', async () => {
    const { context, page, errors } = await openApp(browser, '/qc', PHONE);
    await page.getByRole('img', { name: 'captcha' }).waitFor();
    await signIn(page, ADMIN.mobile, undefined, ADMIN.factory);
    await page.getByRole('heading', { name: 'Quality inspection' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/qc');
    await screenshot(page, 'qc-phone-start');

    await lookUp(page);
    await page.getByRole('button', { name: 'Final check' }).click();
    const inspected = page.getByRole('spinbutton', { name: 'Inspected' });
    await expect.poll(() => inspected.inputValue()).toBe(String(bundle.qty));
    await page.getByRole('button', { name: 'One less: Passed' }).click();
    await page.getByRole('button', { name: 'One less: Passed' }).click();
    const defects = page.getByRole('region', { name: 'Defects' });
    await page.getByText('2 failed pieces need at least 2 defects: 0 counted.').waitFor();
    await screenshot(page, 'qc-phone-failed');
    await defects.getByRole('button', { name: 'SS Skipped stitch' }).click();
    await defects.getByRole('button', { name: 'FH Fabric hole' }).click();
    const line = defects.getByRole('listitem', { name: 'SS Skipped stitch' });
    await line.getByText(bundle.lastProcess).first().waitFor();
    await screenshot(page, 'qc-phone-defects');

    await page.getByRole('button', { name: 'Submit inspection' }).click();
    const outcome = page.getByRole('region', { name: 'Last inspection' });
    await outcome.getByText('Inspection recorded').waitFor();
    const dhu = ((2 * 100) / bundle.qty).toFixed(2);
    await outcome.getByText(`DHU ${dhu}`, { exact: false }).waitFor();
    await outcome.getByText('rework open 2', { exact: false }).waitFor();
    await outcome.getByRole('button', { name: 'Undo last inspection' }).waitFor();
    // The rework open is offered for re-inspection now.
    await page.getByText('Re-inspect rework (2 pieces)').waitFor();
    await screenshot(page, 'qc-phone-recorded');

    const listed = await admin.request<QcInspectionPage>(
      'GET',
      `/api/qc/inspections?from=${today()}&to=${today()}&bundleNo=${bundle.bundleNo}&size=10`,
    );
    expect(
      listed.content.map((row) => [row.checkpoint, row.inspectedQty, row.passedQty, row.defectQty]),
    ).toEqual([['final', bundle.qty, bundle.qty - 2, 2]]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the inspection in the office list and its figures at 1366 × 800', async () => {
    const { context, page, errors } = await openApp(browser, '/work/quality', DESKTOP);
    await page.getByRole('img', { name: 'captcha' }).waitFor();
    await signIn(page, ADMIN.mobile, undefined, ADMIN.factory);
    await tabStrip(page).waitFor();
    const totals = page.getByRole('group', { name: 'Totals of the filters' });
    await totals.waitFor();
    const row = page.getByRole('row').filter({ hasText: `Bundle ${bundle.bundleNo} · PL2408` });
    await row.first().waitFor();
    await row
      .first()
      .getByRole('button', { name: /Show the defects/ })
      .click();
    const defects = page.getByRole('table', { name: `Defects of bundle ${bundle.bundleNo}` });
    await defects.getByText('Skipped stitch').waitFor();
    await screenshot(page, 'qc-office-list');

    await page.getByRole('tab', { name: 'Figures' }).click();
    await page.getByRole('img', { name: /Defects by code, most first/ }).waitFor();
    await page.locator('canvas').first().waitFor();
    await screenshot(page, 'qc-office-figures');
    await page.getByRole('tab', { name: 'Defect codes' }).click();
    await page.getByRole('cell', { name: 'Skipped stitch' }).waitFor();
    await screenshot(page, 'qc-office-codes');
    expect(errors).toEqual([]);
    await context.close();
  });
});
