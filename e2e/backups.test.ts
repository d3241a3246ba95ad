import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Backup, Customer, Page as ListPage, RestoreStarted } from '@gbo/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn } from './api-session';
import {
  launchBrowser,
  openApp,
  openFromSidebar,
  screenshot,
  screenshotDir,
  signIn,
  signInToShell,
} from './browser';

/**
 * Backups and restore (platform operators). A restore takes the whole shared server back to the backup's
 * data and ends every session: the backup is made here, so only this file's own change is undone, and the
 * files after it sign in afresh as they always do.
 */
const OPERATOR = '13800000000';
const NINGBO = 'Demo Garment Co. – Ningbo';
// Names ending "BK-E2E" belong to this file.
const CUSTOMER = 'Made after the backup BK-E2E';
const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const backupRow = (page: Page, fileName: string) => page.locator('.ant-table-row', { hasText: fileName });

/** Opens a kept backup's restore dialog from its row's More menu. */
async function openRestore(page: Page, fileName: string) {
  await page.getByRole('button', { name: `More actions for ${fileName}` }).click();
  await page.getByRole('menuitem', { name: 'Restore' }).click();
  const dialog = page.locator('.ant-modal', { hasText: 'This replaces everything in this installation' });
  await dialog.waitFor();
  return dialog;
}

/** The customers of the demo factory named `name`, as its administrator sees them. */
async function customersNamed(name: string) {
  const admin = await apiSignIn('13900000001');
  const found = await admin.request<ListPage<Customer>>(
    'GET',
    `/api/customers?blurry=${encodeURIComponent(name)}`,
  );
  return found.content.map((customer) => customer.name);
}

describe('Backups (platform operator)', () => {
  let fileName: string;

  it('backs up now, then restores that backup: a change made since is gone and everyone signs in again', async () => {
    const { page, context, errors } = await openApp(browser, '/login');
    await signInToShell(page, OPERATOR, NINGBO);
    await openFromSidebar(page, 'Monitor', 'Backups');
    await page.getByText('How backups are made here').waitFor();
    // The browser tests' server makes no scheduled backup (e2e/global-setup.ts).
    await page.getByText('Scheduled backups are off').waitFor();

    const started = page.waitForResponse(
      (response) => response.url().endsWith('/api/backups') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Back up now' }).click();
    const backup = (await (await started).json()) as Backup;
    fileName = backup.fileName;
    expect(backup.status).toBe('running');
    // Written, then proven by a restore into a scratch database: the list is polled until it says so.
    await backupRow(page, fileName).getByText('Verified').waitFor({ timeout: 90_000 });
    expect(await backupRow(page, fileName).textContent()).toContain('Manual');
    await expect.poll(() => page.getByRole('button', { name: 'Back up now' }).isEnabled()).toBe(true);
    await screenshot(page, 'backups-list-desktop');

    // A change after the backup.
    const admin = await apiSignIn('13900000001');
    await admin.request('POST', '/api/customers', { name: CUSTOMER });
    expect(await customersNamed(CUSTOMER)).toEqual([CUSTOMER]);

    const dialog = await openRestore(page, fileName);
    const restore = dialog.getByRole('button', { name: 'Restore' });
    await dialog.getByLabel('Your password').fill('Demo@2026');
    await dialog.getByLabel('Type the file name to confirm').fill(fileName.slice(0, 10));
    expect(await restore.isDisabled()).toBe(true);
    await screenshot(page, 'backups-restore-desktop');
    // A wrong password: the server's word under the field, nothing restored.
    await dialog.getByLabel('Type the file name to confirm').fill(fileName);
    await dialog.getByLabel('Your password').fill('not my password');
    await restore.click();
    await dialog.getByText('this is not your password').waitFor();

    await dialog.getByLabel('Your password').fill('Demo@2026');
    const restored = page.waitForResponse((response) => response.url().endsWith('/api/backups/restore'));
    await restore.click();
    const answer = await restored;
    expect(answer.status()).toBe(202);
    expect(((await answer.json()) as RestoreStarted).fileName).toBe(fileName);
    await page.getByText(/^Restoring the backup of \d{4}-\d{2}-\d{2} \d{2}:\d{2}…$/).waitFor();
    await page.getByText('The server restarts; you will sign in again.').waitFor();
    // For a look only: the server may come back (and the page reload) before it is taken.
    await page
      .screenshot({ path: path.join(screenshotDir, 'backups-restoring-desktop.png') })
      .catch(() => undefined);

    // Once the server is back: signed out, on the login page.
    await page.getByRole('img', { name: 'captcha' }).waitFor({ timeout: 90_000 });
    expect(page.url()).toMatch(/#\/login/);
    // The administrator's session has ended too.
    await expect(admin.request('GET', '/api/customers?size=1')).rejects.toThrow(/→ 401/);

    await signIn(page, OPERATOR, undefined, NINGBO);
    await page.waitForFunction(() => !/^#\/?(login)?(\?|$)/.test(window.location.hash));
    expect(await customersNamed(CUSTOMER)).toEqual([]);
    // The backups are files beside the database: the restore did not take the list back.
    await openFromSidebar(page, 'Monitor', 'Backups');
    await backupRow(page, fileName).getByText('Verified').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads on a phone: cards, and the restore dialog', async () => {
    const { page, context, errors } = await openApp(browser, '/monitor/backup', PHONE);
    await signIn(page, OPERATOR, undefined, NINGBO);
    await page.getByText('How backups are made here').waitFor();
    const card = page.locator('.ant-card', { hasText: fileName }).last();
    await card.getByText('Verified').waitFor();
    await screenshot(page, 'backups-list-phone');
    const dialog = await openRestore(page, fileName);
    await dialog.getByLabel('Your password').fill('Demo@2026');
    await screenshot(page, 'backups-restore-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks Chinese, and takes a downloaded backup file to restore from', async () => {
    const { page, context, errors } = await openApp(browser, '/monitor/backup');
    await signIn(page, OPERATOR, undefined, NINGBO);
    await page.getByText('How backups are made here').waitFor();
    await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
    await page.reload();
    await page.getByText('本系统的备份方式').waitFor();
    await backupRow(page, fileName).getByText('已验证').waitFor();
    await screenshot(page, 'backups-list-desktop-zh');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `${fileName} 的更多操作` }).click();
    await page.getByRole('menuitem', { name: '下载' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(fileName);
    // Under its own name: the name typed to confirm is the uploaded file's.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-e2e-backups-'));
    const saved = path.join(dir, fileName);
    await file.saveAs(saved);
    try {
      await page.getByRole('button', { name: '从文件恢复…' }).click();
      const dialog = page.locator('.ant-modal', { hasText: '从文件恢复' });
      await dialog.getByText('点击或将备份文件拖到此处').waitFor();
      await dialog.locator('input[type=file]').setInputFiles(saved);
      await dialog.getByText('这将替换本系统中的全部数据').waitFor();
      await dialog
        .getByText(new RegExp(`^${fileName.replaceAll('.', '\\.')}（\\d+\\.\\d (KB|MB)）$`))
        .waitFor();
      await dialog.getByLabel('您的密码').fill('Demo@2026');
      // antd spaces a two-character Chinese button label: 恢 复.
      const restore = dialog.getByRole('button', { name: /^恢\s?复$/ });
      expect(await restore.isDisabled()).toBe(true);
      await dialog.getByLabel('输入文件名以确认').fill(fileName);
      await expect.poll(() => restore.isEnabled()).toBe(true);
      await screenshot(page, 'backups-restore-file-zh');
      await dialog.getByRole('button', { name: /^取\s?消$/ }).click();
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
