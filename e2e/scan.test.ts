import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ScanPage } from '@gbo/contracts';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiSignIn, type ApiSession } from './api-session';
import { launchBrowser, openApp, screenshot, screenshotDir, signIn } from './browser';
import { type FreshBundle, qrVideo, unscannedBundles } from './scan-fixtures';

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
let fresh: FreshBundle[];

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
  fresh = await unscannedBundles(clerk, worker, 4);
});
afterAll(() => browser?.close());

/** The height and width of every visible button of the open dialog (the undo confirmation). */
async function dialogButtons(page: Page) {
  // Measured once the dialog has finished zooming in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const buttons = page.getByRole('dialog').getByRole('button').filter({ visible: true });
  const boxes = [];
  for (let i = 0; i < (await buttons.count()); i++) {
    const button = buttons.nth(i);
    const box = await button.boundingBox();
    boxes.push({ name: (await button.textContent())?.trim(), height: box?.height ?? 0 });
  }
  return boxes;
}

/**
 * Records the tones the page plays: the real Web Audio API plays them, and each oscillator started is noted
 * with its frequency (in `window.scanTones`). A script's text, as the test runner may rewrite a function's.
 */
const RECORD_TONES = `
  window.scanTones = [];
  const frequencies = new WeakMap();
  const setValueAtTime = AudioParam.prototype.setValueAtTime;
  AudioParam.prototype.setValueAtTime = function (value, time) {
    frequencies.set(this, value);
    return setValueAtTime.call(this, value, time);
  };
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (when) {
    window.scanTones.push(frequencies.get(this.frequency) ?? this.frequency.value);
    return start.call(this, when);
  };
`;
const tonesPlayed = (page: Page) =>
  page.evaluate(() => (window as unknown as { scanTones: number[] }).scanTones);

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

  it('counts offline scans against what is left, and undoes the latest one made by taking it off the phone', async () => {
    const { context, page, errors } = await openApp(browser, '/', PHONE);
    await page.getByRole('img', { name: 'captcha' }).waitFor();
    await signIn(page, WORKER.mobile);
    await page.getByRole('heading', { name: 'Scan bundle tickets' }).waitFor();
    const [, , third] = fresh;
    const process = third?.processes[0];
    if (!third || !process) throw new Error('no bundle');
    const bundle = await lookUp(page, third.ticketNo, third.bundleNo);
    const button = bundle.getByRole('button', { name: new RegExp(process.name) });
    const total = process.remainingQty;

    await context.setOffline(true);
    await page.getByText('Offline', { exact: true }).waitFor();
    await bundle.getByRole('spinbutton', { name: 'Pieces' }).fill('5');
    await button.click();
    await page.getByRole('status').filter({ hasText: 'Saved on this phone' }).waitFor();
    // What the phone keeps counts against what the card offers.
    await expect.poll(() => button.textContent()).toContain(`Left ${total - 5} · 5 on this phone`);
    expect(await button.isEnabled()).toBe(true);
    // A second tap takes all that is left after it; then nothing is left to tap.
    await button.click();
    await expect.poll(() => button.textContent()).toContain('On this phone');
    expect(await button.isDisabled()).toBe(true);
    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await expect.poll(() => waiting.getByText('Pending').count()).toBe(2);
    await shot(page, 'phone-offline-held');
    // The long "Undo last scan" wraps: nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Undo names the latest scan made, still on the phone, and takes it off the phone.
    const undoQueued = page.getByRole('button', { name: /Undo last scan · .*\(all left\), not sent yet$/ });
    await undoQueued.click();
    await page
      .getByRole('dialog')
      .getByText('Take this scan off the phone?')
      .filter({ visible: true })
      .waitFor();
    for (const { name, height } of await dialogButtons(page))
      expect(height, `the dialog's ${name} button`).toBeGreaterThanOrEqual(40);
    await shot(page, 'phone-undo-queued');
    await page.getByRole('dialog').getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('status').filter({ hasText: 'Taken off this phone' }).waitFor();
    await expect.poll(() => waiting.getByText('Pending').count()).toBe(1);
    await expect.poll(() => button.textContent()).toContain(`Left ${total - 5} · 5 on this phone`);

    // Back online: the one left is sent once, and none is refused.
    await context.setOffline(false);
    await waiting.getByText('Sent').waitFor();
    await expect.poll(() => waiting.getByText('Pending').count()).toBe(0);
    expect(await waiting.getByText('Failed').count()).toBe(0);
    const recorded = await scansOf(third.bundleNo, process.processId);
    expect(recorded.map((scan) => [scan.qty, scan.status])).toEqual([[5, 'valid']]);

    // Sent, it is the server's scan that undo takes back.
    await page.getByRole('button', { name: /Undo last scan/ }).click();
    const undoDialog = page.getByRole('dialog');
    await undoDialog.getByText('Undo this scan?').filter({ visible: true }).waitFor();
    await undoDialog.getByText(`Bundle ${third.bundleNo} · ${process.name} × 5`).waitFor();
    for (const { name, height } of await dialogButtons(page))
      expect(height, `the dialog's ${name} button`).toBeGreaterThanOrEqual(40);
    await page.getByRole('dialog').getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('status').filter({ hasText: 'Undone' }).waitFor();
    expect((await scansOf(third.bundleNo, process.processId)).map((scan) => scan.status)).toEqual(['undone']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a scan on a slow network as sending on its own button, and sounds success and failure (switchable)', async () => {
    const { context, page, errors } = await openApp(browser, '/', PHONE);
    await context.addInitScript({ content: RECORD_TONES });
    await page.reload();
    await page.getByRole('img', { name: 'captcha' }).waitFor();
    await signIn(page, WORKER.mobile);
    await page.getByRole('heading', { name: 'Scan bundle tickets' }).waitFor();
    const [, , third] = fresh;
    const [, slow, other] = third?.processes ?? [];
    if (!third || !slow || !other) throw new Error('no bundle');
    const bundle = await lookUp(page, third.ticketNo, third.bundleNo);

    // The scan request waits until the test lets it through.
    let letThrough = () => undefined as void;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route('**/api/scans', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const slowButton = bundle.getByRole('button', { name: new RegExp(slow.name) });
    await slowButton.click();
    await expect.poll(() => slowButton.textContent()).toContain('Sending…');
    expect(await slowButton.isDisabled()).toBe(true);
    // The other processes stay usable meanwhile.
    expect(await bundle.getByRole('button', { name: new RegExp(other.name) }).isEnabled()).toBe(true);
    await shot(page, 'phone-sending');
    letThrough();
    await page.getByRole('status').filter({ hasText: 'Recorded' }).waitFor();
    await page.unroute('**/api/scans');
    // A success: the short bright pair.
    await expect.poll(() => tonesPlayed(page)).toEqual([1047, 1568]);

    const field = page.getByRole('textbox', { name: 'Ticket number' });
    await field.fill('999999999');
    await field.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Ticket not found' }).waitFor();
    // A refusal: the low buzz.
    await expect.poll(() => tonesPlayed(page)).toEqual([1047, 1568, 330, 220]);

    // Switched off, and still off after a reload: silent.
    const sound = page.getByRole('button', { name: 'Sound' });
    await sound.click();
    await expect.poll(() => sound.getAttribute('aria-pressed')).toBe('false');
    await page.reload();
    await page.getByRole('heading', { name: 'Scan bundle tickets' }).waitFor();
    await expect.poll(() => sound.getAttribute('aria-pressed')).toBe('false');
    const again = await lookUp(page, third.ticketNo, third.bundleNo);
    await again.getByRole('button', { name: new RegExp(other.name) }).click();
    await page.getByRole('status').filter({ hasText: 'Recorded' }).waitFor();
    expect(await tonesPlayed(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows what the phone keeps, and its undo, in Chinese on a phone and an office screen', async () => {
    const [, , , fourth] = fresh;
    const process = fourth?.processes.at(-1);
    if (!fourth || !process) throw new Error('no bundle');
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { context, page, errors } = await openApp(browser, '/scan', viewport);
      await page.getByRole('img', { name: 'captcha' }).waitFor();
      await signIn(page, WORKER.mobile);
      await page.getByRole('button', { name: '简体中文' }).click();
      await page.getByRole('heading', { name: '扫描菲票' }).waitFor();
      const field = page.getByRole('textbox', { name: '菲票号' });
      await field.fill(String(fourth.ticketNo));
      await field.press('Enter');
      const bundle = page.getByRole('region', { name: `第 ${fourth.bundleNo} 扎` });
      await bundle.waitFor();
      await context.setOffline(true);
      await page.getByText('离线', { exact: true }).waitFor();
      const button = bundle.getByRole('button', { name: new RegExp(process.name) });
      await bundle.getByRole('spinbutton', { name: '件数' }).fill('2');
      await button.click();
      await page.getByRole('status').filter({ hasText: '已保存在本机' }).waitFor();
      await expect.poll(() => button.textContent()).toContain('本机已存 2');
      await shot(page, `${name}-zh-held`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.getByRole('button', { name: /撤销上一次扫菲/ }).click();
      await page.getByRole('dialog').getByText('从本机撤回这次扫菲？').filter({ visible: true }).waitFor();
      await shot(page, `${name}-zh-undo-queued`);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^撤\s*销$/ })
        .click();
      await page.getByRole('status').filter({ hasText: '已从本机撤回' }).waitFor();
      await context.setOffline(false);
      expect(errors).toEqual([]);
      await context.close();
    }
    // Taken back on both screens: nothing reached the server.
    expect(await scansOf(fourth.bundleNo, process.processId)).toEqual([]);
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
    // A scan kept on the phone, and taking it back, on an office screen.
    const process = first.processes.at(-1);
    if (!process) throw new Error('no process');
    await context.setOffline(true);
    await page.getByText('Offline', { exact: true }).waitFor();
    const bundle = page.getByRole('region', { name: `Bundle ${first.bundleNo}` });
    await bundle.getByRole('spinbutton', { name: 'Pieces' }).fill('1');
    const button = bundle.getByRole('button', { name: new RegExp(process.name) });
    await button.click();
    await expect.poll(() => button.textContent()).toContain('1 on this phone');
    await shot(page, 'desktop-held');
    await page.getByRole('button', { name: /Undo last scan · .* × 1, not sent yet$/ }).click();
    await page
      .getByRole('dialog')
      .getByText('Take this scan off the phone?')
      .filter({ visible: true })
      .waitFor();
    await shot(page, 'desktop-undo-queued');
    await page.getByRole('dialog').getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('status').filter({ hasText: 'Taken off this phone' }).waitFor();
    await context.setOffline(false);
    await page.getByRole('button', { name: '简体中文' }).click();
    await page.getByRole('heading', { name: '扫描菲票' }).waitFor();
    await shot(page, 'desktop-zh');
    await context.close();
  });
});

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
