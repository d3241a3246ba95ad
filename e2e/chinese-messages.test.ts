import type { SavedCutOrder, ScanLookup, Style } from '@gbo/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiSignIn, type ApiSession } from './api-session';
import { chooseOption, launchBrowser, openApp, screenshot } from './browser';

/**
 * Issue 20 item 9: in the Chinese UI the server's messages are Chinese too (the app sends Accept-Language),
 * and so are the forms' own checks of the API's schemas.
 */
const WORKER = { mobile: '13900000014' };
const OTHER_WORKER = { mobile: '13900000015' };
const CLERK = { mobile: '13900000002' };
const NINGBO = 'Demo Garment Co. – Ningbo';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

const CJK = /[\u4e00-\u9fff]/;

/**
 * The Latin words a message shows, past what is no word: a field path it opens with ('ratio: …', kept as the
 * API names it), ids, numbers and codes with digits (PL2408, 36001).
 */
function latinWords(message: string): string[] {
  const text = message.replace(/^[A-Za-z_][\w.[\]]*:\s*/, '').replace(/\b[A-Za-z]*\d[\w-]*\b/g, '');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

function expectChinese(message: string) {
  expect(message, message).toMatch(CJK);
  expect(latinWords(message), message).toEqual([]);
}

let browser: Browser;
let other: ApiSession;
/** A fresh bundle of a style of this test's own (the demo's unscanned bundles are other tests' to take). */
let bundle: { ticketNo: number; bundleNo: number; processes: ScanLookup['processes'] };

beforeAll(async () => {
  browser = await launchBrowser();
  other = await apiSignIn(OTHER_WORKER.mobile);
  const admin = await apiSignIn('13900000001');
  const style = await admin.request<Style>('POST', '/api/styles', {
    styleNo: `E2E-ZH-${Date.now().toString(36).toUpperCase()}`,
    name: '夹克',
    colours: ['黑色'],
    sizes: ['M'],
    orderQty: [],
    processes: [
      { name: '合肩', rate: '0.120' },
      { name: '上袖', rate: '0.350' },
    ],
  });
  const bed = await admin.request<SavedCutOrder>('POST', '/api/cutOrders', {
    styleId: style.id,
    cutDate: '2026-11-20',
    ratio: [{ size: 'M', ratio: 1 }],
    lays: [{ colour: '黑色', layers: 20 }],
    maxPlies: 30,
  });
  const [first] = bed.bundles;
  if (!first) throw new Error('the bed has no bundle');
  const lookup = await other.request<ScanLookup>('GET', `/api/scans/lookup?ticket=${first.ticketNo}`);
  bundle = { ticketNo: first.ticketNo, bundleNo: first.bundleNo, processes: lookup.processes };
});
afterAll(() => browser?.close());

/** Opens the app in Chinese (the language remembered from an earlier choice) and signs in on the Chinese login page. */
async function signInInChinese(page: Page, mobile: string, factory?: string) {
  await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
  await page.reload();
  await page.getByLabel('手机号').waitFor();
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码').fill('Demo@2026');
  const factories = page.waitForResponse((response) => response.url().endsWith('/auth/getLoginList'));
  await page.getByLabel('验证码').fill(inject('captchaAnswer'));
  await factories;
  if (factory) {
    await page.getByLabel('工厂').click();
    await chooseOption(page, factory);
  }
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
}

describe('the Chinese UI shows the server’s messages in Chinese', () => {
  it('on the scan page: a ticket that does not exist, and a process done meanwhile by someone else', async () => {
    const { context, page, errors } = await openApp(browser, '/', PHONE);
    await signInInChinese(page, WORKER.mobile);
    await page.getByRole('heading', { name: '扫描菲票' }).waitFor();
    const field = page.getByRole('textbox', { name: '菲票号' });

    // A ticket no bundle has: the page's title and the server's sentence, both Chinese.
    await field.fill('99999');
    await field.press('Enter');
    const notFound = page.getByRole('alert').filter({ hasText: '找不到菲票' });
    await notFound.waitFor();
    const notFoundText = (await notFound.innerText()).replace(/\s+/g, ' ');
    expect(notFoundText).toContain('菲票 99999 不存在');
    expectChinese(notFoundText);
    await screenshot(page, 'chinese-messages-scan-not-found');

    // The bundle is looked up, then another worker records 12 of its first process: asking for all 20
    // leaves the server to refuse with what is left.
    await field.fill(String(bundle.ticketNo));
    await field.press('Enter');
    const card = page.getByRole('region', { name: `第 ${bundle.bundleNo} 扎` });
    await card.waitFor();
    const process = bundle.processes[0];
    if (!process) throw new Error('no process');
    await card.getByLabel('件数').fill(String(process.remainingQty));
    await other.request('POST', '/api/scans', {
      ticket: String(bundle.ticketNo),
      processId: process.processId,
      qty: 12,
      requestId: `chinese-messages-${Date.now()}`,
    });
    await card.getByRole('button', { name: new RegExp(process.name) }).click();
    const refused = page.getByRole('alert').filter({ hasText: '未记录' });
    await refused.waitFor();
    const refusedText = (await refused.innerText()).replace(/\s+/g, ' ');
    expect(refusedText).toContain(
      `第 ${bundle.bundleNo} 扎 ${process.name}：只剩 ${process.remainingQty - 12} 件`,
    );
    expectChinese(refusedText);
    await screenshot(page, 'chinese-messages-scan-only-left');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on the new-bed form: all ratios 0, and the other checks of the contract', async () => {
    const { context, page, errors } = await openApp(browser, '/', DESKTOP);
    await signInInChinese(page, CLERK.mobile, NINGBO);
    await page.getByRole('heading', { name: /^欢迎/ }).waitFor();
    await page.evaluate(() => {
      window.location.hash = '#/bundle/create';
    });
    await page.getByRole('button', { name: '新建裁床' }).click();
    const form = page.getByRole('dialog', { name: '新建裁床' });
    await form.getByLabel('款式', { exact: true }).pressSequentially('PL2408');
    await chooseOption(page, 'PL2408 男士珠地短袖POLO');
    for (const size of ['S', 'M', 'L', 'XL', '2XL', '3XL'])
      await form.getByRole('spinbutton', { name: `${size} 码配比`, exact: true }).fill('0');
    await form.getByRole('button', { name: /^生\s*成$/ }).click();
    const shown = form.locator('.ant-form-item-explain-error');
    await expect.poll(() => shown.allInnerTexts()).toContain('至少要有一个尺码的配比大于 0');
    const messages = await shown.allInnerTexts();
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expectChinese(message);
    await screenshot(page, 'chinese-messages-new-bed');
    expect(errors).toEqual([]);
    await context.close();
  });
});
