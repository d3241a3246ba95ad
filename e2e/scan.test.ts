import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Bundle, CutOrderSummary, Page as ListPage, ScanLookup, ScanPage } from '@gbo/contracts';
import { type Browser, chromium, type Page } from 'playwright-core';
import qrcode from 'qrcode-generator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiSignIn, type ApiSession } from './api-session';
import { launchBrowser, openApp, screenshot, screenshotDir, signIn } from './browser';

/** A demo worker of Ningbo (sewing line 1), and the cutting clerk who knows the bundles. */
const WORKER = { mobile: '13900000011' };
const CLERK = { mobile: '13900000002' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };
/** Where the screenshots are looked at (also kept with the other browser tests' screenshots). */
const SHOTS = process.env.SCAN_SHOTS_DIR ?? '/tmp/scan-shots';

let browser: Browser;
let worker: ApiSession;
/** Bundles of PL2408 bed 1 nobody has scanned yet, from the end (the demo scans are on the first ones). */
let fresh: { ticketNo: number; bundleNo: number; qr: string; processes: ScanLookup['processes'] }[];

/** Today in the factory's time zone, as the server dates scans. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

async function shot(page: Page, name: string) {
  await screenshot(page, `scan-${name}`);
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.copyFileSync(path.join(screenshotDir, `scan-${name}.png`), path.join(SHOTS, `${name}.png`));
}

/** The worker's own scans of today for one bundle and process, as the API counts them. */
async function scansOf(bundleNo: number, processId: number) {
  const page = await worker.request<ScanPage>('GET', `/api/scans?from=${today()}&to=${today()}&size=1000`);
  return page.content.filter((scan) => scan.bundleNo === bundleNo && scan.processId === processId);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const clerk = await apiSignIn(CLERK.mobile);
  worker = await apiSignIn(WORKER.mobile);
  const beds = await clerk.request<ListPage<CutOrderSummary>>('GET', '/api/cutOrders?blurry=PL2408&size=100');
  const bed1 = beds.content.find((bed) => bed.styleNo === 'PL2408' && bed.bedNo === 1);
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
        ticketNo: bundle.ticketNo,
        bundleNo: bundle.bundleNo,
        qr: bundle.qr,
        processes: lookup.processes,
      });
    if (fresh.length === 2) break;
  }
  if (fresh.length < 2) throw new Error('no unscanned bundles left on PL2408 bed 1');
});
afterAll(() => browser?.close());

async function lookUp(page: Page, ticketNo: number, bundleNo: number) {
  const field = page.getByRole('textbox', { name: 'Ticket number' });
  await field.fill(String(ticketNo));
  await field.press('Enter');
  const bundle = page.getByRole('region', { name: `Bundle ${bundleNo}` });
  await bundle.waitFor();
  return bundle;
}

