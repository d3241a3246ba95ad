import fs from 'node:fs';
import path from 'node:path';
import type { Bundle, CutOrderSummary, Page as ListPage, Scan, ScanLookup } from '@gbo/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, apiSignIn } from './api-session';
import {
  chooseOption,
  exportWorkbook,
  launchBrowser,
  openApp,
  openFromSidebar,
  screenshot,
  screenshotDir,
  signInToShell,
} from './browser';

/** Liu Yang scans through the API; the supervisor records Chen Jing's coupons in the dialog. */
const WORKER = { mobile: '13900000012', option: 'Liu Yang · W012' };
const OTHER = { option: 'Chen Jing · W013' };
const CLERK = { mobile: '13900000002' };
const STYLE = { styleNo: 'PL2408', option: 'PL2408 男士珠地短袖POLO' };
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Copies of the screenshots, for a look outside the test results. */
const SHOTS = process.env.PROD_SHOTS ?? '/tmp/prod-shots';

type Fresh = {
  bundleId: number;
  ticketNo: number;
  bundleNo: number;
  qty: number;
  processes: ScanLookup['processes'];
};

let browser: Browser;
let worker: ApiSession;
/** Bed 1's bundles nobody has scanned yet, from the end of the bed (the demo scans its first bundles). */
let fresh: Fresh[];
let recorded: Scan;

beforeAll(async () => {
  browser = await launchBrowser();
  const clerk = await apiSignIn(CLERK.mobile);
  worker = await apiSignIn(WORKER.mobile);
  const beds = await clerk.request<ListPage<CutOrderSummary>>('GET', '/api/cutOrders?blurry=PL2408&size=100');
  const bed1 = beds.content.find((bed) => bed.styleNo === STYLE.styleNo && bed.bedNo === 1);
  if (!bed1) throw new Error('the demo has no PL2408 bed 1');
  const bundles = await clerk.request<ListPage<Bundle>>(
    'GET',
    `/api/bundles?cutOrderId=${bed1.id}&status=active&sort=bundleNo,desc&size=100`,
  );
  fresh = [];
  for (const bundle of bundles.content) {
    const lookup = await worker.request<ScanLookup>('GET', `/api/scans/lookup?ticket=${bundle.ticketNo}`);
    if (lookup.processes.every((process) => process.doneQty === 0))
      fresh.push({
        bundleId: bundle.id,
        ticketNo: bundle.ticketNo,
        bundleNo: bundle.bundleNo,
        qty: bundle.qty,
        processes: lookup.processes,
      });
    if (fresh.length === 2) break;
  }
  if (fresh.length < 2) throw new Error('no unscanned bundles left on PL2408 bed 1');
  const [first] = fresh as [Fresh];
  const seq1 = first.processes.find((process) => process.seq === 1);
  if (!seq1) throw new Error('PL2408 bed 1 has no process 1');
  recorded = await worker.request<Scan>('POST', '/api/scans', {
    ticket: String(first.ticketNo),
    processId: seq1.processId,
    requestId: crypto.randomUUID(),
  });
});
afterAll(() => browser?.close());

async function shot(page: Page, name: string) {
  await screenshot(page, name);
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.copyFileSync(path.join(screenshotDir, `${name}.png`), path.join(SHOTS, `${name}.png`));
  // What the screen shows without scrolling, too.
  await page.screenshot({ path: path.join(SHOTS, `${name}-view.png`) });
}

/** Unfolds a filter bar folded to its first row. */
async function expandFilters(page: Page) {
  const expand = page.getByRole('button', { name: 'Expand' });
  if (await expand.isVisible()) await expand.click();
}

/** The value of the totals' figure with this title. */
const figure = (page: Page, title: string) =>
  page
    .getByRole('group', { name: 'Totals of the filter' })
    .locator('.ant-statistic')
    .filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) })
    .locator('.ant-statistic-content');

const processName = (seq: number) => {
  const process = fresh[0]?.processes.find((candidate) => candidate.seq === seq);
  return `${seq} ${process?.name ?? ''}`;
};

