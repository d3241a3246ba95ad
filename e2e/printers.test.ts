import net from 'node:net';
import type { Bundle, Page as ListPage, Printer, PrintJob } from '@gbo/contracts';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, apiSignIn } from './api-session';
import {
  ADMIN,
  chooseOption,
  launchBrowser,
  openApp,
  openFromSidebar,
  screenshot,
  signInToShell,
} from './browser';

const PRINTER = 'E2E Zebra';
const PHONE = { width: 390, height: 844 };

/** A network label printer as the server meets one: each connection's bytes are one job. */
async function startFakePrinter() {
  const jobs: Buffer[] = [];
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      jobs.push(Buffer.concat(chunks));
      socket.end();
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the fake printer has no port');
  return {
    jobs,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: a printer that is off. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let browser: Browser;
let printer: Awaited<ReturnType<typeof startFakePrinter>>;
let admin: ApiSession;
beforeAll(async () => {
  [browser, printer, admin] = await Promise.all([
    launchBrowser(),
    startFakePrinter(),
    apiSignIn(ADMIN.mobile),
  ]);
});
// The suite shares one server: the printers added here go, so other tests keep printing in the browser.
afterAll(async () => {
  const jobs = await admin.request<ListPage<PrintJob>>('GET', '/api/printers/jobs?status=queued&size=100');
  for (const job of jobs.content)
    await admin.request('POST', `/api/printers/jobs/${job.id}/cancel`).catch(() => undefined);
  for (const added of await admin.request<Printer[]>('GET', '/api/printers'))
    await admin.request('DELETE', `/api/printers/${added.id}`);
  await Promise.all([browser?.close(), printer?.close()]);
});

/** The job state in a dialog shows this status. */
const jobReaches = (scope: Locator, status: string) =>
  expect
    .poll(() => scope.getByRole('status').getByText(status, { exact: true }).isVisible(), { timeout: 30_000 })
    .toBe(true);

describe('Label printers', () => {
  it('the administrator adds a network label printer and test prints on it', async () => {
    const { page, context, errors } = await openApp(browser, '/login');
    await signInToShell(page);
    await openFromSidebar(page, 'System', 'Label printers');
    await page.getByText(/No label printers yet/).waitFor();

    await page.getByRole('button', { name: /Add printer/ }).click();
    const form = page.getByRole('dialog', { name: 'Add label printer' });
    await form.getByLabel('Name', { exact: true }).fill(PRINTER);
    await form.getByLabel('Printer language').click();
    await chooseOption(page, 'ZPL (Zebra)');
    await form.getByLabel('IP address or host name').fill('127.0.0.1');
    await form.getByLabel('Port', { exact: true }).fill(String(printer.port));
    await form.getByLabel('Width (mm)').fill('60');
    await form.getByLabel('Height (mm)').fill('40');
    await form.getByLabel('Bundle tickets').check();
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText(`${PRINTER} was added`).waitFor();
    const row = page.getByRole('row').filter({ hasText: PRINTER });
    await row.getByText(`127.0.0.1:${printer.port}`).waitFor();
    await row.getByText('60 × 40 mm').waitFor();

    await row.getByRole('button', { name: /Test print/ }).click();
    const test = page.getByRole('dialog', { name: `Test print on ${PRINTER}` });
    await jobReaches(test, 'Sent');
    expect(printer.jobs).toHaveLength(1);
    expect(printer.jobs[0]?.toString('latin1')).toMatch(/^(~DG|\^XA)/);
    await test.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

    // A printer that is off: its job waits, saying why and when it is tried again.
    const off = await admin.request<Printer>('POST', '/api/printers', {
      name: 'Packing TSC (off)',
      protocol: 'tspl',
      host: '127.0.0.1',
      port: await closedPort(),
      widthMm: 100,
      heightMm: 100,
    });
    await admin.request('POST', `/api/printers/${off.id}/test`);
    await page.getByRole('tab', { name: 'Print jobs' }).click();
    const jobs = page.locator('main');
    // The list is read again while a job is on its way: the off printer's job comes back queued, with why.
    await jobs
      .getByText(/^The printer refused the connection.* It will be tried again at /)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.getByText(`${PRINTER} was added`).waitFor({ state: 'hidden' });
    await jobs.getByRole('row').filter({ hasText: PRINTER }).getByText('Sent', { exact: true }).waitFor();
    await screenshot(page, 'printers-jobs-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone: the printers page, and the demo bed’s tickets sent to the label printer', async () => {
    const beds = await admin.request<ListPage<{ id: number; styleNo: string; bedNo: number }>>(
      'GET',
      '/api/cutOrders?size=100',
    );
    const bed1 = beds.content.find((bed) => bed.styleNo === 'PL2408' && bed.bedNo === 1);
    if (!bed1) throw new Error('the demo has no bed 1 of PL2408');
    const bundles = await admin.request<ListPage<Bundle>>(
      'GET',
      `/api/bundles?cutOrderId=${bed1.id}&size=200`,
    );
    const active = bundles.content.filter((bundle) => bundle.status === 'active').length;
    expect(active).toBeGreaterThan(0);

    const { page, context, errors } = await openApp(browser, '/login', PHONE);
    await signInToShell(page);
    const origin = new URL(page.url()).origin;
    await page.goto(`${origin}/#/system/printer`);
    await page.locator('main').getByText(PRINTER).first().waitFor();
    await screenshot(page, 'printers-phone');
    await page.getByRole('tab', { name: 'Print jobs' }).click();
    await page
      .locator('main')
      .getByText(/^The printer refused the connection/)
      .first()
      .waitFor();
    await screenshot(page, 'printers-jobs-phone');

    await page.goto(`${origin}/#/bundle/create`);
    await page.getByRole('button', { name: 'More actions for PL2408 bed 1' }).click();
    await page.getByRole('menuitem', { name: 'Print tickets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print bundle tickets' });
    // The tickets' default printer is chosen, with its label's template.
    await expect.poll(() => dialog.getByLabel('A label printer').isChecked()).toBe(true);
    await dialog.getByText(`${PRINTER} (ZPL, 60 × 40 mm)`).waitFor();
    await expect.poll(() => dialog.getByLabel('Label 60 × 40 mm').isChecked()).toBe(true);
    await screenshot(page, 'ticket-print-dialog-printer-phone');
    await dialog.getByRole('button', { name: 'Send to printer' }).click();
    // Tickets printed before (by another test, or the seed) are reprinted after a confirmation.
    const again = page.getByRole('dialog').filter({ has: page.getByTestId('ticket-print-confirm') });
    if (await again.isVisible({ timeout: 3000 }).catch(() => false))
      await again.getByRole('button', { name: /^(Print again|Print)$/ }).click();
    await jobReaches(dialog, 'Sent');
    await expect.poll(() => printer.jobs.length).toBe(2);
    const tickets = printer.jobs[1]?.toString('utf8') ?? '';
    expect(tickets.match(/\^XA\^CI28/g)).toHaveLength(active);
    await dialog.locator('.ant-modal-footer').scrollIntoViewIfNeeded();
    await screenshot(page, 'ticket-print-dialog-sent-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
