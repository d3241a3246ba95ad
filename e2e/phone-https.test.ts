import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ScanPage } from '@gbo/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiSignIn, type ApiSession } from './api-session';
import { launchBrowser, launchTrustingBrowser, screenshot, signIn } from './browser';
import { type FreshBundle, qrVideo, unscannedBundles } from './scan-fixtures';

/** A demo worker of Ningbo, and the cutting clerk who knows the bundles. */
const WORKER = { mobile: '13900000012' };
const CLERK = { mobile: '13900000002' };
const PHONE = { width: 390, height: 844 };
/** Chromium's fake camera, allowed without asking. */
const CAMERA = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

let browser: Browser;
let worker: ApiSession;
let ca: string;
let bundle: FreshBundle;
/** Scanned by the installed app offline. */
let offlineBundle: FreshBundle;

/** Today in the factory's time zone, as the server dates scans. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

beforeAll(async () => {
  browser = await launchBrowser();
  worker = await apiSignIn(WORKER.mobile);
  [bundle, offlineBundle] = (await unscannedBundles(await apiSignIn(CLERK.mobile), worker, 2)) as [
    FreshBundle,
    FreshBundle,
  ];
  const response = await fetch(`${inject('baseUrl')}/ca.crt`);
  expect(response.headers.get('content-type')).toBe('application/x-x509-ca-cert');
  ca = await response.text();
});
afterAll(() => browser?.close());

/** Opens `url` on a phone-sized page of `on`, signs the worker in, and waits for the scan page. */
async function scanPageAt(on: Browser, url: string) {
  const context = await on.newContext({ viewport: PHONE, locale: 'en-US', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${url}/#/scan`);
  await page.getByRole('img', { name: 'captcha' }).waitFor();
  await signIn(page, WORKER.mobile);
  await page.getByRole('heading', { name: 'Scan bundle tickets' }).waitFor();
  return { context, page };
}

/**
 * A phone on the factory network reaches the server by a name that is not localhost (gbo.test, PUBLIC_URL's
 * host): only the HTTPS address, with the installation's authority trusted, gives it the camera.
 */
describe('the scan page on the factory network', () => {
  it('over plain HTTP is no secure page: no camera, the worker types the ticket', async () => {
    const { context, page } = await scanPageAt(browser, inject('phone').plainUrl);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    await page.getByRole('button', { name: 'Camera' }).click();
    await page.getByText('The camera cannot be used here: the page needs https').waitFor();
    await context.close();
  });

  it('over HTTPS is refused by a browser that does not trust the installation’s authority', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await expect(page.goto(`${inject('phone').secureUrl}/#/scan`)).rejects.toThrow(
      /ERR_CERT_AUTHORITY_INVALID/,
    );
    await context.close();
  });

  it('shows a phone how to trust the authority, in English and Chinese, and hands it the certificate', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${inject('phone').plainUrl}/#/phone-setup`);
    await page.getByRole('heading', { name: 'Set up a phone for scanning' }).waitFor();
    expect(await page.getByRole('link', { name: 'Open the secure scan page' }).getAttribute('href')).toBe(
      `${inject('phone').secureUrl}/#/scan`,
    );
    await page.locator('.ant-qrcode canvas').waitFor();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-setup-android');
    await page.getByRole('tab', { name: 'iPhone / iPad' }).click();
    await page.getByText('Certificate Trust Settings').waitFor();
    await screenshot(page, 'phone-setup-ios');

    const saved = page.waitForEvent('download');
    await page.getByRole('link', { name: /Download the certificate/ }).click();
    const file = await saved;
    expect(file.suggestedFilename()).toBe('gbo-ca.crt');
    expect(fs.readFileSync(await file.path(), 'utf8')).toBe(ca);

    await page.getByRole('button', { name: '简体中文' }).click();
    await page.getByRole('heading', { name: '设置手机扫码' }).waitFor();
    await page.getByRole('tab', { name: '安卓' }).click();
    await screenshot(page, 'phone-setup-zh');
    await context.close();
  });

  it('over HTTPS, with the authority trusted, is a secure page whose camera reads a ticket and records it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-https-camera-'));
    const video = path.join(dir, 'ticket.y4m');
    qrVideo(bundle.qr, video);
    const phone = await launchTrustingBrowser(ca, [...CAMERA, `--use-file-for-fake-video-capture=${video}`]);
    try {
      const { page } = await scanPageAt(phone, inject('phone').secureUrl);
      expect(await page.evaluate(() => [window.isSecureContext, location.protocol])).toEqual([
        true,
        'https:',
      ]);
      await page.getByRole('button', { name: 'Camera' }).click();
      const card = page.getByRole('region', { name: `Bundle ${bundle.bundleNo}` });
      await card.waitFor();
      const process = bundle.processes[0];
      if (!process) throw new Error('the bundle has no process');
      await card.getByRole('button', { name: new RegExp(process.name) }).click();
      await page.getByRole('status').filter({ hasText: 'Recorded' }).waitFor();
      await screenshot(page, 'phone-https-recorded');
      const scans = await worker.request<ScanPage>(
        'GET',
        `/api/scans?from=${today()}&to=${today()}&size=1000`,
      );
      expect(
        scans.content.filter(
          (scan) => scan.bundleNo === bundle.bundleNo && scan.processId === process.processId,
        ),
      ).toHaveLength(1);
    } finally {
      await phone.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  it('over HTTPS, as the installed app, opens again without the network and sends what was scanned there', async () => {
    const phone = await launchTrustingBrowser(ca);
    try {
      const { context, page } = await scanPageAt(phone, inject('phone').secureUrl);
      // The app's manifest, as the phone's browser installs it from the secure page.
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
        return link
          ? ((await (await fetch(link.href)).json()) as { start_url: string; display: string })
          : null;
      });
      expect(manifest).toMatchObject({ start_url: './#/scan', display: 'standalone' });
      const field = page.getByRole('textbox', { name: 'Ticket number' });
      await field.fill(String(offlineBundle.ticketNo));
      await field.press('Enter');
      await page.getByRole('region', { name: `Bundle ${offlineBundle.bundleNo}` }).waitFor();
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
        .toBe(`${inject('phone').secureUrl}/sw.js`);

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'Scan bundle tickets' }).waitFor();
      await page.getByText('Offline', { exact: true }).waitFor();
      expect(await page.evaluate(() => [window.isSecureContext, location.href])).toEqual([
        true,
        `${inject('phone').secureUrl}/#/scan`,
      ]);
      const process = offlineBundle.processes[0];
      if (!process) throw new Error('the bundle has no process');
      await field.fill(String(offlineBundle.ticketNo));
      await field.press('Enter');
      const unchecked = page.getByRole('region', { name: 'Record without the network' });
      await unchecked.getByRole('button', { name: new RegExp(process.name) }).click();
      await page.getByRole('region', { name: 'Waiting to send' }).getByText('Pending').waitFor();
      await screenshot(page, 'phone-https-offline');

      await context.setOffline(false);
      await expect
        .poll(async () => {
          const scans = await worker.request<ScanPage>(
            'GET',
            `/api/scans?from=${today()}&to=${today()}&size=1000`,
          );
          return scans.content.filter(
            (scan) => scan.bundleNo === offlineBundle.bundleNo && scan.processId === process.processId,
          ).length;
        })
        .toBe(1);
    } finally {
      await phone.close();
    }
  });
});
