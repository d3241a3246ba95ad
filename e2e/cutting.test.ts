import fs from 'node:fs';
import path from 'node:path';
import type { Bundle, CutOrder, Page as ListPage } from '@gbo/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, NINGBO } from './api-session';
import {
  chooseOption,
  launchBrowser,
  openApp,
  screenshot,
  screenshotDir,
  sidebar,
  signInToShell,
} from './browser';

/** The demo cutting clerk (Li Na, Ningbo). The demo seed cut bed 1 of PL2408: bundles 1–36. */
const CLERK = { mobile: '13900000002', name: 'Li Na' };
const STYLE = { styleNo: 'PL2408', option: 'PL2408 男士珠地短袖POLO' };
const SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL'];
const RATIO = [1, 2, 2, 2, 1, 1];
const LAYS = [
  { colour: '黑色', layers: 40, dyeLot: 'G2408-21', shade: 'A' },
  { colour: '白色', layers: 30, dyeLot: 'G2408-22', shade: 'A' },
  { colour: '藏青', layers: 25, dyeLot: 'G2408-23', shade: 'B' },
];
/** The seed's order of PL2408 (apps/server/src/seed/demo.ts), S to 3XL; bed 1 cut the same lays as bed 2. */
const ORDERED: Record<string, number[]> = {
  黑色: [38, 78, 78, 76, 38, 36],
  白色: [28, 58, 58, 58, 28, 28],
  藏青: [24, 48, 48, 48, 24, 24],
};
/** The 80×60 label in PDF points. */
const LABEL_PT = { width: (80 / 25.4) * 72, height: (60 / 25.4) * 72 };
const printDir = path.join(screenshotDir, '..', 'print');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * A table's visible text as rows of cells, keyed by the first cell (header, body rows, summary row); antd's
 * hidden measuring row is left out.
 */
function tableRows(table: Locator): Promise<Record<string, string[]>> {
  return table.evaluate((element) =>
    Object.fromEntries(
      Array.from(element.querySelectorAll('tr'))
        .filter((row) => !row.classList.contains('ant-table-measure-row'))
        .map((row) =>
          Array.from(row.querySelectorAll('th, td')).map((cell) => (cell as HTMLElement).innerText.trim()),
        )
        .filter((cells) => cells.length > 0)
        .map((cells) => [cells[0] ?? '', cells.slice(1)]),
    ),
  );
}

/** A row of a list table as header → cell text (the selection column's empty header included). */
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

/** The value of the preview's figure with this title. */
const statistic = (scope: Locator, title: string) =>
  scope
    .locator('.ant-statistic')
    .filter({ has: scope.page().locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) })
    .locator('.ant-statistic-content');

/** An over-cut shows as a red +n, what is left as n. */
const left = (n: number) => (n < 0 ? `+${-n}` : String(n));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

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

