import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core';
import { expect, inject, onTestFailed } from 'vitest';
import { firstSheetRows } from '../apps/server/test/xlsx';

/** Debian's Chromium; never a downloaded browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Without the background-networking flags Chromium keeps dialling out, which this network refuses. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The name phones reach the server by on the factory network (e2e/global-setup.ts), here the tests' server.
  '--host-resolver-rules=MAP gbo.test 127.0.0.1',
];

export const screenshotDir = path.resolve(import.meta.dirname, '../test-results/screenshots');

export const failureDir = path.resolve(import.meta.dirname, '../test-results/failures');

/**
 * What the page showed when a test failed: a screenshot under test-results/failures, and its address, open
 * dialogs and text in the log and beside the screenshot (a CI run keeps only its log).
 */
async function recordFailure(page: Page, testName: string) {
  if (page.isClosed()) return;
  fs.mkdirSync(failureDir, { recursive: true });
  const file = path.join(failureDir, `${testName.replace(/[^\w.-]+/g, '_').slice(0, 120)}.png`);
  const dialogs = await page
    .locator('.ant-modal-wrap:visible, .ant-drawer:visible, .ant-message:visible')
    .allInnerTexts()
    .catch(() => []);
  const text = await page
    .locator('body')
    .innerText({ timeout: 5000 })
    .catch(() => '');
  const report =
    `[failed] ${testName}\n  at ${page.url()}\n  dialogs: ${JSON.stringify(dialogs)}\n` +
    `  page: ${JSON.stringify(text.slice(0, 800))}\n  screenshot: ${file}`;
  console.error(report);
  // .ci/run prints these last, where a log cut to its tail still shows them.
  fs.writeFileSync(file.replace(/\.png$/, '.txt'), `${report}\n`);
  await page.screenshot({ path: file, fullPage: true, timeout: 10_000 }).catch(() => undefined);
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/**
 * A browser that trusts the installation's certificate authority as a phone does once its owner installed it:
 * Chromium on Linux reads the trusted authorities of its user's NSS database (~/.pki/nssdb), so the browser
 * runs with a home of its own whose database holds `ca` (with Debian's certutil, package libnss3-tools).
 * Nothing tells it to ignore certificate errors. `close` also removes that home.
 */
export async function launchTrustingBrowser(ca: string, args: string[] = []) {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-e2e-home-'));
  const nssdb = path.join(home, '.pki/nssdb');
  fs.mkdirSync(nssdb, { recursive: true });
  fs.writeFileSync(path.join(home, 'ca.crt'), ca);
  execFileSync('certutil', ['-N', '-d', `sql:${nssdb}`, '--empty-password']);
  execFileSync('certutil', [
    '-A',
    '-d',
    `sql:${nssdb}`,
    '-n',
    'gbo-e2e',
    '-t',
    'C,,',
    '-i',
    path.join(home, 'ca.crt'),
  ]);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...ARGS, ...args],
    env: { ...process.env, HOME: home },
  });
  browser.on('disconnected', () => fs.rmSync(home, { recursive: true, force: true }));
  return browser;
}

export type Session = { context: BrowserContext; page: Page; errors: string[] };

/**
 * A fresh browser context (empty storage) on the app, collecting page errors so tests can assert there are
 * none. A Content-Security-Policy violation counts as one: the app must pass its own policy.
 */
