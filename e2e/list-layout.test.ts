import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openApp, screenshot, signInToShell } from './browser';

/** The platform operator sees every list, the platform's own included. */
const OPERATOR = '13800000000';
const FACTORY = 'Demo Garment Co. – Ningbo';
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const MIN_TAP_HEIGHT = 40;

const LISTS: [string, string][] = [
  ['/system/user', 'users'],
  ['/system/role', 'roles'],
  ['/system/dept', 'depts'],
  ['/system/dict', 'dicts'],
  ['/system/menu', 'menus'],
  ['/system/factory', 'factories'],
  ['/monitor/log', 'logs'],
  ['/monitor/online', 'online'],
  ['/bundle/create', 'cut-orders'],
  ['/bundle/add', 'bundles'],
  ['/bundle/style', 'styles'],
  ['/bundle/customer', 'customers'],
  ['/work/detail', 'scans'],
  ['/work/list', 'production'],
  ['/work/wage', 'wages'],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openList(page: Page, path: string) {
  await page.evaluate((hash) => (window.location.hash = hash), path);
  await page.waitForURL(new RegExp(`#${path}$`));
  // The page kept alive before it may still show its rows: wait until this page's tab is the current one.
  await page.locator(`a[aria-current="page"][href$="#${path}"]`).waitFor({ state: 'attached' });
  // A list has shown when its rows, cards (their fields) or empty state show (pages kept alive in other tabs stay in the
  // document, hidden) and nothing is loading.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('main .ant-table-row, main dl, main .ant-empty')).some(
          (element) => element.checkVisibility(),
        ),
      ),
    )
    .toBe(true);
  await expect.poll(() => page.locator('main .ant-spin-spinning').count()).toBe(0);
}

/**
 * With every table scrolled to its right end, the cells that text sits in: none may lie under the fixed
 * actions column, and none may cut its text without an ellipsis.
 */
function hiddenTableText(page: Page) {
  return page.evaluate(async () => {
    const all = (root: ParentNode, selector: string) =>
      Array.from(root.querySelectorAll<HTMLElement>(selector));
    const tables = all(document, 'main .ant-table-wrapper').filter((table) => table.checkVisibility());
    for (const scroller of tables.flatMap((table) => all(table, '.ant-table-content, .ant-table-body'))) {
      scroller.scrollLeft = scroller.scrollWidth;
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const problems: string[] = [];
    const isFixedEnd = (cell: Element) =>
      /ant-table-cell-fix-(end|right)\b/.test(cell.className) ||
      (getComputedStyle(cell).position === 'sticky' && getComputedStyle(cell).right !== 'auto');
    for (const row of tables.flatMap((table) => all(table, 'tbody tr.ant-table-row'))) {
      const cells = all(row, ':scope > td');
      const fixed = cells.filter(isFixedEnd);
      const fixedLeft = Math.min(...fixed.map((cell) => cell.getBoundingClientRect().left), Infinity);
      for (const cell of cells) {
        const text = cell.innerText.trim();
        if (fixed.includes(cell) || !text) continue;
        if (cell.getBoundingClientRect().right > fixedLeft + 1) problems.push(`under the actions: "${text}"`);
        for (const box of [cell, ...all(cell, '*')]) {
          const style = getComputedStyle(box);
          const clips = style.overflowX !== 'visible';
          if (clips && box.scrollWidth > box.clientWidth + 1 && style.textOverflow !== 'ellipsis')
            problems.push(`cut without an ellipsis: "${text}"`);
        }
      }
    }
    return [...new Set(problems)];
  });
}

/** The tappable controls of the page's content that are lower than a finger needs. */
function smallControls(page: Page) {
  return page.evaluate((minimum) => {
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        'main button, main a[href], main [role="button"], main input:not([type="hidden"]), main .ant-select, main .ant-picker, main .ant-input-affix-wrapper, main .ant-radio-wrapper, main .ant-checkbox-wrapper',
      ),
    );
    return (
      controls
        // Hidden by visibility too: the tabs keep their overflow button there, hidden while the tabs fit.
        .filter(
          (control) =>
            control.checkVisibility({ visibilityProperty: true }) &&
            control.getBoundingClientRect().width > 0,
        )
        // A select's search box, a date range's two inputs, a text box's clear icon, a tick box's input sit inside
        // what is tapped, measured itself.
        .filter(
          (control) =>
            !control.parentElement?.closest(
              '.ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-radio-wrapper, .ant-checkbox-wrapper',
            ),
        )
        .filter((control) => !control.closest('.ant-pagination, .ant-table-thead'))
        .map((control) => ({
          what: `${control.tagName.toLowerCase()}.${control.className} ${control.getAttribute('aria-label') ?? control.innerText.trim().slice(0, 40)}`,
          height: Math.round(control.getBoundingClientRect().height),
        }))
        .filter(({ height }) => height < minimum - 0.5)
    );
  }, MIN_TAP_HEIGHT);
}

describe('every list page, as a desk and a phone show it', () => {
  it('at 1366×800: no table text lies under the actions column or is cut without an ellipsis', async () => {
    const { page, context, errors } = await openApp(browser, '/login', DESKTOP);
    await signInToShell(page, OPERATOR, FACTORY);
    for (const [path, name] of LISTS) {
      await openList(page, path);
      expect({ path, problems: await hiddenTableText(page) }).toEqual({ path, problems: [] });
      await screenshot(page, `list-${name}-desktop`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 390×844: lists show cards, and every control tapped there is at least 40 px high', async () => {
    const { page, context, errors } = await openApp(browser, '/login', PHONE);
    await signInToShell(page, OPERATOR, FACTORY);
    for (const [path, name] of LISTS) {
      await openList(page, path);
      expect({ path, small: await smallControls(page) }).toEqual({ path, small: [] });
      await screenshot(page, `list-${name}-phone`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