describe('Cutting room', () => {
  it('the cutting clerk types bed 2 of PL2408, checks its preview, generates it and prints its tickets', async () => {
    const { page, context, errors } = await openApp(browser, '/login');
    await signInToShell(page, CLERK.mobile, NINGBO);
    await sidebar(page).getByRole('menuitem', { name: 'Cutting room' }).click();
    await sidebar(page).getByRole('menuitem', { name: 'Bundle numbering' }).click();
    await page.waitForURL(/#\/bundle\/create$/);
    await page.getByRole('row').filter({ hasText: STYLE.styleNo }).first().waitFor();

    await page.getByRole('button', { name: 'New cutting bed' }).click();
    const form = page.getByRole('dialog', { name: 'New cutting bed' });
    // The style box has the cursor: the clerk types the style number and picks it.
    await form.getByLabel('Style', { exact: true }).pressSequentially(STYLE.styleNo);
    await chooseOption(page, STYLE.option);
    await form.getByText('818 pieces ordered', { exact: false }).waitFor();
    for (const [i, size] of SIZES.entries())
      await form
        .getByRole('spinbutton', { name: `Ratio of size ${size}`, exact: true })
        .fill(String(RATIO[i]));
    await form.getByText('9 pieces per layer').waitFor();

    // The lays typed like a sheet: Tab from cell to cell, Enter in the last cell adds a row and goes to it.
    await form.getByLabel('Colour of lay 1').click();
    for (const [i, lay] of LAYS.entries()) {
      const colour = form.getByLabel(`Colour of lay ${i + 1}`);
      await expect.poll(() => colour.evaluate((input) => input === document.activeElement)).toBe(true);
      await page.keyboard.type(lay.colour);
      await page.locator('.ant-select-dropdown:visible').getByTitle(lay.colour, { exact: true }).waitFor();
      await page.keyboard.press('Enter');
      // The list closes a moment after the choice (a Tab while it is open would choose again, and stay).
      await expect.poll(() => colour.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Tab');
      await page.keyboard.type(String(lay.layers));
      await page.keyboard.press('Tab');
      await page.keyboard.type(lay.dyeLot);
      await page.keyboard.press('Tab');
      await page.keyboard.type(lay.shade);
      if (i < LAYS.length - 1) await page.keyboard.press('Enter');
    }
    const maxPlies = form.getByRole('spinbutton', { name: 'Max plies' });
    await maxPlies.fill('30');
    await maxPlies.blur();

    // The preview: bed 2, 855 pieces in 36 bundles numbered on from bed 1's 36.
    const preview = form.locator('.ant-card').filter({ hasText: 'Preview' }).first();
    await expect.poll(() => statistic(preview, 'Bundle nos.').innerText()).toBe('37–72');
    expect(await statistic(preview, 'Bed').innerText()).toBe('2');
    expect(await statistic(preview, 'Pieces').innerText()).toBe('855');
    expect(await statistic(preview, 'Bundles').innerText()).toBe('36');
    expect(await form.getByRole('spinbutton', { name: 'Bed no.' }).getAttribute('placeholder')).toBe('2');

    const pieces = preview.getByRole('table', { name: 'Pieces of this bed by colour and size' });
    expect(await tableRows(pieces)).toEqual({
      Colour: [...SIZES, 'Total'],
      黑色: ['40', '80', '80', '80', '40', '40', '360'],
      白色: ['30', '60', '60', '60', '30', '30', '270'],
      藏青: ['25', '50', '50', '50', '25', '25', '225'],
      Total: ['95', '190', '190', '190', '95', '95', '855'],
    });

    // Against the order: bed 1 already cut the same, so bed 2 over-cuts every cell (a red +n).
    const progress = preview.getByRole('table', { name: "The style's order against what is cut" });
    const bedCut = (colour: string) =>
      RATIO.map((ratio) => ratio * (LAYS.find((lay) => lay.colour === colour)?.layers ?? 0));
    const expectedLeft = Object.fromEntries(
      Object.entries(ORDERED).map(([colour, ordered]) => {
        const cells = ordered.map((qty, i) => qty - 2 * (bedCut(colour)[i] ?? 0));
        return [colour, [...cells.map(left), left(sum(cells))]];
      }),
    );
    const columnLeft = SIZES.map(
      (_, i) =>
        sum(Object.values(ORDERED).map((row) => row[i] ?? 0)) -
        2 * sum(LAYS.map((lay) => (RATIO[i] ?? 0) * lay.layers)),
    );
    expect(await tableRows(progress)).toEqual({
      Colour: [...SIZES, 'Total'],
      ...expectedLeft,
      Total: [...columnLeft.map(left), left(sum(columnLeft))],
    });
    // Spelled out: black S 38 − 40 − 40, navy 3XL 24 − 25 − 25, all 818 − 855 − 855.
    expect(expectedLeft['黑色']?.[0]).toBe('+42');
    expect(expectedLeft['藏青']?.[5]).toBe('+26');
    expect(left(sum(columnLeft))).toBe('+892');
    await preview.getByText('Red +n: n pieces more than ordered (over-cut).').waitFor();
    await progress.scrollIntoViewIfNeeded();
    await screenshot(page, 'cutting-bed-preview');
    await preview.getByText('Ordered', { exact: true }).click();
    await expect
      .poll(async () => (await tableRows(progress))['Total'])
      .toEqual(['90', '184', '184', '182', '90', '88', '818']);
    await preview.getByText('Cut before', { exact: true }).click();
    await expect
      .poll(async () => (await tableRows(progress))['黑色'])
      .toEqual(['40', '80', '80', '80', '40', '40', '360']);
    expect((await tableRows(progress))['Total']?.at(-1)).toBe('855');

    // The bundles: size outer, then stacks; bundle 37 is S black's first half (40 plies, max 30 → 1–20).
    const bundles = preview.getByRole('table', { name: 'Bundles', exact: true });
    const bundleRows = await tableRows(bundles);
    expect(bundleRows['Bundle']).toEqual(['Colour', 'Size', 'Pcs', 'Plies', 'Dye lot', 'Shade']);
    expect(bundleRows['37']).toEqual(['黑色', 'S', '20', '1–20', 'G2408-21', 'A']);
    expect(bundleRows['38']).toEqual(['黑色', 'S', '20', '21–40', 'G2408-21', 'A']);
    expect(bundleRows['72']).toEqual(['藏青', '3XL', '25', '1–25', 'G2408-23', 'B']);
    expect(Object.keys(bundleRows).filter((key) => /^\d+$/.test(key))).toHaveLength(36);
    expect(errors).toEqual([]);

    // Generate: bed 1 cut the order already, so the clerk is asked first, cell by cell (issue 20, item 12).
    await form.getByRole('button', { name: 'Generate 36 bundles' }).click();
    const overCut = page.getByRole('dialog').filter({ hasText: 'This bed cuts more than ordered' });
    await overCut.waitFor();
    const cells = overCut
      .getByRole('list', { name: 'This bed cuts more than ordered' })
      .getByRole('listitem');
    expect(await cells.count()).toBeGreaterThan(0);
    expect(await overCut.innerText()).toContain("the style's overcut (5 %)");
    for (const cell of await cells.allInnerTexts())
      expect(cell).toMatch(
        /^\S+ \/ \S+: \d+ cut of \d+ ordered, \+\d+ pcs \(\d+ %\)$|^\S+ \/ \S+: \d+ cut, none ordered/,
      );
    await screenshot(page, 'cutting-over-cut-confirm-desktop');
    await overCut.getByRole('button', { name: 'Generate anyway' }).click();
    // The bed opens, offering to print its tickets; the list shows it.
    await page.getByText('Bed 2 generated: 36 bundles, numbers 37–72').waitFor();
    const detail = page.getByRole('dialog', { name: 'PL2408 bed 2' });
    await detail.getByText('36 bundles, numbers 37–72. Print their tickets now?').waitFor();
    const listed = page.locator('main').getByRole('row').filter({ hasText: '37–72' });
    await listed.waitFor();
    expect(await rowByHeader(listed)).toMatchObject({
      'Style no.': STYLE.styleNo,
      Bed: '2',
      Colours: LAYS.map((lay) => lay.colour).join(', '),
      Pieces: '855',
      Bundles: '36',
      'Bundle nos.': '37–72',
      'Created by': CLERK.name,
    });

    const clerk = await apiSignIn(CLERK.mobile);
    const beds = await clerk.request<ListPage<{ id: number; styleNo: string; bedNo: number }>>(
      'GET',
      '/api/cutOrders?size=100',
    );
    const bed2 = beds.content.find((bed) => bed.styleNo === STYLE.styleNo && bed.bedNo === 2);
    if (!bed2) throw new Error('bed 2 of PL2408 was not saved');
    const saved = await clerk.request<ListPage<Bundle>>('GET', `/api/bundles?cutOrderId=${bed2.id}&size=100`);
    expect(saved.content.map((bundle) => bundle.bundleNo).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 36 }, (_, i) => 37 + i),
    );
    const first = saved.content.find((bundle) => bundle.bundleNo === 37);
    if (!first) throw new Error('no bundle 37');

    // Print all its tickets on the 80×60 label.
    const printed = await capturePrints(page);
    await detail.getByRole('alert').getByRole('button', { name: 'Print tickets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print bundle tickets' });
    await dialog.getByLabel('Label 80 × 60 mm').check();
    await expect.poll(() => dialog.getByLabel('All', { exact: true }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Print', exact: true }).click();
    await page.getByText('36 tickets sent to the printer').waitFor();
    await expect.poll(() => printed.length).toBe(1);
    const html = printed[0] as string;
    expect(html).toContain('<title>Bundle tickets PL2408 37–72</title>');
    expect(html.match(/<article class="gbo-ticket"/g)).toHaveLength(36);
    const ticket37 =
      /<article class="gbo-ticket" data-bundle-no="37">[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
    expect(ticket37).toContain(`#${first.ticketNo}`);
    expect(ticket37).toContain('<b>PL2408</b>');
    expect(ticket37).toContain('黑色');

    // What the printer was given, printed to PDF at the label's own page size: one label a ticket.
    const sheetContext = await browser.newContext({ deviceScaleFactor: 3 });
    const sheet = await sheetContext.newPage();
    await sheet.emulateMedia({ media: 'print' });
    await sheet.setContent(html.replace('<head>', `<head><base href="${new URL(page.url()).origin}/">`), {
      waitUntil: 'load',
    });
    const pdf = await sheet.pdf({ preferCSSPageSize: true, printBackground: true });
    fs.mkdirSync(printDir, { recursive: true });
    fs.writeFileSync(path.join(printDir, 'bed-2-label80x60.pdf'), pdf);
    const text = pdf.toString('latin1');
    expect(text.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(36);
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text);
    expect(Number(box?.[1])).toBeCloseTo(LABEL_PT.width, 0);
    expect(Number(box?.[2])).toBeCloseTo(LABEL_PT.height, 0);
    await sheet
      .locator('article.gbo-ticket[data-bundle-no="37"]')
      .screenshot({ path: path.join(printDir, 'bed-2-ticket-37.png') });
    await sheetContext.close();

    // The bed's print history: one first print of its 36 bundles, by the clerk.
    const history = detail.locator('.ant-card').filter({ hasText: 'Print history' });
    const historyTable = history.getByRole('table');
    await historyTable.waitFor();
    const printRows = Object.values(await tableRows(historyTable)).filter((cells) => cells[0] !== 'Who');
    // Who, how many tickets, which numbers, first print or reprint (the template column is checked below).
    expect(printRows.map((cells) => cells.slice(0, 4))).toEqual([[CLERK.name, '36', '37–72', 'First']]);
    const recorded = await clerk.request<CutOrder>('GET', `/api/cutOrders/${bed2.id}`);
    expect(recorded.prints).toMatchObject([
      { bundleCount: 36, bundleNos: '37–72', reprint: false, printedBy: CLERK.name, template: 'label80x60' },
    ]);
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'cutting-bed-printed');
    expect(errors).toEqual([]);
    await context.close();
  });
});