describe('the worker’s scan page on a phone', () => {
  it('signs a worker in to /scan, records a typed ticket’s process and shows it in their today', async () => {
    const { context, page, errors } = await openApp(browser, '/', PHONE);
    await page.getByRole('img', { name: 'captcha' }).waitFor();
    await signIn(page, WORKER.mobile);
    // A worker's role grants no page: sign-in lands on the scan page, not the dashboard.
    await page.getByRole('heading', { name: 'Scan bundle tickets' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/scan');
    await expect
      .poll(() =>
        page.getByRole('textbox', { name: 'Ticket number' }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await page.getByRole('region', { name: 'My work today' }).getByText('Pieces today').waitFor();
    await shot(page, 'phone-start');

    const [first] = fresh;
    if (!first) throw new Error('no bundle');
    const bundle = await lookUp(page, first.ticketNo, first.bundleNo);
    const process = first.processes[0];
    if (!process) throw new Error('no process');
    await shot(page, 'phone-bundle');
    await bundle.getByRole('button', { name: new RegExp(process.name) }).click();
    const feedback = page.getByRole('status').filter({ hasText: 'Recorded' });
    await feedback.waitFor();
    await expect.poll(() => feedback.textContent()).toContain(`Bundle ${first.bundleNo} · ${process.name}`);
    const todayList = page.getByRole('region', { name: 'My work today' });
    await todayList.getByText(`Bundle ${first.bundleNo} · ${process.name}`).waitFor();
    // The process is done now: nothing left to tap.
    await expect
      .poll(() => bundle.getByRole('button', { name: new RegExp(process.name) }).isDisabled())
      .toBe(true);
    await shot(page, 'phone-recorded');
    expect(await scansOf(first.bundleNo, process.processId)).toHaveLength(1);
    await expect.poll(() => page.title()).toBe('Scan bundle tickets - Garment Back Office');

    // A ticket no bundle has: the refusal is big and red, with the server's sentence.
    const field = page.getByRole('textbox', { name: 'Ticket number' });
    await field.fill('999999999');
    await field.press('Enter');
    const refusal = page.getByRole('alert').filter({ hasText: 'Ticket not found' });
    await refusal.waitFor();
    await shot(page, 'phone-refused');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a scan made offline as pending and records it exactly once when the network is back', async () => {
    const { context, page, errors } = await openApp(browser, '/', PHONE);
    await page.getByRole('img', { name: 'captcha' }).waitFor();
    await signIn(page, WORKER.mobile);
    await page.getByRole('heading', { name: 'Scan bundle tickets' }).waitFor();
    const [first, second] = fresh;
    const process = second?.processes[0];
    if (!first || !second || !process) throw new Error('no bundle');
    const bundle = await lookUp(page, second.ticketNo, second.bundleNo);

    await context.setOffline(true);
    await page.getByText('Offline', { exact: true }).waitFor();
    await bundle.getByRole('button', { name: new RegExp(process.name) }).click();
    await page.getByRole('status').filter({ hasText: 'Saved on this phone' }).waitFor();
    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await waiting.getByText('Pending').waitFor();
    await shot(page, 'phone-offline-pending');
    expect(await scansOf(second.bundleNo, process.processId)).toHaveLength(0);

    // A ticket that cannot be looked up offline takes the last bundle's processes; this one's first process
    // was done by the first test, so the server refuses it once it arrives.
    const field = page.getByRole('textbox', { name: 'Ticket number' });
    await field.fill(String(first.ticketNo));
    await field.press('Enter');
    const unchecked = page.getByRole('region', { name: 'Record without the network' });
    await unchecked.getByRole('button', { name: new RegExp(process.name) }).click();
    await expect.poll(() => waiting.getByText('Pending').count()).toBe(2);
    await shot(page, 'phone-offline-unchecked');

    await context.setOffline(false);
    await waiting.getByText('Sent').waitFor();
    await waiting.getByText('Failed').waitFor();
    await waiting.getByText(/already done by/).waitFor();
    await expect.poll(() => waiting.getByText('Pending').count()).toBe(0);
    await page
      .getByRole('region', { name: 'My work today' })
      .getByText(`Bundle ${second.bundleNo} · ${process.name}`)
      .waitFor();
    await shot(page, 'phone-back-online');
    expect(await scansOf(second.bundleNo, process.processId)).toHaveLength(1);
    expect(await scansOf(first.bundleNo, process.processId)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a scan whose request got no answer across a reload, then sends it once', async () => {
    const { context, page } = await openApp(browser, '/', PHONE);
    await page.getByRole('img', { name: 'captcha' }).waitFor();
    await signIn(page, WORKER.mobile);
    await page.getByRole('heading', { name: 'Scan bundle tickets' }).waitFor();
    const [, second] = fresh;
    const process = second?.processes[1];
    if (!second || !process) throw new Error('no bundle');
    const bundle = await lookUp(page, second.ticketNo, second.bundleNo);
    // The network drops every scan request (the phone still thinks it is online).
    await page.route('**/api/scans', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue(),
    );
    await bundle.getByRole('button', { name: new RegExp(process.name) }).click();
    await page.getByRole('status').filter({ hasText: 'Saved on this phone' }).waitFor();
    await page.reload();
    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await waiting.getByText('Pending').waitFor();
    expect(await scansOf(second.bundleNo, process.processId)).toHaveLength(0);

    await page.unroute('**/api/scans');
    // The queue also retries by itself: it may send before the click lands (the button then goes away).
    const sent = waiting.getByText('Sent');
    await Promise.race([
      waiting
        .getByRole('button', { name: 'Send now' })
        .click({ timeout: 10_000 })
        .catch(() => undefined),
      sent.waitFor(),
    ]);
    await sent.waitFor();
    expect(await scansOf(second.bundleNo, process.processId)).toHaveLength(1);
    await context.close();
  });

  it('looks right on an office screen too', async () => {
    const { context, page } = await openApp(browser, '/scan', DESKTOP);
    await page.getByRole('img', { name: 'captcha' }).waitFor();
    await signIn(page, WORKER.mobile);
    await page.getByRole('heading', { name: 'Scan bundle tickets' }).waitFor();
    const [first] = fresh;
    if (!first) throw new Error('no bundle');
    await lookUp(page, first.ticketNo, first.bundleNo);
    await page
      .getByRole('region', { name: 'My work today' })
      .getByText(`Bundle ${first.bundleNo}`)
      .first()
      .waitFor();
    await shot(page, 'desktop-bundle');
    await page.getByRole('button', { name: '简体中文' }).click();
    await page.getByRole('heading', { name: '扫描菲票' }).waitFor();
    await shot(page, 'desktop-zh');
    await context.close();
  });
});

/**
 * A camera that films a ticket's QR code: one Y4M frame (640×480, the code black on white in the middle),
 * which Chromium's fake capture device loops.
 */
function qrVideo(text: string, file: string) {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const [width, height, module] = [640, 480, 8];
  const left = (width - count * module) / 2;
  const top = (height - count * module) / 2;
  const luma = Buffer.alloc(width * height, 255);
  for (let y = 0; y < count * module; y++)
    for (let x = 0; x < count * module; x++)
      if (code.isDark(Math.floor(y / module), Math.floor(x / module))) luma[(top + y) * width + left + x] = 0;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = `YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`;
  fs.writeFileSync(file, Buffer.concat([Buffer.from(header), Buffer.from('FRAME\n'), luma, chroma]));
}

describe('the camera', () => {
  it('reads a ticket’s QR code (jsQR where the browser has no BarcodeDetector) and looks the bundle up', async () => {
    const [first] = fresh;
    if (!first) throw new Error('no bundle');
    const video = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-scan-camera-')), 'ticket.y4m');
    qrVideo(first.qr, video);
    const cameraBrowser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await cameraBrowser.newContext({ viewport: PHONE, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(`${inject('baseUrl')}/#/scan`);
      await page.getByRole('img', { name: 'captcha' }).waitFor();
      await signIn(page, WORKER.mobile);
      await page.getByRole('heading', { name: 'Scan bundle tickets' }).waitFor();
      const lookups: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/scans/lookup'))
          lookups.push(new URL(request.url()).searchParams.get('ticket') ?? '');
      });
      await page.getByRole('button', { name: 'Camera' }).click();
      await page.getByRole('region', { name: `Bundle ${first.bundleNo}` }).waitFor();
      // The QR code's text is sent as it is: the server checks its signature.
      expect(lookups).toEqual([first.qr]);
      // The camera closes once it has read a code.
      expect(await page.getByRole('figure', { name: "Scan the ticket's QR code" }).count()).toBe(0);
    } finally {
      await cameraBrowser.close();
      fs.rmSync(path.dirname(video), { recursive: true, force: true });
    }
  });
});
