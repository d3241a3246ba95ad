import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openApp, screenshot, sidebar, signInToShell, tabStrip, tabTitles } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 390, height: 844 };

async function chooseLanguage(page: Page, menuButton: string, language: string) {
  await page.getByRole('button', { name: menuButton }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

/** Whether a sidebar entry shows its whole title (not cut with an ellipsis). */
const wholeTitle = (page: Page, title: string) =>
  sidebar(page)
    .getByRole('menuitem', { name: title })
    .locator('.ant-menu-title-content')
    .evaluate((element) => element.scrollWidth <= element.clientWidth);

describe('menu titles the server supplies, in the UI’s language', () => {
  it('shows the Chinese titles in the sidebar, the tab, the breadcrumb, the search and the browser title, live', async () => {
    const { page, context, errors } = await openApp(browser, '/');
    await signInToShell(page);
    await chooseLanguage(page, 'Language', '简体中文');
    await page.getByRole('navigation', { name: '已打开的页面' }).waitFor();
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await nav.getByRole('menuitem', { name: '生产管理' }).click();
    await nav.getByRole('menuitem', { name: '工资', exact: true }).click();
    const tabs = page.getByRole('navigation', { name: '已打开的页面' });
    await tabs.locator('[aria-current="page"]', { hasText: '工资' }).waitFor();
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['首页', '工资']);
    expect(await nav.textContent()).not.toContain('Wages');
    expect(await page.getByRole('navigation', { name: '面包屑导航' }).textContent()).toBe(
      '首页/生产管理/工资',
    );
    expect(await page.title()).toMatch(/^工资 - /);
    // Every entry of the sidebar in Chinese: no English menu title is left.
    expect(await nav.locator('.ant-menu').first().textContent()).not.toMatch(/[A-Za-z]{3,}/);
    await screenshot(page, 'menus-zh-desktop');

    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.getByRole('combobox', { name: '搜索菜单' }).fill('扫码');
    await page.getByTitle('生产管理 > 扫码数据明细').click();
    await tabs.locator('[aria-current="page"]', { hasText: '扫码数据明细' }).waitFor();

    // Back to English, without asking the server again: the same tabs in English.
    await chooseLanguage(page, '语言', 'English');
    await tabStrip(page).waitFor();
    expect(await tabTitles(page)).toEqual(['Home', 'Wages', 'Scan data detail']);
    expect(await page.title()).toMatch(/^Scan data detail - /);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the Chinese titles on a phone', async () => {
    const { page, context } = await openApp(browser, '/', PHONE);
    await signInToShell(page);
    await chooseLanguage(page, 'Language', '简体中文');
    await page.getByRole('button', { name: '展开菜单' }).click();
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await nav.getByRole('menuitem', { name: '生产管理' }).click();
    await nav.getByRole('menuitem', { name: '工资', exact: true }).waitFor();
    await screenshot(page, 'menus-zh-mobile');
    await nav.getByRole('menuitem', { name: '工资', exact: true }).click();
    await page
      .getByRole('navigation', { name: '已打开的页面' })
      .getByRole('link', { name: '工资', exact: true })
      .waitFor();
    await context.close();
  });

  it('shows a long title whole in the 205 px sidebar at 1366 wide (wrapped, not cut)', async () => {
    const { page, context } = await openApp(browser, '/');
    await signInToShell(page);
    await sidebar(page).getByRole('menuitem', { name: 'Production' }).click();
    await sidebar(page).getByRole('menuitem', { name: 'Bundle production detail' }).waitFor();
    await expect.poll(() => wholeTitle(page, 'Bundle production detail')).toBe(true);
    await screenshot(page, 'sidebar-long-title-desktop');
    await context.close();
  });

  it('lets the administrator edit both titles in the menu form, in Chinese, at both sizes', async () => {
    for (const [viewport, name] of [
      [undefined, 'desktop'],
      [PHONE, 'mobile'],
    ] as const) {
      const { page, context, errors } = await openApp(browser, '/system/menu', viewport);
      await signInToShell(page, '13800000000');
      await chooseLanguage(page, 'Language', '简体中文');
      await page.getByLabel('按标题搜索').fill('工资');
      await page.getByLabel('按标题搜索').press('Enter');
      await page.getByRole('button', { name: '编辑 工资', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '编辑菜单' });
      await expect.poll(() => dialog.getByLabel('菜单标题（中文）').inputValue()).toBe('工资');
      expect(await dialog.getByLabel('菜单标题（英文）').inputValue()).toBe('Wages');
      await screenshot(page, `menu-form-zh-${name}`);
      await dialog.getByRole('button', { name: /^取\s?消$/ }).click();
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
