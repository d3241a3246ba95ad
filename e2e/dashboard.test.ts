import fs from 'node:fs';
import path from 'node:path';
import type { Dashboard, ScanLookup, ScanPage, ShipmentPage } from '@gbo/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiSignIn } from './api-session';
import { launchBrowser, openApp, screenshot, screenshotDir, signIn, signInToShell } from './browser';

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Copies of the screenshots, for a look outside the test results. */
const SHOTS = process.env.DASHBOARD_SHOTS ?? '/tmp/dashboard-shots';
const WORKER = { mobile: '13900000011', name: 'Zhang Min' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function shot(page: Page, name: string) {
  // The charts draw once ECharts has loaded and the canvas has its size.
  await page.waitForTimeout(500);
  await screenshot(page, name);
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.copyFileSync(path.join(screenshotDir, `${name}.png`), path.join(SHOTS, `${name}.png`));
}

/** A statistic's value in the card with this title. */
const statistic = (page: Page, card: string, title: string): Locator =>
  page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${card}$`) }) })
    .locator('.ant-statistic')
    .filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) })
    .locator('.ant-statistic-content');

/** "1,240" → 1240. */
const count = async (locator: Locator) => Number((await locator.innerText()).replace(/[^\d]/g, ''));

/** The valid pieces of some scans, as the scan list totals them (a worker's own when the session is theirs). */
async function scannedPieces(session: Awaited<ReturnType<typeof apiSignIn>>, from: string, to: string) {
  const page = await session.request<ScanPage>('GET', `/api/scans?from=${from}&to=${to}&status=valid&size=1`);
  return page.totals.qty;
}

describe('the dashboard', () => {
  it('shows the office the demo data’s figures, live as scans arrive, at a desk and on a phone', async () => {
    const admin = await apiSignIn('13900000001');
    const figures = await admin.request<Dashboard>('GET', '/api/dashboard');
    const { context, page, errors } = await openApp(browser, '/', DESKTOP);
    await signInToShell(page);
    await page.waitForURL(/#\/dashboard$/);
    await page.getByText('Output of the whole factory', { exact: true }).waitFor();

    // The cards say what the scans say.
    expect(await count(statistic(page, 'Yesterday', 'Pieces'))).toBe(
      await scannedPieces(admin, figures.yesterday, figures.yesterday),
    );
    expect(await count(statistic(page, 'This month', 'Pieces'))).toBe(
      await scannedPieces(admin, figures.monthStart, figures.today),
    );
    expect(await count(statistic(page, 'Yesterday', 'Pieces'))).toBeGreaterThan(0);
    // The demo's bed, and its slowest process; the demo's shipment this month.
    const beds = page.getByRole('table', { name: 'Beds in progress' });
    await expect.poll(() => beds.getByText('PL2408 bed 1').count()).toBe(1);
    const shipped = await admin.request<ShipmentPage>(
      'GET',
      `/api/shipments?status=confirmed&from=${figures.monthStart}&to=${figures.today}&size=1`,
    );
    const shipping = page.getByRole('region', { name: 'Shipping' });
    await expect
      .poll(() => count(shipping.locator('.ant-statistic').nth(1).locator('.ant-statistic-content')))
      .toBe(shipped.totals.qty);
    // The demo's first delivery: PL2408's finished XL and 2XL; finished pieces are left to ship (issue 20: 0).
    expect(shipped.totals.qty).toBeGreaterThanOrEqual(272);
    const notShipped = shipping
      .locator('.ant-statistic')
      .filter({ hasText: 'Finished, not shipped' })
      .locator('.ant-statistic-content');
    await expect.poll(async () => (await count(notShipped)) > 0).toBe(true);
    // Both charts are drawn (ECharts, downloaded when the page showed them).
    await expect.poll(() => page.locator('[role="img"] canvas').count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.getByText('Live: the figures follow every scan').count()).toBe(1);
    await shot(page, 'dashboard-office-desktop');

    // A worker scans on their phone: the open dashboard follows without a reload.
    const before = await count(statistic(page, 'Today', 'Pieces'));
    const worker = await apiSignIn(WORKER.mobile);
    const lookup = await worker.request<ScanLookup>('GET', '/api/scans/lookup?ticket=36006');
    const process = lookup.processes.find((p) => p.remainingQty > 0);
    await worker.request('POST', '/api/scans', {
      ticket: '36006',
      processId: process?.processId,
      requestId: `e2e-dashboard-${Date.now()}`,
    });
    await expect
      .poll(() => count(statistic(page, 'Today', 'Pieces')))
      .toBe(before + (process?.remainingQty ?? 0));
    await expect
      .poll(() => page.getByRole('table', { name: 'Top workers today' }).getByText(WORKER.name).count())
      .toBe(1);
    await shot(page, 'dashboard-office-live');

    await page.setViewportSize(PHONE);
    await shot(page, 'dashboard-office-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a worker their own figures only', async () => {
    const worker = await apiSignIn(WORKER.mobile);
    const own = await worker.request<Dashboard>('GET', '/api/dashboard');
    const { context, page, errors } = await openApp(browser, '/', PHONE);
    await page.getByRole('img', { name: 'captcha' }).waitFor();
    await signIn(page, WORKER.mobile);
    // A worker lands on the Scan page; the home tab is their dashboard.
    await page.waitForURL(/#\/scan/);
    await page.goto(`${inject('baseUrl')}/#/dashboard`);
    await page.getByText('My output', { exact: true }).waitFor();
    expect(await count(statistic(page, 'Today', 'Pieces'))).toBe(
      await scannedPieces(worker, own.today, own.today),
    );
    expect(await count(statistic(page, 'This month', 'Pieces'))).toBe(
      await scannedPieces(worker, own.monthStart, own.today),
    );
    // Nobody else's figures: no top workers, no beds, no shipping, no other name.
    for (const text of [
      'Top workers today',
      'Beds in progress',
      'Shipping',
      'Output of the whole factory',
      'Liu Yang',
      'Chen Jing',
    ])
      expect(await page.getByText(text).count(), text).toBe(0);
    await page.getByRole('button', { name: 'Open the Scan page' }).waitFor();
    await shot(page, 'dashboard-worker-phone');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'dashboard-worker-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
