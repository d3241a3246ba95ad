import type { SavedCutOrder, Style } from '@gbo/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn } from './api-session';
import path from 'node:path';
import { chooseOption, launchBrowser, openApp, screenshot, screenshotDir, signInToShell } from './browser';

// Issue 20, item 1: recording scans for a worker matched the chosen process on other tickets by its number
// alone, so a PL2408 ticket added under another style's "2 上袖" was paid as PL2408's process 2 (做门筒).
// This file's style (E2E-REC-*) and its bed are its own; the PL2408 ticket it types is never recorded.

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
/** A PL2408 ticket of the demo's bed 1 (bundle 1: the API tests', never recorded here). */
const PL2408_TICKET = '36001';
const WORKER = 'Chen Jing · W013';

let browser: Browser;
let styleNo: string;
let jacketTickets: number[];

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiSignIn('13900000001');
  styleNo = `E2E-REC-${Date.now().toString(36).toUpperCase()}`;
  const style = await admin.request<Style>('POST', '/api/styles', {
    styleNo,
    name: 'Jacket',
    colours: ['黑色'],
    sizes: ['M'],
    orderQty: [],
    processes: [
      { name: '合肩', rate: '0.120' },
      { name: '上袖', rate: '0.350' },
    ],
  });
  const bed = await admin.request<SavedCutOrder>('POST', '/api/cutOrders', {
    styleId: style.id,
    cutDate: '2026-11-20',
    ratio: [{ size: 'M', ratio: 1 }],
    lays: [{ colour: '黑色', layers: 40 }],
    maxPlies: 10,
  });
  jacketTickets = bed.bundles.map((bundle) => bundle.ticketNo);
});
afterAll(() => browser?.close());

/** Opens Record scans on /work/detail, in Chinese when asked. */
async function openDialog(page: Page, chinese: boolean) {
  await signInToShell(page);
  if (chinese) await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
  await page.goto(page.url().replace(/#.*$/, '#/work/detail'));
  if (chinese) await page.reload();
  await page.getByRole('button', { name: chinese ? '补录扫描' : 'Record scans' }).click();
  return page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title') });
}

async function typeTicket(page: Page, dialog: ReturnType<Page['getByRole']>, label: string, ticket: string) {
  const input = dialog.getByLabel(label, { exact: true });
  await input.fill(ticket);
  await input.press('Enter');
}

describe('Record scans for a worker', () => {
  it('refuses a ticket of another style on its line, says why, and records only the chosen style’s', async () => {
    const { page, context, errors } = await openApp(browser, '/login', DESKTOP);
    const dialog = await openDialog(page, false);
    const [first, second] = jacketTickets;
    await typeTicket(page, dialog, 'Tickets', String(first));
    await dialog
      .getByText(new RegExp(`· ${styleNo} bed 1 ·`))
      .first()
      .waitFor();
    await dialog.getByLabel('Worker').fill('Chen');
    await chooseOption(page, WORKER);
    await dialog.getByLabel('Process').click();
    await chooseOption(page, '2 上袖');
    // PL2408's bed has a process 2 too (做门筒): still another style's process, held back on its line.
    await typeTicket(page, dialog, 'Tickets', PL2408_TICKET);
    await typeTicket(page, dialog, 'Tickets', String(second));
    const refusal = `A ticket of PL2408: 2 上袖 is a process of ${styleNo}, record it separately`;
    await dialog.getByText(refusal).waitFor();
    await dialog.getByRole('button', { name: 'Record 2 scans' }).waitFor();
    await screenshot(page, 'record-scans-other-style');
    await dialog.getByRole('button', { name: 'Record 2 scans' }).click();
    await expect.poll(() => dialog.getByText(/^Recorded \d+ pcs/).count()).toBe(2);
    // The PL2408 line is still refused, nothing was sent for it.
    expect(await dialog.getByText(refusal).count()).toBe(1);
    await dialog.getByText('2 recorded', { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [name, viewport, chinese] of [
    ['record-scans-other-style-zh', DESKTOP, true],
    ['record-scans-other-style-phone', PHONE, false],
    ['record-scans-other-style-phone-zh', PHONE, true],
  ] as const)
    it(`says so at ${viewport.width} px${chinese ? ' in Chinese' : ''}`, async () => {
      const { page, context, errors } = await openApp(browser, '/login', viewport);
      const dialog = await openDialog(page, chinese);
      const tickets = chinese ? '菲票' : 'Tickets';
      await typeTicket(page, dialog, tickets, String(jacketTickets.at(-1)));
      await dialog
        .getByText(new RegExp(`${styleNo}`))
        .first()
        .waitFor();
      await dialog.getByLabel(chinese ? '工序' : 'Process').click();
      await chooseOption(page, '2 上袖');
      await typeTicket(page, dialog, tickets, PL2408_TICKET);
      await dialog
        .getByText(
          chinese
            ? `此菲票属于款号 PL2408：2 上袖 是款号 ${styleNo} 的工序，请分开录入`
            : `A ticket of PL2408: 2 上袖 is a process of ${styleNo}, record it separately`,
        )
        .waitFor();
      await screenshot(page, name);
      // What the screen shows without scrolling (the page behind the dialog is long).
      await page.screenshot({ path: path.join(screenshotDir, `${name}-view.png`) });
      expect(errors).toEqual([]);
      await context.close();
    });
});
