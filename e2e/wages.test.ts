import fs from 'node:fs';
import path from 'node:path';
import type { WageRow } from '@gbo/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn } from './api-session';
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

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Copies of the screenshots, for a look outside the test results. */
const SHOTS = process.env.WAGE_SHOTS ?? '/tmp/wage-shots';
/** The demo's sewing line 1: Zhang Min (W011), Liu Yang (W012) and Chen Jing (W013). */
const LINE = 'Sewing line 1';
const WORKER = { name: 'Liu Yang', jobNumber: 'W012' };

/** `days` before today on Ningbo's calendar (Asia/Shanghai), where the demo scans' work dates are. */
const dayAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
/** The day of the worked example (docs/domain.md §4), and yesterday. */
const EXAMPLE_DAY = dayAgo(2);
const YESTERDAY = dayAgo(1);
/** From the first of the example day's month to yesterday: a period that is over and counts that month's adjustments. */
const MONTH_FROM = `${EXAMPLE_DAY.slice(0, 7)}-01`;

/** "¥1,234.50" or "1,234.50" → cents. */
const cents = (text: string) => {
  const match = /(-?)([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  const [, sign, whole = '', fraction = ''] = match;
  const value = Number(whole.replaceAll(',', '')) * 100 + Number(fraction);
  return sign ? -value : value;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * A screenshot, copied to SHOTS. A drawer or dialog is taken as the screen shows it (a full-page shot would
 * draw the fixed drawer where the page happened to be scrolled).
 */
async function shot(page: Page, name: string, { screen = false } = {}) {
  await screenshot(page, name);
  if (screen) await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.copyFileSync(path.join(screenshotDir, `${name}.png`), path.join(SHOTS, `${name}.png`));
}

/** The value of the totals' figure with this title. */
const figure = (scope: Locator, title: string) =>
  scope
    .locator('.ant-statistic')
    .filter({ has: scope.page().locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) })
    .locator('.ant-statistic-content');
const totals = (page: Page) => page.getByRole('group', { name: 'Totals of the workers listed' });

/** A row of the wage list as header → cell text. */
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

/**
 * Types the period into the range picker (Enter takes each end) and waits until the list shows it. On a
 * loaded machine a keystroke can land while the picker's panel is still opening, so the typing is done again
 * (at most three times) until the period took.
 */
async function choosePeriod(
  page: Page,
  from: string,
  to: string,
  words = { from: 'From', to: 'To', shown: 'to' },
) {
  const start = page.getByPlaceholder(words.from, { exact: true });
  const end = page.getByPlaceholder(words.to, { exact: true });
  const shown = page.getByText(`${from} ${words.shown} ${to}`, { exact: true });
  for (let attempt = 1; ; attempt++) {
    await start.click();
    await start.fill(from);
    await start.press('Enter');
    await end.fill(to);
    await end.press('Enter');
    try {
      await shown.waitFor({ timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
  await expect.poll(() => page.locator('main .ant-spin-spinning').count()).toBe(0);
}

const workerRow = (page: Page) =>
  page.locator('.ant-table-tbody tr').filter({ hasText: WORKER.jobNumber }).first();

describe('Wages', () => {
  it('the payroll clerk reads, adjusts, settles and exports a period of piece wages', async () => {
    const admin = await apiSignIn('13900000001');
    const { page, context, errors } = await openApp(browser, '/login', DESKTOP);
    await signInToShell(page);
    await openFromSidebar(page, 'Production', 'Wages');
    // The page opens on this month so far.
    await page.locator('.ant-table-tbody tr.ant-table-row, .ant-empty').first().waitFor();

    // The worked example's day alone: 2.40 + 8.00 + 7.20 + 10.00 = 27.60, by three workers.
    await choosePeriod(page, EXAMPLE_DAY, EXAMPLE_DAY);
    await expect.poll(() => figure(totals(page), 'Total').innerText()).toBe('¥27.60');
    expect(await figure(totals(page), 'Workers').innerText()).toBe('3');
    expect(await rowByHeader(workerRow(page))).toMatchObject({
      'Job no.': WORKER.jobNumber,
      Name: WORKER.name,
      Department: LINE,
      Pieces: '32',
      'Piece wage': '17.20',
      Total: '17.20',
    });

    // Liu Yang's wage itemised: 上门筒 12 × 0.60 and 上领 of a 3XL bundle 20 × 0.50, on that one day.
    await workerRow(page).click();
    const drawer = page.getByRole('dialog', { name: `Wage of ${WORKER.name} (${WORKER.jobNumber})` });
    const items = drawer.locator('.ant-card').filter({ hasText: 'By style, process and rate' });
    await items
      .getByText('0.600')
      .or(items.getByText('0.60', { exact: true }))
      .first()
      .waitFor();
    const itemRows = await items
      .locator('tbody tr:not(.ant-table-measure-row)')
      .evaluateAll((rows) =>
        rows.map((row) => (row as HTMLElement).innerText.split('\t').map((c) => c.trim())),
      );
    expect(itemRows.map((cells) => [cells[0], cells[3], cells[4]])).toEqual([
      ['PL2408', '12', '7.20'],
      ['PL2408', '20', '10.00'],
    ]);
    const days = drawer.locator('.ant-card').filter({ hasText: 'By day' });
    expect(await days.locator('tbody tr').filter({ hasText: EXAMPLE_DAY }).innerText()).toContain('17.20');
    await shot(page, 'wages-detail-desktop', { screen: true });
    await drawer.getByRole('button', { name: 'Close' }).click();

    // From the first of the month to yesterday: the month's adjustments count. A bonus raises the total.
    await choosePeriod(page, MONTH_FROM, YESTERDAY);
    const before = cents((await rowByHeader(workerRow(page)))['Total'] ?? '');
    const pageBefore = cents(await figure(totals(page), 'Total').innerText());
    await workerRow(page).click();
    await drawer.getByRole('button', { name: 'Add adjustment' }).click();
    const form = page.getByRole('dialog', {
      name: `Add an adjustment for ${WORKER.name} (${WORKER.jobNumber})`,
    });
    await form.getByText('Bonus', { exact: true }).click();
    // The amount has the cursor: typed, then Enter saves.
    await form.getByLabel('Amount').fill('12.345');
    await form.getByLabel('Amount').press('Enter');
    await form.getByText('Type an amount like 50 or 12.50 (at most 2 decimals)').waitFor();
    await shot(page, 'wages-adjustment-form-desktop', { screen: true });
    await form.getByLabel('Amount').fill('12.34');
    await form.getByLabel('Note').fill('Full attendance');
    await form.getByRole('button', { name: 'Add adjustment' }).click();
    await form.waitFor({ state: 'hidden' });
    // The toast saying so leaves the drawer's title and close button readable: once in place (it slides in
    // from above), it starts below the header. Polled, as it is there for 3 s only.
    const toast = page.locator('.ant-message-notice').filter({ hasText: 'Adjustment added' });
    const drawerHeader = await drawer.locator('.ant-drawer-header').boundingBox();
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual((drawerHeader?.y ?? 0) + (drawerHeader?.height ?? Infinity));
    const adjustments = drawer.locator('.ant-card').filter({ hasText: 'Adjustments' }).last();
    await adjustments.getByText('Full attendance').waitFor();
    await expect.poll(async () => cents(await figure(drawer, 'Total').innerText())).toBe(before + 1234);
    await shot(page, 'wages-adjusted-desktop', { screen: true });
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(async () => cents((await rowByHeader(workerRow(page)))['Total'] ?? ''))
      .toBe(before + 1234);
    await expect
      .poll(async () => cents(await figure(totals(page), 'Total').innerText()))
      .toBe(pageBefore + 1234);
    await shot(page, 'wages-list-desktop');

    // Settle the line's period: the confirmation states period, scope, workers and total first.
    const byLine = page.waitForResponse(
      (response) => response.url().includes('/api/wages?') && response.url().includes('deptId='),
    );
    // Typed first: the tree then lists the line alone, so no other row of a long list covers it.
    await page.getByLabel('Department').click();
    await page.getByLabel('Department').fill(LINE);
    await chooseOption(page, LINE);
    await byLine;
    await expect.poll(() => figure(totals(page), 'Workers').innerText()).toBe('3');
    const lineTotal = await figure(totals(page), 'Total').innerText();
    await page.getByRole('button', { name: 'Settle' }).click();
    const confirm = page
      .getByRole('dialog')
      .filter({ hasText: `Settle wages from ${MONTH_FROM} to ${YESTERDAY}?` });
    await confirm.waitFor();
    const facts = await confirm
      .locator('tr')
      .evaluateAll((rows): Record<string, string | undefined> =>
        Object.fromEntries(
          rows.map((row): [string, string | undefined] => [
            (row.querySelector('th') as HTMLElement | null)?.innerText.trim() ?? '',
            (row.querySelector('td') as HTMLElement | null)?.innerText.trim(),
          ]),
        ),
      );
    expect(facts).toEqual({
      Period: `${MONTH_FROM} to ${YESTERDAY}`,
      Scope: `Department ${LINE}`,
      Workers: '3',
      Pieces: await figure(totals(page), 'Pieces').innerText(),
      Total: lineTotal,
    });
    await shot(page, 'wages-settle-confirm-desktop', { screen: true });
    await confirm.getByRole('button', { name: 'Settle' }).click();

    // The settlement opens with each worker's settled wage; the list shows them settled.
    const settlement = page.getByRole('dialog', { name: /^Settlement #\d+$/ });
    await settlement.waitFor();
    await settlement.getByText(LINE, { exact: true }).first().waitFor();
    const settledTotal = await settlement.locator('.ant-table-summary').innerText();
    expect(settledTotal).toContain(lineTotal.replace('¥', ''));
    expect(await settlement.locator('tbody tr').filter({ hasText: WORKER.jobNumber }).count()).toBe(1);
    await shot(page, 'wages-settlement-desktop', { screen: true });
    await settlement.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => workerRow(page).innerText()).toContain('Settled');

    // The settled adjustment is final: no Edit, a Settled tag instead.
    await workerRow(page).click();
    await adjustments.getByText('Full attendance').waitFor();
    expect(await adjustments.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await drawer.getByRole('button', { name: 'Close' }).click();

    // Settling the same period again has nothing left: the server says so.
    await page.getByRole('button', { name: 'Settle' }).click();
    await confirm.getByRole('button', { name: 'Settle' }).click();
    await page.getByText(/Nothing to settle from/).waitFor();

    // The settlement history: who settled, and its lines a click away.
    await page.getByRole('tab', { name: 'Settlements' }).click();
    const history = page
      .locator('.ant-table-tbody tr')
      .filter({ hasText: `${MONTH_FROM} to ${YESTERDAY}` })
      .first();
    await history.waitFor();
    expect(await history.innerText()).toContain('Wang Fang');
    await shot(page, 'wages-settlements-desktop');
    await page.getByRole('tab', { name: 'Wages' }).click();

    // The payroll workbook of the line's period: its totals row is the page's total.
    const { fileName, rows } = await exportWorkbook(page);
    expect(fileName).toMatch(new RegExp(`^payroll-${MONTH_FROM}-${YESTERDAY}-\\d{8}-\\d{4}\\.xlsx$`));
    const header = rows[0] as string[];
    const totalRow = rows.find((row) => row[0] === 'Total');
    expect(totalRow, JSON.stringify(rows)).toBeDefined();
    const excelTotal = totalRow?.[header.indexOf('Total')] as number;
    expect(Math.round(excelTotal * 100)).toBe(cents(lineTotal));
    expect(rows.filter((row) => row[0] !== 'Total')).toHaveLength(4); // the header and three workers

    // The API agrees with the page, worker by worker.
    const api = await admin.request<WageRow[]>('GET', `/api/wages?from=${MONTH_FROM}&to=${YESTERDAY}`);
    const liu = api.find((row) => row.jobNumber === WORKER.jobNumber);
    expect(cents(liu?.total ?? '')).toBe(before + 1234);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads at a phone’s width: cards, the totals and a worker’s wage', async () => {
    const { page, context, errors } = await openApp(browser, '/login', PHONE);
    await signInToShell(page);
    await page.goto(page.url().replace(/#.*$/, '#/work/wage'));
    await page.locator('.ant-card .ant-card, .ant-empty').first().waitFor();
    await choosePeriod(page, EXAMPLE_DAY, EXAMPLE_DAY);
    // A period holding a month's first day counts that month's adjustments: the first test's subsidy of 12.34
    // when the example day is the 1st.
    const total = EXAMPLE_DAY.endsWith('-01') ? '¥39.94' : '¥27.60';
    await expect.poll(() => figure(totals(page), 'Total').innerText()).toBe(total);
    const card = page.locator('.ant-card .ant-card').filter({ hasText: WORKER.name }).first();
    await card.waitFor();
    expect(await card.innerText()).toContain('17.20');
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'wages-list-phone');
    await card.click();
    const drawer = page.getByRole('dialog', { name: `Wage of ${WORKER.name} (${WORKER.jobNumber})` });
    await drawer.locator('.ant-card').filter({ hasText: 'By style, process and rate' }).waitFor();
    await shot(page, 'wages-detail-phone', { screen: true });
    await drawer.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Settlements' }).click();
    await page
      .getByText(/^Settlement #\d+ · /)
      .or(page.getByText(/^No settlements yet/))
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'wages-settlements-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks Chinese: 工资, 计件工资, 补贴, 结算', async () => {
    const { page, context, errors } = await openApp(browser, '/login', DESKTOP);
    await signInToShell(page);
    await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
    await page.goto(page.url().replace(/#.*$/, '#/work/wage'));
    await page.reload();
    await page.getByRole('tab', { name: '结算记录' }).waitFor();
    await choosePeriod(page, MONTH_FROM, YESTERDAY, { from: '开始日期', to: '结束日期', shown: '至' });
    await page.getByRole('columnheader', { name: '计件工资' }).waitFor();
    await shot(page, 'wages-list-desktop-zh');
    await workerRow(page).click();
    const drawer = page.getByRole('dialog', { name: `${WORKER.name} (${WORKER.jobNumber}) 的工资` });
    await drawer.getByText('按款号、工序、单价').waitFor();
    await shot(page, 'wages-detail-desktop-zh', { screen: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
