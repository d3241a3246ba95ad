import fs from 'node:fs';
import path from 'node:path';
import type { ShipmentFigures, ShipmentPage } from '@gbo/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn } from './api-session';
import {
  ADMIN,
  chooseOption,
  launchBrowser,
  openApp,
  openFromSidebar,
  screenshot,
  screenshotDir,
  signInToShell,
} from './browser';

const STYLE = { styleNo: 'PL2408', option: 'PL2408 男士珠地短袖POLO' };
const CUSTOMER = { name: '杭州优衫贸易', address: '浙江省杭州市滨江区江南大道588号' };
const SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL'];
/** What the clerk ships: black and white, no navy (its row is left blank). */
const SHIP: Record<string, number[]> = {
  黑色: [30, 40, 40, 40, 20, 20],
  白色: [10, 20, 20, 20, 10, 10],
};
/** PDF points of the papers. */
const A4 = { width: 595.28, height: 841.89 };
const A5_LANDSCAPE = { width: 595.28, height: 419.53 };
const printDir = path.join(screenshotDir, '..', 'print');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A row of a list table as header → cell text. */
function rowByHeader(row: Locator): Promise<Record<string, string | undefined>> {
  return row.evaluate((element) => {
    const table = element.closest('table');
    const headers = Array.from(table?.querySelectorAll('thead th') ?? []).map((th) =>
      (th as HTMLElement).innerText.trim(),
    );
    const cells = Array.from(element.querySelectorAll(':scope > td')).map((td) =>
      (td as HTMLElement).innerText.trim(),
    );
    return Object.fromEntries(headers.map((header, i) => [header, cells[i]]));
  });
}

/** The figures above the list: title → value. */
function totals(page: Page): Promise<Record<string, string>> {
  return page
    .getByRole('group', { name: 'Totals of the filter' })
    .evaluate((group) =>
      Object.fromEntries(
        Array.from(group.querySelectorAll('.ant-statistic')).map((statistic) => [
          (statistic.querySelector('.ant-statistic-title') as HTMLElement).innerText.trim(),
          (statistic.querySelector('.ant-statistic-content') as HTMLElement).innerText.trim(),
        ]),
      ),
    );
}

/**
 * Replaces the print of lib/print.ts's frame (headless Chromium prints nothing) with a hand-over of the
 * frame's whole document: what the printer would have been given.
 */
async function capturePrints(page: Page) {
  const printed: string[] = [];
  await page.exposeFunction('e2eCapturePrint', (html: string) => void printed.push(html));
  await page.evaluate(() => {
    const descriptor = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow');
    const original = descriptor?.get;
    if (!original) throw new Error('no contentWindow getter to wrap');
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const frameWindow = original.call(this) as Window | null;
        if (frameWindow)
          frameWindow.print = () => {
            const hand = (window as unknown as { e2eCapturePrint: (html: string) => Promise<void> })
              .e2eCapturePrint;
            void hand(`<!doctype html>${frameWindow.document.documentElement.outerHTML}`);
          };
        return frameWindow;
      },
    });
  });
  return printed;
}

/** What the printer was given, printed to PDF at its own page size: the pages' count and size, and its text. */
async function printToPdf(html: string, origin: string, name: string) {
  const context = await browser.newContext();
  const sheet = await context.newPage();
  await sheet.emulateMedia({ media: 'print' });
  await sheet.setContent(html.replace('<head>', `<head><base href="${origin}/">`), { waitUntil: 'load' });
  const pdf = await sheet.pdf({ preferCSSPageSize: true, printBackground: true });
  const text = await sheet.locator('.gbo-ship').innerText();
  await context.close();
  fs.mkdirSync(printDir, { recursive: true });
  fs.writeFileSync(path.join(printDir, `${name}.pdf`), pdf);
  const raw = pdf.toString('latin1');
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(raw);
  return {
    pages: raw.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0,
    width: Number(box?.[1]),
    height: Number(box?.[2]),
    text,
  };
}

