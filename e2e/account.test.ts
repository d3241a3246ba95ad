import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiSignIn } from './api-session';
import { launchBrowser, openApp, openUserMenu, screenshot, signIn } from './browser';

// Mobile numbers 136000020xx and codes E2E-ACCT-* belong to this file: no other file on the shared server uses them.
const FACTORY = { code: 'E2E-ACCT-1', name: 'E2E Account Works' };
const PERSON = { mobile: '13600002001', name: 'Qian Lei', password: 'Start@2026' };
const OPERATOR = '13800000000';
const NINGBO = 'Demo Garment Co. – Ningbo';
const PHONE = { width: 375, height: 740 };

let browser: Browser;

/** A JSON call to the e2e server; fails the test on any error reply. */
async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
      ...(token && { Authorization: token }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Sets up a person this file may rename freely: the operator registers a factory with them as its administrator. */
async function registerPerson() {
  const password = 'Demo@2026';
  const factories = await call<{ factoryId: number; factoryName: string }[]>('POST', '/auth/getLoginList', {
    mobile: OPERATOR,
    password,
  });
  const ningbo = factories.find((factory) => factory.factoryName === NINGBO);
  const { uuid } = await call<{ uuid: string }>('GET', '/auth/code');
  const { token } = await call<{ token: string }>('POST', '/auth/login', {
    mobile: OPERATOR,
    password,
    code: inject('captchaAnswer'),
    uuid,
    factoryId: ningbo?.factoryId,
  });
  await call(
    'POST',
    '/api/factory/register',
    {
      code: FACTORY.code,
      name: FACTORY.name,
      totalNumber: 20,
      admin: PERSON,
    },
    token,
  );
}

/** A small opaque PNG of one colour, made here rather than read from a file. */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => [r, g, b][i % 3] ?? 0)]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  await registerPerson();
});
afterAll(() => browser?.close());

describe('Personal center', () => {
  it('changes the name and the avatar, and the navbar shows both at once', async () => {
    const { page, context, errors } = await openApp(browser, '/login');
    await signIn(page, PERSON.mobile, PERSON.password);
    await page.waitForURL(/#\/dashboard/);
    await page.goto(`${page.url().replace(/#.*/, '')}#/user/center`);

    // The profile card: who this is, where.
    const card = page.locator('.ant-card').filter({ hasText: 'Personal details' });
    await card.getByText(PERSON.mobile).waitFor();
    for (const text of [PERSON.name, 'A001', 'Office', FACTORY.name])
      await card.getByText(text).first().waitFor();
    await screenshot(page, 'account-desktop');

    // A name left blank is refused, naming the field.
    const name = page.getByLabel('Name', { exact: true });
    await name.fill(' ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name is required').waitFor();
    await name.fill('Qian Lei-Renamed');
    await page.getByLabel('Email').fill('qian.lei@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved').waitFor();
    const accountButton = page.getByRole('button', { name: 'Account menu of Qian Lei-Renamed' });
    await accountButton.waitFor();
    expect(await accountButton.textContent()).toContain('Qian Lei-Renamed');

    // A picture that is not PNG, JPEG or WebP never leaves the browser.
    const fileInput = page.locator('input[type=file]');
    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await page.getByText('Avatar must be a PNG, JPEG or WebP picture').waitFor();

    const upload = page.waitForResponse((response) => response.url().endsWith('/api/users/updateAvatar'));
    await fileInput.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: solidPng(48, [200, 40, 90]),
    });
    expect((await upload).status()).toBe(200);
    await page.getByText('Avatar changed').waitFor();
    const navbarAvatar = accountButton.locator('img');
    await expect.poll(() => navbarAvatar.getAttribute('src')).toMatch(/\/avatar\/\d+-[0-9a-f]{16}\.png$/);
    await expect.poll(() => navbarAvatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
    const centerAvatar = page.getByRole('img', { name: 'Avatar of Qian Lei-Renamed' });
    expect(await centerAvatar.getAttribute('src')).toBe(await navbarAvatar.getAttribute('src'));
    await screenshot(page, 'account-changed-desktop');

    // Both are the server's now: a fresh session shows them.
    await page.reload();
    await page.getByRole('button', { name: 'Account menu of Qian Lei-Renamed' }).locator('img').waitFor();
    await page.getByLabel('Email').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('qian.lei@example.com');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the change-password dialog and the factory’s settings from the center', async () => {
    const { page, context, errors } = await openApp(browser, '/login', PHONE);
    await signIn(page, PERSON.mobile, PERSON.password);
    await page.waitForURL(/#\/dashboard/);
    await page.goto(`${page.url().replace(/#.*/, '')}#/user/center`);
    await page.getByRole('button', { name: 'Change password' }).click();
    const password = page.getByRole('dialog', { name: 'Change password' });
    await password.getByLabel('Old password').waitFor();
    await password.getByRole('button', { name: 'Cancel' }).click();
    await password.waitFor({ state: 'hidden' });

    // The factory's administrator reaches their own factory's settings here.
    await page.getByRole('button', { name: 'Factory settings' }).click();
    const settings = page.getByRole('dialog', { name: `Factory settings · ${FACTORY.name}` });
    // A minimum above this back office's own version would lock the administrator out too: refused.
    const minimum = settings.getByLabel('Minimum app version');
    await minimum.fill('6.1');
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.getByText('Minimum app version must be at most 6.0.0').waitFor();
    await minimum.fill('5.8');
    await settings.getByLabel('Compact').check();
    await screenshot(page, 'account-settings-mobile');
    await settings.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Factory settings saved').waitFor();
    await settings.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Factory settings' }).click();
    await expect.poll(() => minimum.inputValue()).toBe('5.8');
    expect(await settings.getByLabel('Compact').isChecked()).toBe(true);
    await settings.getByRole('button', { name: 'Cancel' }).click();

    await screenshot(page, 'account-mobile');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
  // Last in the file: it changes the password the tests above sign in with.
  it('changes the password from the account menu: every session ends, only the new password works', async () => {
    const NEW_PASSWORD = 'Autumn@2026';
    const elsewhere = await apiSignIn(PERSON.mobile, PERSON.password, FACTORY.name);
    const { page, context, errors } = await openApp(browser, '/login');
    await signIn(page, PERSON.mobile, PERSON.password);
    await page.waitForURL(/#\/dashboard/);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Old password').fill(PERSON.password);
    await dialog.getByLabel('New password').fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('modified successfully').waitFor();
    // Two seconds later the app signs out and reloads onto the login page.
    await page.waitForURL(/#\/login/, { timeout: 10_000 });
    await expect(elsewhere.request('GET', '/auth/info')).rejects.toThrow(/→ 401/);

    await page.getByRole('img', { name: 'captcha' }).waitFor();
    await signIn(page, PERSON.mobile, PERSON.password);
    await page.getByText('Wrong mobile number or password').first().waitFor();
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await signIn(page, PERSON.mobile, NEW_PASSWORD);
    await page.waitForURL(/#\/dashboard/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
