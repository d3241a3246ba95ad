import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openApp, openUserMenu, screenshot, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('sign-in through the real page', () => {
  it('signs in and lands on the dashboard, with the token stored under EL-ADMIN-TOEKN', async () => {
    const { page, context, errors } = await openApp(browser, '/');
    await page.waitForURL(/#\/login/);
    await page.getByRole('img', { name: 'captcha' }).waitFor();
    await screenshot(page, 'login-desktop');
    await signIn(page, '13900000002');
    await page.waitForURL(/#\/dashboard$/);
    await page.getByText('Welcome, Li Na').waitFor();
    expect(await page.title()).toMatch(/^Home - /);
    const token = await page.evaluate(() => localStorage.getItem('EL-ADMIN-TOEKN'));
    expect(token).toMatch(/^Bearer /);
    await screenshot(page, 'dashboard-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor to /login?redirect=… and back to the page after sign-in', async () => {
    const { page, context } = await openApp(browser, '/dashboard?tab=today');
    await page.waitForURL(/#\/login\?redirect=/);
    const redirect = new URL(page.url().replace('#/', '')).searchParams.get('redirect');
    expect(redirect).toBe('/dashboard?tab=today');
    await signIn(page, '13900000002');
    await page.waitForURL(/#\/dashboard\?tab=today$/);
    await page.getByText('Welcome, Li Na').waitFor();
    // A signed-in user opening /login is sent to /.
    await page.goto(page.url().replace(/#.*/, '#/login'));
    await page.waitForURL(/#\/dashboard$/);
    await context.close();
  });

  it('shows the server’s message for a wrong password and offers a new captcha', async () => {
    const { page, context } = await openApp(browser, '/login');
    const captcha = page.getByRole('img', { name: 'captcha' });
    await captcha.waitFor();
    const firstCaptcha = await captcha.getAttribute('src');
    await page.getByLabel('Mobile number').fill('13900000002');
    await page.getByLabel('Password').fill('Demo@2026');
    await page.getByLabel('Password').blur();
    // The factory list is filled once mobile and password are known; the only one is preselected.
    await page.getByTitle('Demo Garment Co. – Ningbo').waitFor();
    await page.getByLabel('Captcha').fill('e2e7');
    // A wrong password typed last and sent with Enter reaches the sign-in itself (leaving the field would
    // first look the factories up again, and that lookup would answer the same message without a sign-in).
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByLabel('Password').press('Enter');
    await page.getByText('Wrong mobile number or password').waitFor();
    await expect.poll(() => captcha.getAttribute('src')).not.toBe(firstCaptcha);
    expect(page.url()).toMatch(/#\/login/);
    await context.close();
  });

  it('logs out after confirmation; the token is gone', async () => {
    const { page, context } = await openApp(browser, '/login');
    await signIn(page, '13900000003');
    await page.waitForURL(/#\/dashboard/);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm to log out of the system?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/#\/login/);
    expect(await page.evaluate(() => localStorage.getItem('EL-ADMIN-TOEKN'))).toBeNull();
    await context.close();
  });

  it('is usable on a phone-sized screen', async () => {
    const { page, context } = await openApp(browser, '/login', { width: 375, height: 740 });
    await page.getByRole('img', { name: 'captcha' }).waitFor();
    await screenshot(page, 'login-mobile');
    const box = await page.getByRole('button', { name: 'Sign in' }).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
    await context.close();
  });
  it('speaks Simplified Chinese when chosen, downloading it only then, and remembers it', async () => {
    const { page, context, errors } = await openApp(browser, '/login');
    const chineseChunks: string[] = [];
    page.on('request', (request) => {
      if (/zh-CN.*\.js$/.test(request.url())) chineseChunks.push(request.url());
    });
    await page.getByRole('img', { name: 'captcha' }).waitFor();
    expect(chineseChunks).toEqual([]);
    await page.getByRole('button', { name: '简体中文' }).click();
    await page.getByLabel('手机号').waitFor();
    expect(chineseChunks).toHaveLength(1);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    // Remembered: the reloaded page, then the shell after sign-in, speak it.
    await page.reload();
    await page.getByLabel('手机号').fill('13900000003');
    await page.getByLabel('密码').fill('Demo@2026');
    const factories = page.waitForResponse((response) => response.url().endsWith('/auth/getLoginList'));
    await page.getByLabel('验证码', { exact: true }).fill(inject('captchaAnswer'));
    await factories;
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
    await page.getByRole('navigation', { name: '已打开的页面' }).waitFor();
    await screenshot(page, 'dashboard-zh-desktop');
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('navigation', { name: 'Open pages' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens in Chinese on a phone set to Chinese, until English is chosen', async () => {
    const phone = { width: 390, height: 844 };
    const { page, context, errors } = await openApp(browser, '/login', phone, 'zh-CN');
    await page.getByLabel('手机号').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    await page.getByRole('button', { name: /^登\s?录$/ }).waitFor();
    await screenshot(page, 'login-zh-browser-mobile');
    // A choice outlasts the browser's language: English after a reload.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByLabel('Mobile number').waitFor();
    await page.reload();
    await page.getByRole('img', { name: 'captcha' }).waitFor();
    expect(await page.getByLabel('Mobile number').isVisible()).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a remembered English on a desktop browser set to Chinese', async () => {
    const { page, context } = await openApp(browser, '/login', undefined, 'zh-CN');
    await page.getByLabel('手机号').waitFor();
    await screenshot(page, 'login-zh-browser-desktop');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.getByRole('img', { name: 'captcha' }).waitFor();
    expect(await page.getByLabel('Mobile number').isVisible()).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });
});
