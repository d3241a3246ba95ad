import type { Dispute, Page as ListPage, WageAdjustment, WageDetail, WageNotice } from '@gbo/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, apiSignIn } from './api-session';
import { ADMIN, launchBrowser, openApp, screenshot, signIn } from './browser';
import { styleWithBundle } from './scan-fixtures';

// The worker's own pay on the phone (docs/design.md §11): from /scan, today's pay line by line, a notice
// when an adjustment changed it, a question about a line, and the supervisor's answer.

const PHONE = { width: 390, height: 844 };
/** The demo's Chen Jing (W013), on sewing line 1, whose supervisor is Zhang Wei (13900000003). */
const WORKER = { mobile: '13900000013', jobNumber: 'W013' };
const SUPERVISOR = '13900000003';
const PROCESSES = [
  { name: 'Front', rate: '0.300', sam: '1.200' },
  { name: 'Back', rate: '0.200', sam: '0.800' },
];
const PIECES = 20;

let browser: Browser;
let admin: ApiSession;
let worker: ApiSession;
let adjustmentId: number | undefined;

/** Today on Ningbo's calendar (Asia/Shanghai), as the server dates scans. */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiSignIn(ADMIN.mobile);
  worker = await apiSignIn(WORKER.mobile);
});
afterAll(async () => {
  if (adjustmentId !== undefined)
    await admin.request('DELETE', `/api/wages/adjustments/${adjustmentId}`).catch(() => undefined);
  await browser?.close();
});

/** A new style of two processes, a bed of one bundle of 20, both processes scanned by the worker today. */
async function scannedStyle() {
  const { style, bundle, processes } = await styleWithBundle(admin, {
    prefix: 'PAY',
    processes: PROCESSES,
    pieces: PIECES,
    day: today(),
  });
  for (const process of processes) {
    await worker.request('POST', '/api/scans', {
      ticket: String(bundle.ticketNo),
      processId: process.id,
      qty: PIECES,
      requestId: crypto.randomUUID(),
    });
  }
  return style;
}

describe('the worker’s own pay', () => {
  it('shows today’s pay line by line at 390 × 844, a notice of an adjustment, and a question answered', async () => {
    const style = await scannedStyle();
    // Whatever earlier notices the worker had are seen; then the office adds a subsidy.
    const earlier = await worker.request<WageNotice[]>('GET', '/api/wages/me/notices');
    if (earlier.length > 0)
      await worker.request('PUT', '/api/wages/me/notices', { ids: earlier.map((n) => n.id) });
    const own = await worker.request<WageDetail>('GET', `/api/wages/me?from=${today()}&to=${today()}`);
    const workerId = own.worker.id;
    // Next month's: this month may be settled already for the demo's workers (a period ending days ago).
    const [year, month] = today().split('-').map(Number) as [number, number];
    const nextMonth = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    const subsidy = await admin.request<WageAdjustment>('POST', '/api/wages/adjustments', {
      workerId,
      month: nextMonth,
      kind: 'subsidy',
      amount: '12.50',
      note: 'Night shift',
    });
    adjustmentId = subsidy.id;

    const { context, page, errors } = await openApp(browser, '/scan', PHONE);
    await page.getByRole('img', { name: 'captcha' }).waitFor();
    await signIn(page, WORKER.mobile);
    await page.getByRole('heading', { name: 'Scan bundle tickets' }).waitFor();
    const link = page.getByRole('link', { name: /^My pay: \d+ new$/ });
    await link.waitFor();
    await screenshot(page, 'my-pay-scan-link');
    await link.click();

    // The notice, until the worker says they saw it.
    const notice = page.getByRole('alert').filter({ hasText: 'Your pay was changed' });
    await notice.getByText(`Subsidy +¥12.50 for ${nextMonth}`).waitFor();
    await notice.getByText('Reason: Night shift').waitFor();
    const lines = page.getByRole('region', { name: 'By style and process' });
    await lines.getByText(`${style.styleNo} · 1. Front`).waitFor();
    await lines.getByText(`${style.styleNo} · 2. Back`).waitFor();
    await screenshot(page, 'my-pay-today');
    await notice.getByRole('button', { name: 'Got it' }).click();
    await notice.waitFor({ state: 'detached' });
    const left = await worker.request<WageNotice[]>('GET', '/api/wages/me/notices');
    expect(left.map((n) => n.id)).not.toContain(subsidy.id);

    // Efficiency where standard minutes exist (measured once the shift has begun: before it, nothing attended).
    await page.getByRole('region', { name: 'Efficiency' }).waitFor();

    // A question about one line.
    const front = lines.getByRole('listitem').filter({ hasText: `${style.styleNo} · 1. Front` });
    await front.getByRole('button', { name: 'Question this line' }).click();
    const dialog = page.getByRole('dialog', { name: 'Question your pay' });
    await dialog.getByText(`${style.styleNo} · Front · 0.300`).waitFor();
    await dialog.getByRole('button', { name: 'Send question' }).click();
    await dialog.getByText('Say what is wrong').waitFor();
    await dialog.getByLabel('What is wrong?').fill('I sewed 25, not 20');
    await screenshot(page, 'my-pay-question');
    await dialog.getByRole('button', { name: 'Send question' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const questions = page.getByRole('region', { name: 'My questions' });
    const asked = questions.getByRole('listitem').filter({ hasText: 'I sewed 25, not 20' });
    await asked.getByText('Waiting for an answer').waitFor();

    // The line's supervisor answers; back on /scan the link says there is something new, and the page shows it.
    const supervisor = await apiSignIn(SUPERVISOR);
    const open = await supervisor.request<ListPage<Dispute>>('GET', '/api/disputes?status=open&size=100');
    const question = open.content.find((d) => d.message === 'I sewed 25, not 20');
    if (!question) throw new Error('the supervisor does not see the question');
    await supervisor.request('PUT', `/api/disputes/${question.id}/answer`, {
      answer: 'Checked the bundle: 20 is right',
    });
    await page.getByRole('link', { name: 'Back to scanning' }).click();
    await page.getByRole('link', { name: /^My pay: 1 new$/ }).click();
    const answered = page
      .getByRole('region', { name: 'My questions' })
      .getByRole('listitem')
      .filter({ hasText: 'I sewed 25, not 20' });
    await answered.getByText('New answer').waitFor();
    await answered.getByText(/Checked the bundle: 20 is right/).waitFor();
    await screenshot(page, 'my-pay-answered');

    // Last month is another period; the paid periods are listed to choose from.
    await page.getByText('Last month', { exact: true }).click();
    await page.getByRole('heading', { name: /^Pay for Last month/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a worker only their own questions', async () => {
    const other = await apiSignIn('13900000014');
    const mine = await worker.request<Dispute[]>('GET', '/api/disputes/mine');
    const theirs = await other.request<Dispute[]>('GET', '/api/disputes/mine');
    const mineIds = new Set(mine.map((d) => d.id));
    expect(theirs.some((d) => mineIds.has(d.id))).toBe(false);
    expect(theirs.every((d) => d.workerId !== mine[0]?.workerId)).toBe(true);
  });
});
