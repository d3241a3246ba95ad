import {
  type AttendanceRow,
  type Board,
  BOARD_KEY_HEADER,
  type Dept,
  type EfficiencyRow,
  type FactorySettings,
  type IssuedBoardLink,
  type Page as ListPage,
} from '@gbo/contracts';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiSession, apiSignIn } from './api-session';
import {
  ADMIN,
  chooseOption,
  launchBrowser,
  openApp,
  openFromSidebar,
  screenshot,
  screenshotDir,
  signIn,
  signInToShell,
} from './browser';
import { styleWithBundle } from './scan-fixtures';

// Standard minutes on the shop floor (docs/design.md §11): the line board on a TV, the efficiency and
// attendance pages, and a worker's clock card on /scan.

const TV = { width: 1920, height: 1080 };
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const LINE = 'Sewing line 1';
/** The demo's sewing line 1: Zhang Min (W011) scans, Liu Yang (W012) clocks in. */
const SCANNER = { mobile: '13900000011', name: 'Zhang Min', jobNumber: 'W011' };
const CLOCKER = { mobile: '13900000012', jobNumber: 'W012' };
/** Ningbo, the demo administrator's factory. */
const FACTORY_ID = 1;
/** The style's processes: 1.200 + 0.800 = 2.000 standard minutes a garment. */
const PROCESSES = [
  { name: 'Front', rate: '0.300', sam: '1.200' },
  { name: 'Back', rate: '0.200', sam: '0.800' },
];
/** One bundle of 20 pieces; scanning its first process earns 20 × 1.200 = 24 minutes, 12 standard garments. */
const PIECES = 20;
const EARNED = 24;

let browser: Browser;
let admin: ApiSession;
let scanner: ApiSession;
let lineId: number;

/** Today on Ningbo's calendar (Asia/Shanghai), as the server dates scans and attendance. */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
/**
 * The minutes of 08:00–12:00 today that count so far: today's attended time counts up to now on the factory's
 * clock (the board's "so far"), so before noon in Ningbo it is less than 240.
 */
