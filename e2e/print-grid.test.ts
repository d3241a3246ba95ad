import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, launchBrowser, openApp, screenshot, signInToShell } from './browser';

// The ticket print dialog's warnings and the production page's breakdown, at a PC's and a phone's width, in
// English and in Chinese (screenshots print-dialog-*, print-confirm-*, production-breakdown-*).
const STYLE = { styleNo: 'PL2408', option: 'PL2408 男士珠地短袖POLO' };
const SIZES = { desktop: { width: 1366, height: 800 }, phone: { width: 390, height: 844 } };
const WORDS = {
  en: {
    more: /^More actions for/,
    print: 'Print tickets',
    dialog: 'Print bundle tickets',
    small: 'Label 60 × 40 mm',
    processes: 'Print the process list',
    warning: /The 60 × 40 label has no room for the process list/,
    ok: /^Print$/,
    cancel: /^Cancel$/,
    confirm: /follow-on label/,
  },
  zh: {
    more: /的更多操作$/,
    print: '打印菲票',
    dialog: '打印菲票',
    small: '标签 60 × 40 mm',
    processes: '打印工序列表',
    warning: /60 × 40 标签放不下工序列表/,
    ok: /^打\s?印$/,
    cancel: /^取\s?消$/,
    confirm: /工序标签/,
  },
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openIn(lang: 'en' | 'zh', size: keyof typeof SIZES, hash: string) {
  const opened = await openApp(browser, '/login', SIZES[size]);
  await signInToShell(opened.page);
  await opened.page.evaluate(
    (language) => localStorage.setItem('language', language),
    lang === 'zh' ? 'zh-CN' : 'en',
  );
  await opened.page.goto(opened.page.url().replace(/#.*$/, `#${hash}`));
  await opened.page.reload();
  return opened;
}

const shot = (page: Page, name: string) => screenshot(page, name);

describe.each([
  ['en', 'desktop'],
  ['en', 'phone'],
  ['zh', 'desktop'],
  ['zh', 'phone'],
] as const)('in %s on a %s', (lang, size) => {
  const words = WORDS[lang];

  it('the print dialog warns about the 60 × 40 label’s processes and asks before printing', async () => {
    const { page, context, errors } = await openIn(lang, size, '/bundle/create');
    await page.getByRole('button', { name: words.more }).first().click();
    await page.getByRole('menuitem', { name: words.print }).click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    await dialog.getByLabel(words.small).check();
    await dialog.getByLabel(words.processes).check();
    await dialog.getByText(words.warning).waitFor();
    await shot(page, `print-dialog-${size}-${lang}`);
    await dialog.getByRole('button', { name: words.ok }).click();
    const question = page.getByTestId('ticket-print-confirm');
    await question.getByText(words.confirm).waitFor();
    await shot(page, `print-confirm-${size}-${lang}`);
    await page.locator('.ant-modal-confirm').getByRole('button', { name: words.cancel }).click();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the production page loads a process’s breakdown when it is opened', async () => {
    const { page, context, errors } = await openIn(lang, size, '/work/list');
    await page.locator('#production-search_styleId').fill(STYLE.styleNo);
    await chooseOption(page, STYLE.option);
    const breakdown = page.waitForResponse((response) => response.url().includes('breakdownSeq=1'));
    await page
      .getByRole('button', { name: /^Process 1 |^第 1 道工序/ })
      .first()
      .click();
    expect((await breakdown).status()).toBe(200);
    await page.locator('table[aria-label]').first().waitFor();
    await shot(page, `production-breakdown-${size}-${lang}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