/** Prints from the open print dialog of the order. */
async function printFromDialog(page: Page, shipmentNo: string, documents: string, paper: string) {
  await page.getByRole('button', { name: `Print ${shipmentNo}` }).click();
  const dialog = page.getByRole('dialog', { name: `Print shipment order ${shipmentNo}` });
  await dialog.getByLabel(documents, { exact: true }).check();
  await dialog.getByLabel(paper, { exact: true }).check();
  await dialog.getByRole('button', { name: 'Print', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('Shipment orders', () => {
  it('the factory administrator ships PL2408 by keyboard, confirms the order and prints its documents', async () => {
    const admin = await apiSignIn(ADMIN.mobile);
    const figures = await admin.request<ShipmentFigures>(
      'GET',
      `/api/shipments/figures?styleId=${(await admin.request<ShipmentPage>('GET', '/api/shipments?size=1')).content[0]?.styleId}`,
    );
    const { page, context, errors } = await openApp(browser, '/login');
    await signInToShell(page);
    await openFromSidebar(page, 'Shipping', 'Shipment orders');
    // The demo data's confirmed order of the worked example: PL2408's finished XL and 2XL (a first delivery).
    const demo = page.locator('main tbody').getByRole('row').filter({ hasText: 'Confirmed' }).first();
    await demo.waitFor();
    expect(await rowByHeader(demo)).toMatchObject({
      Customer: CUSTOMER.name,
      Style: STYLE.option,
      Pieces: '272',
      Cartons: '16',
      Amount: '10,336.00',
    });
    expect(await totals(page)).toEqual({ Orders: '1', Pieces: '272', Cartons: '16', Amount: '¥10,336.00' });

    // A new order: the style picked by typing; its customer and their delivery details come with it.
    await page.getByRole('button', { name: 'New shipment order' }).click();
    const form = page.getByRole('dialog', { name: 'New shipment order' });
    await form.getByLabel('Style', { exact: true }).click();
    await page.keyboard.type(STYLE.styleNo);
    await chooseOption(page, STYLE.option);
    await expect.poll(() => form.getByLabel('Delivery address').inputValue()).toBe(CUSTOMER.address);
    await form.getByText(CUSTOMER.name, { exact: true }).waitFor();

    // The grid, typed like a sheet: Tab from cell to cell, a colour's sizes then the next colour.
    const grid = form.getByRole('table', { name: 'Pieces to ship by colour and size' });
    await grid.getByRole('spinbutton', { name: '黑色 S pieces' }).click();
    for (const colour of figures.colours)
      for (const [i] of SIZES.entries()) {
        const qty = SHIP[colour]?.[i];
        if (qty) await page.keyboard.type(String(qty));
        await page.keyboard.press('Tab');
      }
    // Beside each cell: ordered / finished / shipped / left (the demo order shipped only finished XL and 2XL:
    // none of black S, of which nothing is finished).
    const blackS = figures.cells.find((cell) => cell.colour === '黑色' && cell.size === 'S');
    expect(blackS).toMatchObject({ ordered: 38, finished: 0, shipped: 0, left: 0 });
    const blackXl = figures.cells.find((cell) => cell.colour === '黑色' && cell.size === 'XL');
    expect(blackXl).toMatchObject({ ordered: 76, finished: 80, shipped: 76, left: 4 });
    await grid
      .getByText(`${blackS?.ordered}/${blackS?.finished}/${blackS?.shipped}/${blackS?.left}`)
      .first()
      .waitFor();
    // Every cell typed ships more than is left: warned of, not refused.
    const typed = (colour: string, size: string) => SHIP[colour]?.[SIZES.indexOf(size)] ?? 0;
    const over = figures.cells.filter((cell) => typed(cell.colour, cell.size) > Math.max(cell.left, 0));
    expect(over).toHaveLength(12);
    await form.getByText('12 cells ship more than is finished and not yet shipped').waitFor();
    await form.getByText(`黑色 S: ships 30, finished less shipped is ${blackS?.left}`).waitFor();

    await form.getByLabel('Unit price').fill('38.50');
    const rowText = async (colour: string) =>
      (
        await grid
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: colour }) })
          .innerText()
      )
        .split(/\s+/)
        .slice(-2);
    await expect.poll(() => rowText('黑色')).toEqual(['190', '7,315.00']);
    expect(await rowText('白色')).toEqual(['90', '3,465.00']);
    expect(await rowText('藏青')).toEqual(['0', '0.00']);
    expect((await grid.locator('tfoot').innerText()).split(/\s+/).slice(-2)).toEqual(['280', '10,780.00']);

    // Solid cartons of 20: full cartons and a tail carton per cell, computed as typed.
    await form.getByRole('spinbutton', { name: 'Pieces per carton' }).fill('20');
    await form.getByText('16 cartons', { exact: true }).waitFor();
    for (const [label, value] of [
      ['Length', '60'],
      ['Width', '40'],
      ['Height', '35'],
      ['Gross weight', '92.50'],
      ['Net weight', '84'],
      ['Carrier', '宁波顺达物流'],
      ['Vehicle no.', '浙B·3K721'],
      ['Driver', '王建国'],
      ["Driver's phone", '13857400000'],
    ] as const)
      await form.getByLabel(label, { exact: true }).fill(value);
    await form.locator('#shipment-note').fill('Second delivery of PL2408');
    await screenshot(page, 'shipments-form');
    await form.getByText('16 cartons', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'shipments-form-cartons');
    expect(errors).toEqual([]);

    // Ctrl+Enter saves the draft.
    await page.keyboard.press('Control+Enter');
    const saved = page.getByText(/^Shipment order CH-\d{8}-\d{3} saved as a draft$/);
    await saved.waitFor();
    const shipmentNo = /CH-\d{8}-\d{3}/.exec(await saved.innerText())?.[0] ?? '';
    await page.getByText('Saved with warnings: 12 cells ship more than is finished').waitFor();
    await form.waitFor({ state: 'hidden' });

    const row = page.locator('main tbody').getByRole('row').filter({ hasText: shipmentNo });
    await row.getByText('Draft').waitFor();
    expect(await rowByHeader(row)).toMatchObject({
      'Shipment no.': shipmentNo,
      Customer: CUSTOMER.name,
      Pieces: '280',
      Cartons: '16',
      'Unit price': '38.50',
      Amount: '10,780.00',
      'Carrier · vehicle · driver': '宁波顺达物流 · 浙B·3K721 · 王建国',
    });

    // Confirm, after seeing what it ships.
    await page.getByRole('button', { name: `More actions for ${shipmentNo}` }).click();
    await page.getByRole('menuitem', { name: 'Confirm' }).click();
    const ask = page.getByRole('dialog').filter({ hasText: `Confirm shipment order ${shipmentNo}?` });
    await ask.getByText('280 pieces in 16 cartons').waitFor();
    await ask.getByText('Amount ¥10,780.00').waitFor();
    await ask.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Shipment order ${shipmentNo} confirmed`).waitFor();
    await row.getByText('Confirmed').waitFor();
    await expect
      .poll(() => totals(page))
      .toEqual({ Orders: '2', Pieces: '552', Cartons: '32', Amount: '¥21,116.00' });
    await screenshot(page, 'shipments-list');

    // The confirmed order as read, opened from its number: no longer editable, still to be looked at.
    await row.getByText(shipmentNo, { exact: true }).click();
    const shown = page.locator('.ant-drawer').filter({ hasText: `Shipment order ${shipmentNo}` });
    await shown.getByText('Confirmed', { exact: true }).waitFor();
    for (const text of [
      '宁波顺达物流 · 浙B·3K721 · 王建国',
      '16 cartons · solid colour and size',
      '10,780.00',
    ])
      await shown.getByText(text).first().waitFor();
    await screenshot(page, 'shipments-detail');
    await page.keyboard.press('Escape');
    await shown.waitFor({ state: 'hidden' });

    // Print the delivery note on A4, then both documents on A5 landscape.
    const printed = await capturePrints(page);
    const origin = new URL(page.url()).origin;
    await printFromDialog(page, shipmentNo, 'Delivery note', 'A4 portrait');
    await printFromDialog(page, shipmentNo, 'Both', 'A5 landscape');
    await expect.poll(() => printed.length).toBe(2);
    expect(printed[0]).toContain(`<title>Delivery note ${shipmentNo}</title>`);

    const note = await printToPdf(printed[0] as string, origin, 'shipment-note-a4');
    expect(note.pages).toBe(1);
    expect(note.width).toBeCloseTo(A4.width, 0);
    expect(note.height).toBeCloseTo(A4.height, 0);
    for (const text of [
      'Demo Garment Co. – Ningbo',
      'Delivery note',
      shipmentNo,
      CUSTOMER.name,
      CUSTOMER.address,
      STYLE.option,
      '浙B·3K721',
      '王建国 13857400000',
      'Total amount ¥10,780.00',
      'Cartons 16 (Carton nos. 1–16)',
      'Carton 60 × 40 × 35 cm',
      'Gross 92.50 kg',
      'Second delivery of PL2408',
      'Shipper',
      'Received by',
    ])
      expect(note.text).toContain(text);
    expect(printed[0]).toMatch(/<svg class="s-qr"/);

    const both = await printToPdf(printed[1] as string, origin, 'shipment-both-a5');
    expect(both.pages).toBe(2);
    expect(both.width).toBeCloseTo(A5_LANDSCAPE.width, 0);
    expect(both.height).toBeCloseTo(A5_LANDSCAPE.height, 0);
    expect(both.text).toContain('Packing list');
    // Black S: 30 at 20 a carton → carton 1 holds 20, carton 2 the tail of 10; white 3XL is the last carton.
    expect(both.text).toMatch(/\n1\t黑色\tS\t20\t1\t20\n2\t黑色\tS\t10\t1\t10\n/);
    expect(both.text).toMatch(/\n16\t白色\t3XL\t10\t1\t10\n/);

    // On a phone: the list as cards, the form's grid scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText(shipmentNo).first().waitFor();
    await screenshot(page, 'shipments-list-phone');
    await page.getByText(shipmentNo, { exact: true }).first().click();
    await page
      .locator('.ant-drawer')
      .filter({ hasText: `Shipment order ${shipmentNo}` })
      .getByText('Confirmed', { exact: true })
      .waitFor();
    await screenshot(page, 'shipments-detail-phone');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'New shipment order' }).click();
    const phoneForm = page.getByRole('dialog', { name: 'New shipment order' });
    await phoneForm.getByLabel('Style', { exact: true }).click();
    await page.keyboard.type(STYLE.styleNo);
    await chooseOption(page, STYLE.option);
    const phoneGrid = phoneForm.getByRole('table', { name: 'Pieces to ship by colour and size' });
    await phoneGrid.waitFor();
    const scroller = phoneGrid.locator('xpath=..');
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await phoneGrid.scrollIntoViewIfNeeded();
    // The drawer scrolls, not the page: the screen as the phone shows it.
    await page.screenshot({ path: path.join(screenshotDir, 'shipments-form-phone.png') });
    expect(errors).toEqual([]);
    await context.close();
  });
});
