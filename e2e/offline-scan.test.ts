import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Bundle, CutOrderSummary, Page as ListPage, ScanLookup, ScanPage } from '@gbo/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { apiSignIn, type ApiSession } from './api-session';
import { ADMIN, launchBrowser, openApp, openFromSidebar, screenshot, signIn, signInToShell } from './browser';

/**
 * The scan page as an installed app (issue 22): the service worker keeps the app, so a worker who opened it
 * once opens it again without a network, and what they scan there is sent once each when the network is back.
 */

/** A demo worker of Ningbo whom the scan page's own tests (scan.test.ts, worker …11) leave alone. */
const WORKER = { mobile: '13900000012', name: 'Wang Fang' };
const CLERK = { mobile: '13900000002' };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let worker: ApiSession;
/**
 * Two bundles of PL2408 bed 1 nobody has scanned yet: not the last four such, which scan.test.ts takes
 * (whichever file runs first, neither takes a bundle the other scanned).
 */
let fresh: { ticketNo: number; bundleNo: number; processes: ScanLookup['processes'] }[];

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

async function scansOf(bundleNo: number, processId: number) {
  const page = await worker.request<ScanPage>('GET', `/api/scans?from=${today()}&to=${today()}&size=1000`);
  return page.content.filter((scan) => scan.bundleNo === bundleNo && scan.processId === processId);
}

/** Waits until the service worker has installed (precached the app) and controls the page. */
async function serviceWorkerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The built app the server serves (as e2e/global-setup.ts finds it), and its service worker's files. */
const WEB_DIST = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist');
const SW_FILES = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(WEB_DIST, name));
let servedServiceWorker: Buffer[] | undefined;

/** Serves a service worker that differs from the installed one, as the next deployment's would. */
function deployNewServiceWorker() {
  servedServiceWorker = SW_FILES.map((file) => fs.readFileSync(file));
  const next = Buffer.concat([
    servedServiceWorker[0] ?? Buffer.alloc(0),
    Buffer.from('\n// the next version\n'),
  ]);
  const [plain, br, gz] = SW_FILES;
  if (!plain || !br || !gz) return;
  fs.writeFileSync(plain, next);
  fs.writeFileSync(br, zlib.brotliCompressSync(next));
  fs.writeFileSync(gz, zlib.gzipSync(next));
}

function restoreServiceWorker() {
  servedServiceWorker?.forEach((content, i) => {
    const file = SW_FILES[i];
    if (file) fs.writeFileSync(file, content);
  });
  servedServiceWorker = undefined;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const clerk = await apiSignIn(CLERK.mobile);
  worker = await apiSignIn(WORKER.mobile);
  const me = await worker.request<{ user: { name: string } }>('GET', '/auth/info');
  WORKER.name = me.user.name;
  const beds = await clerk.request<ListPage<CutOrderSummary>>('GET', '/api/cutOrders?blurry=PL2408&size=100');
  const bed = beds.content.find((candidate) => candidate.styleNo === 'PL2408' && candidate.bedNo === 1);
  if (!bed) throw new Error('the demo has no PL2408 bed 1');
  const bundles = await clerk.request<ListPage<Bundle>>(
    'GET',
    `/api/bundles?cutOrderId=${bed.id}&status=active&sort=bundleNo,desc&size=100`,
  );
  fresh = [];
  for (const bundle of bundles.content) {
    const lookup = await worker.request<ScanLookup>('GET', `/api/scans/lookup?ticket=${bundle.ticketNo}`);
    if (lookup.processes.every((process) => process.doneQty === 0))
      fresh.push({ ticketNo: bundle.ticketNo, bundleNo: bundle.bundleNo, processes: lookup.processes });
    if (fresh.length === 6) break;
  }
  fresh = fresh.slice(4);
  if (fresh.length < 2) throw new Error('no unscanned bundles left on PL2408 bed 1');
});
afterAll(() => browser?.close());