export async function openApp(
  browser: Browser,
  hashPath = '/',
  viewport = { width: 1366, height: 800 },
  // The browser's language (`navigator.languages`), which a first visit follows.
  locale = 'en-US',
) {
  // Menus and dialogs open at once, as for a user who asked for less motion: a click is never aimed at a
  // dialog still zooming in on a loaded machine (CI saw one land beside its button, leaving the dialog open).
  const context = await browser.newContext({ viewport, locale, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  onTestFailed(({ task }) => recordFailure(page, task.name));
  await page.goto(`${inject('baseUrl')}/#${hashPath}`);
  return { context, page, errors } satisfies Session;
}

/** Takes a full-page screenshot once the finite animations (drawers, dialogs, transitions) have finished. */
export async function screenshot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Fills the real login form and submits it. */
export async function signIn(page: Page, mobile: string, password = 'Demo@2026', factory?: string) {
  // Leaving the mobile or password field fetches the factories this account may sign in to: awaited from
  // before the first keystroke, as the answer can come before the next field is filled (leaving a password
  // typed earlier, say).
  const factories = page.waitForResponse((response) => response.url().endsWith('/auth/getLoginList'));
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Captcha').fill(inject('captchaAnswer'));
  await factories;
  if (factory) {
    // The answer can be drawn a moment after it arrives on a loaded machine, and a click on the list before
    // it holds the factories opens nothing: so it is clicked until the factory is offered.
    const offered = page.locator('.ant-select-dropdown:visible').getByTitle(factory, { exact: true });
    await expect
      .poll(async () => {
        if (!(await offered.isVisible()))
          await page
            .getByLabel('Factory')
            .click({ timeout: 2000 })
            .catch(() => undefined);
        return offered.isVisible();
      })
      .toBe(true);
    await chooseOption(page, factory);
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The demo factory administrator: every menu of the factory. */
export const ADMIN = { mobile: '13900000001', factory: 'Demo Garment Co. – Ningbo' };

/**
 * Signs in and waits for the shell (its tab strip) on the page it lands on. The shell shows at `/` while `/`
 * still leads to the home page, whose code may be loading: a test that changes the address then would see
 * that redirect take it back home (CI saw `#/work/wage` become `#/dashboard`).
 */
export async function signInToShell(page: Page, mobile = ADMIN.mobile, factory = ADMIN.factory) {
  await page.getByRole('img', { name: 'captcha' }).waitFor();
  await signIn(page, mobile, undefined, factory);
  await tabStrip(page).waitFor();
  await page.waitForFunction(() => !/^#\/?(login)?(\?|$)/.test(window.location.hash));
}

export const tabStrip = (page: Page) => page.getByRole('navigation', { name: 'Open pages' });
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The open tabs' titles, in order. */
export const tabTitles = (page: Page) => tabStrip(page).getByRole('link').allTextContents();

/**
 * Opens a page from the sidebar: its group first, then the page, there once its tab is the current one (pages
 * have no heading of their own: the tab and the breadcrumb name them). Just after sign-in the menu can be
 * drawn again while the group slides open, closing it under the click (CI saw the page never come): so the
 * group is opened again and the page clicked until its tab is there.
 */
export async function openFromSidebar(page: Page, group: string, title: string) {
  const item = sidebar(page).getByRole('menuitem', { name: title });
  const tab = tabStrip(page).locator('[aria-current="page"]', { hasText: title });
  await expect
    .poll(
      async () => {
        if (await tab.isVisible()) return true;
        if (!(await item.isVisible()))
          await sidebar(page)
            .getByRole('menuitem', { name: group })
            .click({ timeout: 2000 })
            .catch(() => undefined);
        await item.click({ timeout: 2000 }).catch(() => undefined);
        await tab.waitFor({ timeout: 3000 }).catch(() => undefined);
        return tab.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu of / }).click();
}

/** Clicks the button that exports a list, and reads the saved workbook's first sheet back, row by row. */
export async function exportWorkbook(page: Page, button = 'Export') {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file: Download = await download;
  const rows = await firstSheetRows(fs.readFileSync(await file.path()));
  return { fileName: file.suggestedFilename(), rows };
}

/** A chosen option of a multiple Select, or a ticked node of a checkable TreeSelect. */
const CHOSEN = '.ant-select-item-option-selected, .ant-select-tree-treenode-checkbox-checked';

/**
 * Picks an option of the open select list. On a loaded machine a click that lands while the list is still
 * sliding open can be lost, so the option is clicked until it took: a single choice closes its list, a
 * multiple one marks the option selected.
 */
export async function chooseOption(page: Page, title: string, { multiple = false } = {}) {
  const list = page.locator('.ant-select-dropdown:visible');
  const option = list.getByTitle(title, { exact: true });
  const took = async () =>
    multiple
      ? option.evaluate((element, chosen) => element.closest(chosen) !== null, CHOSEN)
      : (await list.count()) === 0;
  await option.click();
  await expect
    .poll(
      async () => {
        if (!(await took())) await option.click({ timeout: 1000 }).catch(() => undefined);
        return took();
      },
      { timeout: 15_000, interval: 1000 },
    )
    .toBe(true);
}
