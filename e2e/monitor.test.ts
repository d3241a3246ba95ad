import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, exportWorkbook, launchBrowser, openApp, screenshot, signIn } from './browser';

const NINGBO = 'Demo Garment Co. – Ningbo';
const ADMIN = { mobile: '13900000001', name: 'Wang Fang' };
// The last Ningbo worker: no other test file signs in as them.
const WORKER = { mobile: '13900000016', name: 'Huang Yan' };
const PHONE = { width: 375, height: 740 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openFromSidebar(page: Page, group: string, entry: string, path: RegExp) {
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  await sidebar.getByText(group, { exact: true }).click();
  await sidebar.getByText(entry, { exact: true }).click();
  await page.waitForURL(path);
}

describe('Audit log', () => {
  it('shows the factory administrator their own sign-in, with its details, and exports the log', async () => {
    const { page, context, errors } = await openApp(browser, '/login');
    await signIn(page, ADMIN.mobile, undefined, NINGBO);
    await page.waitForURL(/#\/dashboard/);
    await openFromSidebar(page, 'Monitor', 'Audit log', /#\/monitor\/log$/);

    await page.getByLabel('Search', { exact: true }).fill(ADMIN.mobile);
    await page.getByLabel('Result').click();
    await chooseOption(page, 'Succeeded');
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    // One range picker for the days: typed, each end taken with Enter.
    await page.getByPlaceholder('From', { exact: true }).fill(today);
    await page.getByPlaceholder('From', { exact: true }).press('Enter');
    await page.getByPlaceholder('To', { exact: true }).fill(today);
    await page.getByPlaceholder('To', { exact: true }).press('Enter');
    // Enter in a text filter searches.
    await page.getByLabel('Search', { exact: true }).press('Enter');

    const signInRow = page
      .getByRole('row')
      .filter({ hasText: `${ADMIN.name} (${ADMIN.mobile})` })
      .filter({ hasText: 'Sign in' })
      .first();
    await signInRow.waitFor();
    expect(await signInRow.textContent()).toContain('/auth/login');
    expect(await signInRow.textContent()).toContain('200');
    await signInRow.getByRole('button', { name: /^Show details of Sign in/ }).click();
    const details = page.getByText('Parameters', { exact: true });
    await details.waitFor();
    // The logged body names the factory, never the password in clear.
    const params = await page.locator('.ant-table-expanded-row pre').first().textContent();
    expect(params).toContain(ADMIN.mobile);
    expect(params).not.toContain('Demo@2026');
    await screenshot(page, 'logs-desktop');

    const { fileName, rows } = await exportWorkbook(page);
    expect(fileName).toMatch(/^audit-log-\d{8}-\d{4}\.xlsx$/);
    expect(rows[0]?.slice(0, 3)).toEqual(['Time', 'User', 'Description']);
    expect(rows.map((row) => row[1])).toContain(`${ADMIN.name} (${ADMIN.mobile})`);
    // The export follows the filters: only successes.
    expect(rows.slice(1).map((row) => row[10])).not.toContain('error');

    // Nothing matches a search for what no one did.
    await page.getByLabel('Search', { exact: true }).fill('no such thing anywhere');
    await page.getByLabel('Search', { exact: true }).press('Enter');
    await page.getByText('No log entry matches these filters.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Online users', () => {
  it('forces a signed-in user out; their next action lands on the login page', async () => {
    const worker = await openApp(browser, '/login');
    // Ningbo is the worker's only factory, chosen for them.
    await signIn(worker.page, WORKER.mobile);
    // A worker lands on the scan page.
    await worker.page.waitForURL(/#\/scan/);
    await worker.page.getByText(WORKER.name, { exact: true }).waitFor();

    const admin = await openApp(browser, '/login');
    const { page } = admin;
    await signIn(page, ADMIN.mobile, undefined, NINGBO);
    await page.waitForURL(/#\/dashboard/);
    await openFromSidebar(page, 'Monitor', 'Online users', /#\/monitor\/online$/);

    // The administrator's own session is marked and offers no Force out (their other sessions, from earlier
    // sign-ins, may be forced out, so their row may be chosen).
    const own = page.getByRole('row').filter({ hasText: 'This session' }).first();
    await own.getByRole('button', { name: `Show the sessions of ${ADMIN.name}` }).click();
    const current = page
      .locator('.ant-table-expanded-row')
      .getByRole('row')
      .filter({ hasText: 'This session' });
    await current.waitFor();
    expect(await current.getByRole('button', { name: /^More actions for/ }).count()).toBe(0);

    await page.getByLabel('Search by name, mobile or IP').fill(WORKER.mobile);
    await page.getByLabel('Search by name, mobile or IP').press('Enter');
    const row = page.getByRole('row').filter({ hasText: WORKER.name });
    await row.waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: ADMIN.mobile }).count()).toBe(0);
    await screenshot(page, 'online-desktop');
    const kick = page.getByRole('button', { name: 'Force out', exact: true });
    expect(await kick.isDisabled()).toBe(true);
    // Every session of the worker (an earlier run may have left one) is chosen.
    await page
      .getByRole('checkbox', { name: `Select ${WORKER.name}` })
      .first()
      .check();
    const chosen = await page.getByRole('checkbox', { name: `Select ${WORKER.name}`, checked: true }).count();
    await kick.click();
    const confirm = page.getByRole('dialog', { name: 'Force out' });
    await confirm.getByText(`Confirm to force out the ${chosen} selected user`).waitFor();
    await confirm.getByRole('button', { name: 'Force out' }).click();
    await page.getByText(/users? forced out/).waitFor();
    await expect.poll(() => row.count()).toBe(0);

    // The worker's next action (looking a ticket up) finds the session gone.
    const ticket = worker.page.getByRole('textbox', { name: 'Ticket number' });
    await ticket.fill('36001');
    await ticket.press('Enter');
    await worker.page.waitForURL(/#\/login/);
    await worker.page.getByText('Your session has expired, please sign in again.').waitFor();
    expect(await worker.page.evaluate(() => localStorage.getItem('EL-ADMIN-TOEKN'))).toBeNull();
    await screenshot(worker.page, 'online-kicked-login');

    expect(admin.errors).toEqual([]);
    await admin.context.close();
    await worker.context.close();
  });
});

describe('monitor screens on a phone', () => {
  it('fit a 375 px screen', async () => {
    const { page, context, errors } = await openApp(browser, '/login', PHONE);
    await signIn(page, ADMIN.mobile, undefined, NINGBO);
    await page.waitForURL(/#\/dashboard/);
    // A card a row: the user of a log entry, the mobile number of someone online.
    for (const [hash, name, ready] of [
      ['/monitor/log', 'logs-mobile', `${ADMIN.name} (${ADMIN.mobile})`],
      ['/monitor/online', 'online-mobile', ADMIN.mobile],
    ] as const) {
      await page.goto(`${page.url().replace(/#.*/, '')}#${hash}`);
      await page.getByRole('main').getByText(ready, { exact: true }).first().waitFor();
      await screenshot(page, name);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