describe('the scan page offline', () => {
  it('opens from the cache with the worker’s name and figures, and sends the scans made there once each', async () => {
    const { context, page, errors } = await openApp(browser, '/', PHONE);
    await page.getByRole('img', { name: 'captcha' }).waitFor();
    await signIn(page, WORKER.mobile);
    await page.getByRole('heading', { name: 'Scan bundle tickets' }).waitFor();
    const today = page.getByRole('region', { name: 'My work today' });
    await today.getByText('Pieces today').waitFor();
    const [first, second] = fresh;
    const process = first?.processes[0];
    if (!first || !second || !process) throw new Error('no bundle');
    // The bundle last looked up: offline, a ticket that cannot be checked is offered its bed's processes.
    const field = page.getByRole('textbox', { name: 'Ticket number' });
    await field.fill(String(first.ticketNo));
    await field.press('Enter');
    await page.getByRole('region', { name: `Bundle ${first.bundleNo}` }).waitFor();
    await serviceWorkerControls(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Scan bundle tickets' }).waitFor();
    await page.getByText(WORKER.name).first().waitFor();
    await page.getByText('Offline', { exact: true }).waitFor();
    // Today's figures as last known, not a skeleton waiting for the server.
    await today.getByText('Pieces today').waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await screenshot(page, 'offline-scan-reloaded');

    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    for (const [i, bundle] of [first, second].entries()) {
      await field.fill(String(bundle.ticketNo));
      await field.press('Enter');
      const unchecked = page.getByRole('region', { name: 'Record without the network' });
      await unchecked.getByText(`Ticket ${bundle.ticketNo}`, { exact: false }).waitFor();
      await unchecked.getByRole('button', { name: new RegExp(process.name) }).click();
      await expect.poll(() => waiting.getByText('Pending').count()).toBe(i + 1);
    }
    await screenshot(page, 'offline-scan-outbox');
    // Chromium has Background Sync: the outbox asked to hear when the network is back.
    const syncTags = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
        sync?: { getTags: () => Promise<string[]> };
      };
      return registration.sync?.getTags();
    });
    expect(syncTags).toEqual(['gbo-scan-outbox']);
    expect(await scansOf(first.bundleNo, process.processId)).toHaveLength(0);
    expect(await scansOf(second.bundleNo, process.processId)).toHaveLength(0);

    await context.setOffline(false);
    await expect.poll(() => waiting.getByText('Sent').count()).toBe(2);
    await expect.poll(() => waiting.getByText('Pending').count()).toBe(0);
    expect(await scansOf(first.bundleNo, process.processId)).toHaveLength(1);
    expect(await scansOf(second.bundleNo, process.processId)).toHaveLength(1);
    // Nothing is sent again later (a second flush, Background Sync's and the 'online' event's).
    await page.waitForTimeout(1500);
    expect(await scansOf(first.bundleNo, process.processId)).toHaveLength(1);
    expect(await scansOf(second.bundleNo, process.processId)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a new version', () => {
  it('is offered on the scan page, and loaded only when the worker asks', async () => {
    const { context, page, errors } = await openApp(browser, '/', PHONE);
    await page.getByRole('img', { name: 'captcha' }).waitFor();
    await signIn(page, WORKER.mobile);
    await page.getByRole('heading', { name: 'Scan bundle tickets' }).waitFor();
    await serviceWorkerControls(page);
    // A new deployment: the server's sw.js changes (here, by a comment), and the browser checks for it. The
    // browser fetches a service worker's script itself, out of the page's reach: so the built file is changed,
    // and put back afterwards.
    onTestFinished(restoreServiceWorker);
    deployNewServiceWorker();
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const notice = page.getByRole('alert').filter({ hasText: 'A new version is available' });
    await notice.waitFor();
    await screenshot(page, 'update-notice');
    // Offered, not forced: the page is still the same one, and the old version still serves it.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );

    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded ?? false))
      .toBe(false);
    await page.getByRole('heading', { name: 'Scan bundle tickets' }).waitFor();
    await expect(notice.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an office screen offline', () => {
  it('says the server cannot be reached, and opens from the cache without signing out', async () => {
    const { context, page, errors } = await openApp(browser);
    await signInToShell(page, ADMIN.mobile, ADMIN.factory);
    await serviceWorkerControls(page);

    await context.setOffline(true);
    // A screen whose list cannot be fetched says why.
    await openFromSidebar(page, 'Monitor', 'Online users');
    const unreachable = page.getByText('The server cannot be reached', { exact: false }).first();
    await unreachable.waitFor();
    await screenshot(page, 'offline-office-list');

    // Reloaded offline, the app opens from the cache, still signed in (a network error is not a 401), and says
    // the server cannot be reached rather than showing a blank page.
    await page.reload();
    await page.getByRole('heading', { name: 'The server cannot be reached' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/monitor/online');
    await screenshot(page, 'offline-office-reloaded');
    await context.setOffline(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