describe('Production', () => {
  it('the office finds a worker’s scan with its totals, exports them and records a shift’s coupons for another worker', async () => {
    const [first, second] = fresh as [Fresh, Fresh];
    const { page, context, errors } = await openApp(browser, '/login', DESKTOP);
    await signInToShell(page);
    await openFromSidebar(page, 'Production', 'Scan data detail');

    const scanFilters = page.locator('form#scan-search');
    await scanFilters.getByLabel('Worker', { exact: true }).fill('Liu');
    await chooseOption(page, WORKER.option);
    await expandFilters(page);
    await page.getByLabel('Bundle no.').fill(String(first.bundleNo));
    await page.getByLabel('Bundle no.').press('Enter');
    const row = page
      .getByRole('row')
      .filter({ hasText: processName(1) })
      .filter({ hasText: String(recorded.ticketNo) });
    await row.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(await row.innerText()).toContain(recorded.amount ?? '');
    await expect.poll(() => figure(page, 'Valid pieces').innerText()).toBe(String(first.qty));
    await expect.poll(() => figure(page, 'Valid amount').innerText()).toBe(`¥${recorded.amount}`);
    await expect.poll(() => figure(page, 'Scans').innerText()).toBe('1');
    await shot(page, 'scans-desktop');

    const { fileName, rows } = await exportWorkbook(page);
    expect(fileName).toMatch(/^scans-\d{8}-\d{4}\.xlsx$/);
    expect(rows[0]?.slice(9, 13)).toEqual(['Process', 'Pieces', 'Rate', 'Amount']);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.slice(2, 6)).toEqual(['Liu Yang', STYLE.styleNo, 1, first.bundleNo]);
    const totals = rows.at(-1) ?? [];
    expect(totals[0]).toBe('Total');
    expect(totals[10]).toBe(first.qty);
    expect(totals[12]).toBe(Number(recorded.amount));

    // The supervisor's coupons of Chen Jing: process 2 of both bundles, and a ticket that is no ticket.
    await page.getByRole('button', { name: 'Record scans' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record scans for a worker' });
    const tickets = dialog.getByLabel('Tickets', { exact: true });
    for (const ticket of [first.ticketNo, second.ticketNo, 99_999_999]) {
      await tickets.fill(String(ticket));
      await tickets.press('Enter');
    }
    await dialog.getByText(new RegExp(`^No\\. ${second.bundleNo} ·`)).waitFor();
    await dialog.getByLabel('Worker').fill('Chen');
    await chooseOption(page, OTHER.option);
    await dialog.getByLabel('Process').click();
    await chooseOption(page, processName(2));
    await dialog.getByRole('button', { name: 'Record 2 scans' }).click();
    await expect.poll(() => dialog.getByText(/^Recorded \d+ pcs/).count()).toBe(2);
    await dialog.getByText('2 recorded', { exact: false }).waitFor();
    await shot(page, 'record-scans-desktop');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    // The list (Liu Yang's) is as it was; Chen Jing's scans are there for her.
    await scanFilters.getByLabel('Worker', { exact: true }).fill('Chen');
    await chooseOption(page, OTHER.option);
    await page
      .getByRole('row')
      .filter({ hasText: processName(2) })
      .first()
      .waitFor();
    await expect.poll(() => figure(page, 'Valid pieces').innerText()).toBe(String(first.qty));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the bundle production grid shows the scanned cells done, the process breakdown and the beds’ progress', async () => {
    const [first] = fresh as [Fresh];
    const { page, context, errors } = await openApp(browser, '/login', DESKTOP);
    await signInToShell(page);
    await openFromSidebar(page, 'Production', 'Bundle production detail');
    await page.getByText('Pick a style above', { exact: false }).waitFor();
    const gridFilters = page.locator('form#production-search');
    await gridFilters.getByLabel('Style', { exact: true }).fill(STYLE.styleNo);
    await chooseOption(page, STYLE.option);
    await page.getByRole('list', { name: 'Progress of each cutting bed' }).getByText('Bed 1').waitFor();
    await page.getByRole('button', { name: `Process ${processName(1)}: colours and sizes` }).click();
    await page.getByText(`${processName(1)} by colour and size`).waitFor();
    await shot(page, 'production-desktop');

    await expandFilters(page);
    await page.getByLabel('Bundle no.').fill(String(first.bundleNo));
    await page.getByLabel('Bundle no.').press('Enter');
    const bundleRow = page.locator(`tr[data-row-key="${first.bundleId}"]`);
    const done = (seq: number) =>
      bundleRow.getByLabel(`${processName(seq)}: ${first.qty} of ${first.qty}, Done`);
    await done(1).waitFor();
    await done(2).waitFor();
    expect(await done(1).getAttribute('data-state')).toBe('done');
    await expect.poll(() => page.getByText('1 bundle', { exact: true }).count()).toBe(1);
    await done(1).hover();
    await page
      .getByRole('tooltip')
      .getByText(`${processName(1)}: Liu Yang`)
      .waitFor();
    await shot(page, 'production-bundle-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('both pages at a phone’s width', async () => {
    const { page, context, errors } = await openApp(browser, '/login', PHONE);
    await signInToShell(page);
    await page.evaluate(() => (window.location.hash = '/work/detail'));
    await page.locator('main dl').first().waitFor();
    await shot(page, 'scans-phone');
    await page.getByRole('button', { name: 'Record scans' }).click();
    await page.getByRole('dialog', { name: 'Record scans for a worker' }).waitFor();
    await shot(page, 'record-scans-phone');
    await page
      .getByRole('dialog', { name: 'Record scans for a worker' })
      .getByRole('button', { name: 'Close', exact: true })
      .last()
      .click();
    await page.evaluate(() => (window.location.hash = '/work/list'));
    await page.getByText('Pick a style above', { exact: false }).waitFor();
    await page.locator('form#production-search').getByLabel('Style', { exact: true }).fill(STYLE.styleNo);
    await chooseOption(page, STYLE.option);
    await page.getByRole('list', { name: 'Progress of each cutting bed' }).getByText('Bed 1').waitFor();
    await page.locator('tr[data-row-key]').first().waitFor();
    await shot(page, 'production-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