function morningSoFar() {
  const [hour = 0, minute = 0] = new Date()
    .toLocaleTimeString('en-GB', { timeZone: 'Asia/Shanghai', hour12: false })
    .split(':')
    .map(Number);
  return Math.min(240, Math.max(0, hour * 60 + minute - 8 * 60));
}
/** The Monday of this week (the efficiency page's period when it opens). */
function monday(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** A full-page screenshot; with `view`, what the screen shows without scrolling too (`…-view`). */
async function shot(page: Page, name: string, { view = false } = {}) {
  await screenshot(page, `efficiency-${name}`);
  if (view) await page.screenshot({ path: path.join(screenshotDir, `efficiency-${name}-view.png`) });
}

/** A worker's row of today's roster, as the API lists it. */
async function rosterRow(jobNumber: string) {
  const day = today();
  const roster = await admin.request<ListPage<AttendanceRow>>(
    'GET',
    `/api/attendance?from=${day}&to=${day}&page=0&size=500`,
  );
  const row = roster.content.find((candidate) => candidate.jobNumber === jobNumber);
  if (!row) throw new Error(`${jobNumber} is not on today's roster`);
  return row;
}

/** Removes a worker's record of today (all empty), so the suite leaves the day as it found it. */
async function clearToday(jobNumber: string) {
  const { workerId } = await rosterRow(jobNumber);
  await admin.request('PUT', '/api/attendance', {
    workerId,
    workDate: today(),
    clockIn: null,
    clockOut: null,
    minutes: null,
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiSignIn(ADMIN.mobile);
  scanner = await apiSignIn(SCANNER.mobile);
  const depts = await admin.request<{ content: Dept[] }>('GET', `/api/dept?name=${encodeURIComponent(LINE)}`);
  const line = depts.content.find((dept) => dept.name === LINE);
  if (!line) throw new Error(`the demo has no ${LINE}`);
  lineId = line.id;
});
afterAll(async () => {
  await clearToday(SCANNER.jobNumber).catch(() => undefined);
  await browser?.close();
});

describe('standard minutes and efficiency', () => {
  it('shows a line’s board on a TV without a session, follows a scan live, and stops when its link is revoked', async () => {
    const { style, bundle, processes } = await styleWithBundle(admin, {
      prefix: 'EFF',
      processes: PROCESSES,
      pieces: PIECES,
      day: today(),
    });
    const first = processes[0];
    if (!first) throw new Error('the bed has no process 1');
    const link = await admin.request<IssuedBoardLink>('POST', '/api/boardLinks', {
      deptId: lineId,
      name: 'Line 1 TV',
    });

    // The TV: a context of its own, nobody signed in.
    const { context, page, errors } = await openApp(browser, `/board?key=${link.key}`, TV);
    const screen = page.getByRole('main', { name: LINE });
    await screen.getByRole('heading', { name: LINE, level: 1 }).waitFor();
    const output = page.getByRole('region', { name: 'Output today' }).locator('div').nth(1);
    // A fresh line shows 0 (other browser tests may have scanned on the line today: then what the API says).
    const response = await fetch(`${inject('baseUrl')}/api/board`, {
      headers: { [BOARD_KEY_HEADER]: link.key },
    });
    const before = (await response.json()) as Board;
    const beforeOutput = before.output;
    if (before.style === null) expect(beforeOutput).toBe(0);
    await expect.poll(() => output.innerText()).toBe(Math.round(beforeOutput).toLocaleString('en-US'));
    await shot(page, 'board-before');

    await scanner.request('POST', '/api/scans', {
      ticket: String(bundle.ticketNo),
      processId: first.id,
      qty: PIECES,
      requestId: crypto.randomUUID(),
    });
    // The stream says `changed`; the board fetches again 2 s later, without a reload.
    const expected = Math.round(beforeOutput + EARNED / 2).toLocaleString('en-US');
    await expect.poll(() => output.innerText(), { timeout: 10_000, interval: 250 }).toBe(expected);
    await page.getByRole('region', { name: 'Style' }).getByText(style.styleNo).waitFor();
    await shot(page, 'board-after');

    // Revoked: the board says so once reloaded.
    await admin.request('DELETE', `/api/boardLinks/${link.id}`);
    await page.reload();
    await page.getByRole('alert').getByRole('heading', { name: 'This display link is not valid' }).waitFor();
    await page.getByText('Ask an administrator for a new display link for this screen.').waitFor();
    await shot(page, 'board-revoked');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the earned minutes by worker and by hour of day at 1366 × 800', async () => {
    const day = today();
    const byWorker = await admin.request<EfficiencyRow[]>(
      'GET',
      `/api/efficiency?from=${monday(day)}&to=${day}&groupBy=worker`,
    );
    const mine = byWorker.find((row) => row.name.includes(SCANNER.name));
    expect(mine?.earnedMinutes).toBeGreaterThanOrEqual(EARNED);

    const { context, page, errors } = await openApp(browser, '/login', DESKTOP);
    await signInToShell(page);
    await openFromSidebar(page, 'Production', 'Efficiency');
    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: mine?.name ?? SCANNER.name });
    await row.first().waitFor();
    const cells = await row.first().getByRole('cell').allInnerTexts();
    expect(cells[0]).toBe(mine?.name);
    expect(cells[3]).toBe((mine?.earnedMinutes ?? 0).toLocaleString('en-US', { maximumFractionDigits: 1 }));
    await shot(page, 'by-worker');

    const byHour = await admin.request<EfficiencyRow[]>(
      'GET',
      `/api/efficiency?from=${monday(day)}&to=${day}&groupBy=hour`,
    );
    await page.getByRole('radiogroup', { name: 'Group by' }).getByText('Hour of day').click();
    await table.getByRole('columnheader', { name: 'Hour of day' }).waitFor();
    for (const hour of byHour.filter((row) => row.qty > 0))
      await table.getByRole('row').filter({ hasText: hour.key }).first().waitFor();
    await shot(page, 'by-hour');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('corrects a worker’s day on the attendance page, refusing a clock-out before the clock-in', async () => {
    const { context, page, errors } = await openApp(browser, '/login', DESKTOP);
    await signInToShell(page);
    await openFromSidebar(page, 'Production', 'Attendance');
    const filters = page.locator('form#attendance-search');
    await filters.getByLabel('Worker', { exact: true }).fill('Zhang');
    await chooseOption(page, `${SCANNER.name} · ${SCANNER.jobNumber}`);
    const label = `${SCANNER.name} (${SCANNER.jobNumber})`;
    const row = page.getByRole('row').filter({ hasText: label });
    await row.first().waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: today() }).count()).toBe(1);
    await shot(page, 'attendance');

    await row.getByRole('button', { name: `Edit ${label} ${today()}` }).click();
    const dialog = page.getByRole('dialog', { name: `Attendance of ${label} on ${today()}` });
    const clockIn = dialog.getByLabel('Clock-in');
    const clockOut = dialog.getByLabel('Clock-out');
    // A typed time counts on Enter, which only confirms it: the dialog stays open with the day half filled.
    await clockIn.fill('08:00');
    const before = await rosterRow(SCANNER.jobNumber);
    await clockIn.press('Enter');
    await page.waitForTimeout(500);
    expect(await dialog.isVisible()).toBe(true);
    expect(await clockIn.inputValue()).toBe('08:00');
    expect(await rosterRow(SCANNER.jobNumber)).toEqual(before);
    // And when focus leaves it.
    await clockIn.press('Tab');
    // A clock-out before the clock-in is refused on its field.
    await clockOut.fill('07:30');
    await clockOut.press('Tab');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Clock-out must be after clock-in').waitFor();
    await shot(page, 'attendance-refused');

    await clockOut.fill('12:00');
    await clockOut.press('Tab');
    await expect.poll(() => dialog.getByText('Clock-out must be after clock-in').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.first().getByText('Clocked').waitFor();
    // 240 min (4:00) from noon on; before it, what has passed of the morning (a minute may tick meanwhile).
    const attended = row.first().getByText(/^\d+ min \(\d+:\d\d\)$/);
    await expect
      .poll(async () => Math.abs(Number.parseInt(await attended.innerText(), 10) - morningSoFar()))
      .toBeLessThanOrEqual(1);
    await shot(page, 'attendance-saved');
    const saved = await rosterRow(SCANNER.jobNumber);
    expect(saved).toMatchObject({ clockIn: '08:00', clockOut: '12:00', source: 'clock' });
    expect(Math.abs(saved.attendedMinutes - morningSoFar())).toBeLessThanOrEqual(1);

    // On a phone (the same session, the window narrowed) the roster is a list of cards.
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.getByRole('columnheader', { name: 'Attended' }).count()).toBe(0);
    const card = page.locator('.ant-card').filter({ hasText: label }).filter({ hasText: 'Clocked' });
    await card
      .last()
      .getByRole('button', { name: `Edit ${label} ${today()}` })
      .waitFor();
    await shot(page, 'attendance-phone', { view: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a worker clock in on /scan at 390 × 844 where the factory keeps attendance', async () => {
    const settings = await admin.request<FactorySettings>(
      'GET',
      `/api/factory/getFactoryEnum?factoryId=${FACTORY_ID}`,
    );
    await clearToday(CLOCKER.jobNumber);
    await admin.request('POST', '/api/factory/updateFactoryEnum', {
      factoryId: FACTORY_ID,
      settings: { ...settings, keepsAttendance: true },
    });
    try {
      const { context, page, errors } = await openApp(browser, '/scan', PHONE);
      await page.getByRole('img', { name: 'captcha' }).waitFor();
      await signIn(page, CLOCKER.mobile);
      await page.getByRole('heading', { name: 'Scan bundle tickets' }).waitFor();
      const card = page.getByRole('region', { name: 'Clock' });
      await card.getByText('In —').waitFor();
      await card.getByRole('button', { name: 'Clock in' }).click();
      await card.getByRole('button', { name: 'Clock out' }).waitFor();
      const clocked = await rosterRow(CLOCKER.jobNumber);
      expect(clocked.clockIn).toMatch(/^\d{2}:\d{2}$/);
      await card.getByText(`In ${clocked.clockIn}`).waitFor();
      await shot(page, 'clock-in');
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await admin.request('POST', '/api/factory/updateFactoryEnum', { factoryId: FACTORY_ID, settings });
      await clearToday(CLOCKER.jobNumber).catch(() => undefined);
    }
  });
});
