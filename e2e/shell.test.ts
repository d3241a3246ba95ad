import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  ADMIN,
  launchBrowser,
  openApp,
  openFromSidebar,
  openUserMenu,
  screenshot,
  sidebar,
  signInToShell,
  tabStrip,
  tabTitles,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 375, height: 740 };

/** The colour the active tab is drawn in: the theme colour. */
const activeTabColour = (page: Page) =>
  tabStrip(page)
    .locator('[aria-current="page"]')
    .evaluate((link) => getComputedStyle(link.parentElement ?? link).backgroundColor);

describe('the shell after sign-in (desktop)', () => {
  it('lands on the dashboard with its affixed tab, the server’s menus and the installation’s frame', async () => {
    const { page, context, errors } = await openApp(browser, '/');
    await signInToShell(page);
    await page.waitForURL(/#\/dashboard$/);
    expect(await tabTitles(page)).toEqual(['Home']);
    await expect
      .poll(() => tabStrip(page).getByRole('link', { name: 'Home' }).getAttribute('aria-current'))
      .toBe('page');
    expect(await page.getByRole('button', { name: 'Close Home' }).count()).toBe(0);

    // The menus the server built for the factory administrator.
    const groups = await sidebar(page).getByRole('menuitem').allTextContents();
    expect(groups).toEqual(['Home', 'Cutting room', 'Production', 'Shipping', 'System', 'Monitor']);
    const width = await sidebar(page).evaluate(
      (nav) => nav.closest('.ant-layout-sider')?.getBoundingClientRect().width,
    );
    expect(width).toBe(205);

    // The frame the installation configures (e2e/global-setup.ts).
    const installation = inject('installation');
    await page.getByText('This is the test environment.').waitFor();
    expect(await page.getByRole('link', { name: 'Go to the production site' }).getAttribute('href')).toBe(
      installation.PRODUCTION_URL,
    );
    expect(await page.getByRole('contentinfo').textContent()).toBe(
      `${installation.FOOTER_TEXT} ⋅ ${installation.CASE_NUMBER}`,
    );

    await openFromSidebar(page, 'Cutting room', 'Bundle numbering');
    expect(await page.title()).toBe('Bundle numbering - Garment Back Office');
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toBe(
      'Home/Cutting room/Bundle numbering',
    );
    await screenshot(page, 'shell-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens three pages as three tabs; close others keeps the affixed tab', async () => {
    const { page, context } = await openApp(browser, '/');
    await signInToShell(page);
    await openFromSidebar(page, 'Cutting room', 'Bundle numbering');
    await openFromSidebar(page, 'Production', 'Bundle production detail');
    await openFromSidebar(page, 'Shipping', 'Shipment orders');
    expect(await tabTitles(page)).toEqual([
      'Home',
      'Bundle numbering',
      'Bundle production detail',
      'Shipment orders',
    ]);

    await tabStrip(page).getByRole('link', { name: 'Bundle production detail' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close others' }).click();
    await expect.poll(() => tabTitles(page)).toEqual(['Home', 'Bundle production detail']);
    await page.waitForURL(/#\/work\/list$/);

    // A middle click closes a tab too.
    await openFromSidebar(page, 'Cutting room', 'Bundle numbering');
    await tabStrip(page).getByRole('link', { name: 'Bundle production detail' }).click({ button: 'middle' });
    await expect.poll(() => tabTitles(page)).toEqual(['Home', 'Bundle numbering']);
    expect(context.pages()).toHaveLength(1);
    await context.close();
  });

  it('keeps what was typed in a page while the user switches tabs', async () => {
    const { page, context } = await openApp(browser, '/');
    await signInToShell(page);
    await page.getByRole('button', { name: /^Account menu of / }).click();
    await page.getByRole('menuitem', { name: 'Personal center' }).click();
    await page.waitForURL(/#\/user\/center$/);
    const email = page.getByLabel('Email');
    await email.fill('typed-not-saved@example.com');
    await openFromSidebar(page, 'Production', 'Scan data detail');
    await expect.poll(() => email.isVisible()).toBe(false);
    await tabStrip(page).getByRole('link', { name: 'Personal center' }).click();
    await page.waitForURL(/#\/user\/center$/);
    await expect.poll(() => email.inputValue()).toBe('typed-not-saved@example.com');
    await context.close();
  });

  it('finds a page with the header search and opens it', async () => {
    const { page, context } = await openApp(browser, '/');
    await signInToShell(page);
    await page.getByRole('button', { name: 'Search menus' }).click();
    await page.getByRole('combobox', { name: 'Search menus' }).fill('scan data');
    await page.getByTitle('Production > Scan data detail').click();
    await page.waitForURL(/#\/work\/detail$/);
    await tabStrip(page).locator('[aria-current="page"]', { hasText: 'Scan data detail' }).waitFor();
    await context.close();
  });

  it('changes the size: says so, and the choice lasts for the session', async () => {
    const { page, context } = await openApp(browser, '/');
    await signInToShell(page);
    const sizeButton = page.getByRole('button', { name: 'Layout size' });
    expect(await sizeButton.getAttribute('class')).toContain('ant-btn-sm');
    await sizeButton.click();
    await page.getByRole('menuitem', { name: 'Default' }).click();
    await page.getByText('layout set successfully').waitFor();
    await expect.poll(() => sizeButton.getAttribute('class')).toContain('ant-btn-lg');
    await page.reload();
    await tabStrip(page).waitFor();
    expect(await page.getByRole('button', { name: 'Layout size' }).getAttribute('class')).toContain(
      'ant-btn-lg',
    );
    await context.close();
  });

  it('changes the theme colour; it is applied again after a reload', async () => {
    const { page, context } = await openApp(browser, '/');
    await signInToShell(page);
    expect(await activeTabColour(page)).toBe('rgb(24, 144, 255)');
    await page.getByRole('button', { name: 'Page settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Page settings' });
    expect(await panel.getByRole('radio').count()).toBe(8);
    await panel.getByText('Theme colour').waitFor();
    await screenshot(page, 'shell-settings');
    await panel.getByRole('radio', { name: 'Theme colour #11a983' }).check({ force: true });
    await expect.poll(() => activeTabColour(page)).toBe('rgb(17, 169, 131)');
    await page.reload();
    await tabStrip(page).waitFor();
    await expect.poll(() => activeTabColour(page)).toBe('rgb(17, 169, 131)');
    await context.close();
  });

  it('shows the enterprise info read-only and the software download QR code', async () => {
    const { page, context } = await openApp(browser, '/');
    await signInToShell(page);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Enterprise info' }).click();
    const info = page.getByRole('dialog', { name: 'Enterprise info' });
    const factoryName = info.getByLabel('Factory name');
    await expect.poll(() => factoryName.inputValue()).toBe(ADMIN.factory);
    expect(await factoryName.getAttribute('readonly')).not.toBeNull();
    // Polled: the dialog zooms in.
    await expect
      .poll(() => info.evaluate((dialog) => dialog.closest('.ant-modal')?.getBoundingClientRect().width))
      .toBe(475);
    await screenshot(page, 'enterprise-info');
    await info.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Software download' }).click();
    const download = page.getByRole('dialog', { name: 'Software download' });
    // Two codes: the phone set-up page on the plain address first, then the scan page on the secure one.
    await download.locator('.ant-qrcode canvas').nth(1).waitFor();
    await download.getByText(`${inject('phone').plainUrl}/#/phone-setup`).waitFor();
    await download.getByText(`${inject('installation').PUBLIC_URL}#/scan`).waitFor();
    expect(await download.getByRole('link', { name: 'Download the app' }).getAttribute('href')).toBe(
      inject('installation').APP_DOWNLOAD_URL,
    );
    await screenshot(page, 'software-download');
    await context.close();
  });

  it('refuses a wrong old password in the change-password dialog', async () => {
    const { page, context } = await openApp(browser, '/');
    await signInToShell(page);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Old password').fill('not-my-password');
    await dialog.getByLabel('New password').fill('Spring@2026');
    await dialog.getByLabel('Confirm password').fill('Spring@2026');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The old password is wrong').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });

  it('sends a stale token to the login page with the session-expired message', async () => {
    const { page, context } = await openApp(browser, '/');
    await signInToShell(page);
    await page.evaluate(() => localStorage.setItem('EL-ADMIN-TOEKN', 'Bearer revoked-or-stale'));
    await page.reload();
    await page.waitForURL(/#\/login/);
    await page.getByText('Your session has expired, please sign in again.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('EL-ADMIN-TOEKN'))).toBeNull();
    await context.close();
  });
});

describe('the shell on a phone (below 992 px)', () => {
  it('starts with the sidebar closed; it opens over the page and closes on a tap outside or a navigation', async () => {
    const { page, context, errors } = await openApp(browser, '/', PHONE);
    await signInToShell(page);
    expect(await sidebar(page).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('sidebarStatus'))).toBe('0');
    await screenshot(page, 'shell-mobile');

    await page.getByRole('button', { name: 'Open the menu' }).click();
    await sidebar(page).waitFor();
    await screenshot(page, 'shell-mobile-menu');
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await sidebar(page).waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open the menu' }).click();
    await openFromSidebar(page, 'Cutting room', 'Bundle numbering');
    await sidebar(page).waitFor({ state: 'hidden' });
    await screenshot(page, 'page-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes the sidebar when a desktop window becomes narrow', async () => {
    const { page, context } = await openApp(browser, '/');
    await signInToShell(page);
    await sidebar(page).waitFor();
    await page.setViewportSize({ width: 900, height: 800 });
    await sidebar(page).waitFor({ state: 'hidden' });
    await context.close();
  });
});
