import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundle, Customer, Page as ListPage, SavedCutOrder, Shipment, Style } from '@gbo/contracts';
import { apiSignIn } from './api-session';
import { chooseOption, launchBrowser, openApp, openFromSidebar, screenshot, signInToShell } from './browser';

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

/** `days` before today on Ningbo's calendar (Asia/Shanghai). */
const dayAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The app in Chinese from the next load on. */
async function inChinese(page: Page) {
  await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
  await page.reload();
}

describe('typed dates are the dates used (issue 20, item 2)', () => {
  it('an end date typed into the wage period and confirmed with Enter is what the list and Settle use', async () => {
    const { page, context, errors } = await openApp(browser, '/login', DESKTOP);
    await signInToShell(page);
    await openFromSidebar(page, 'Production', 'Wages');
    const from = page.getByPlaceholder('From', { exact: true });
    const to = page.getByPlaceholder('To', { exact: true });
    await expect.poll(() => to.inputValue()).not.toBe('');
    // The period opens on this month so far; in a month's first days there is no earlier end within it, so
    // the start is typed too (without Enter) to ten days ago.
    const start = dayAgo(10);
    const end = dayAgo(2);

    // The end typed; Enter: the list asks for the typed period at once.
    const asked = page.waitForResponse(
      (response) =>
        response.url().includes('/api/wages?') &&
        response.url().includes(`from=${start}`) &&
        response.url().includes(`to=${end}`),
    );
    await from.click();
    await from.fill(start);
    await to.click();
    await to.fill(end);
    await to.press('Enter');
    await asked;
    await page.keyboard.press('Escape');

    // Settle names the period on screen.
    await page.getByRole('button', { name: 'Settle', exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Settle wages from ${start} to ${end}?` });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // Typed, then Search clicked straight away: the typed day is used.
    const earlier = dayAgo(3);
    const searched = page.waitForResponse(
      (response) => response.url().includes('/api/wages?') && response.url().includes(`to=${earlier}`),
    );
    await to.click();
    await to.fill(earlier);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await searched;
    expect(await to.inputValue()).toBe(earlier);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a page the user may not open (issue 20, item 18)', () => {
  for (const [language, viewport, title] of [
    ['en', DESKTOP, 'No permission'],
    ['zh', PHONE, '无访问权限'],
  ] as const) {
    it(`the line supervisor opening /work/wage is told they lack the permission (${language})`, async () => {
      const { page, context, errors } = await openApp(browser, '/login', viewport);
      await signInToShell(page, '13900000003', 'Demo Garment Co. – Ningbo');
      if (language === 'zh') await inChinese(page);
      await page.goto(page.url().replace(/#.*$/, '#/work/wage'));
      await page.getByText(title, { exact: true }).waitFor();
      expect(page.url()).toMatch(/#\/401$/);
      await screenshot(page, `safeguards-401-${language}-${viewport.width}`);
      // An unknown path is still not found.
      await page.goto(page.url().replace(/#.*$/, '#/work/nowhere'));
      await page.waitForURL(/#\/404$/);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

/** A style of its own for these tests (so the demo's numbers other tests count on stay as they are). */
async function ownStyle(styleNo: string) {
  const admin = await apiSignIn('13900000001');
  const style = await admin.request<Style>('POST', '/api/styles', {
    styleNo,
    name: `Safeguard ${styleNo}`,
    colours: ['黑色'],
    sizes: ['S', 'M'],
    orderQty: [
      { colour: '黑色', size: 'S', qty: 10 },
      { colour: '黑色', size: 'M', qty: 10 },
    ],
    processes: [{ name: '合肩', rate: '0.12' }],
  });
  return { admin, style };
}

describe('confirming a shipment order that ships more than is finished (issue 20, item 13)', () => {
  it('repeats the warning in the confirmation, naming the cells', async () => {
    const { admin, style } = await ownStyle('SG-SHIP');
    const customers = await admin.request<ListPage<Customer>>('GET', '/api/customers?size=1');
    const draft = await admin.request<Shipment>('POST', '/api/shipments', {
      customerId: customers.content[0]?.id,
      styleId: style.id,
      shipDate: dayAgo(0),
      lines: [{ colour: '黑色', size: 'S', qty: 2 }],
    });
    for (const [language, viewport] of [
      ['en', DESKTOP],
      ['zh', PHONE],
    ] as const) {
      const { page, context, errors } = await openApp(browser, '/login', viewport);
      await signInToShell(page);
      if (language === 'zh') await inChinese(page);
      await page.goto(page.url().replace(/#.*$/, '#/bill/out'));
      const more =
        language === 'en' ? `More actions for ${draft.shipmentNo}` : `${draft.shipmentNo} 的更多操作`;
      await page.getByRole('button', { name: more }).first().click();
      await page.getByRole('menuitem', { name: language === 'en' ? 'Confirm' : '确认出货' }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: draft.shipmentNo });
      const warning = language === 'en' ? '黑色 S: ships 2, finished less shipped is 0' : '黑色 S';
      await dialog.locator('.ant-alert-warning').getByText(warning).waitFor();
      await screenshot(page, `safeguards-over-ship-confirm-${language}-${viewport.width}`);
      await dialog.getByRole('button', { name: language === 'en' ? 'Cancel' : /^取\s*消$/ }).click();
      expect(errors).toEqual([]);
      await context.close();
    }
    // Nothing was confirmed.
    const still = await admin.request<Shipment>('GET', `/api/shipments/${draft.id}`);
    expect(still.status).toBe('draft');
  });
});

describe('work typed into a drawer is not lost (issue 20, item 15)', () => {
  it('Escape or Close on a changed form asks before discarding; an unchanged one closes at once', async () => {
    const { page, context, errors } = await openApp(browser, '/login', DESKTOP);
    await signInToShell(page);
    await page.goto(page.url().replace(/#.*$/, '#/bill/out'));
    const open = () => page.getByRole('button', { name: 'New shipment order' }).click();
    const drawer = page.getByRole('dialog', { name: 'New shipment order' });
    const ask = page.getByRole('dialog').filter({ hasText: 'Discard what you entered?' });

    // Unchanged: Escape closes it.
    await open();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // Changed: Escape asks; Keep editing keeps it and what was typed.
    await open();
    await drawer.getByLabel('Vehicle no.').fill('浙B12345');
    await page.keyboard.press('Escape');
    await ask.waitFor();
    await screenshot(page, 'safeguards-discard-ask-en-1366');
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await drawer.getByLabel('Vehicle no.').inputValue()).toBe('浙B12345');
    // The close button asks too; Discard closes it.
    await drawer.getByRole('button', { name: 'Close' }).click();
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('after a re-cut (issue 20, item 16)', () => {
  it('offers to print its tickets and lists the new bundles first', async () => {
    const { admin, style } = await ownStyle('SG-RECUT');
    const bed = await admin.request<SavedCutOrder>('POST', '/api/cutOrders', {
      styleId: style.id,
      cutDate: dayAgo(0),
      ratio: [
        { size: 'S', ratio: 1 },
        { size: 'M', ratio: 1 },
      ],
      lays: [{ colour: '黑色', layers: 10 }],
      maxPlies: 30,
    });
    const { page, context, errors } = await openApp(browser, '/login', DESKTOP);
    await signInToShell(page);
    await page.goto(page.url().replace(/#.*$/, '#/bundle/add'));
    await page.getByRole('button', { name: 'Add bundles' }).click();
    const form = page.getByRole('dialog', { name: 'Add bundles (re-cut)' });
    await form.getByLabel('Cut order').fill('SG-RECUT');
    await chooseOption(page, `SG-RECUT bed ${bed.bedNo} · ${dayAgo(0)}`);
    await form.getByLabel('Colour').click();
    await chooseOption(page, '黑色');
    await form.getByLabel('Size').click();
    await chooseOption(page, 'M');
    await form.getByLabel('Pieces').fill('6');
    await form.getByLabel('Bundles', { exact: true }).fill('2');
    await form.getByRole('button', { name: 'Add' }).click();

    // The ticket dialog opens for the two new bundles (3 and 4: the bed made 1 and 2).
    const print = page.getByRole('dialog', { name: 'Print bundle tickets' });
    await print.waitFor();
    await screenshot(page, 'safeguards-recut-print-en-1366');
    await print.getByRole('button', { name: 'Cancel' }).click();
    // Closed, the offer stays above the list, which shows the new bundles first.
    const offer = page.locator('.ant-alert-success').filter({ hasText: 'Re-cut saved: 2 bundles, nos. 3–4' });
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Print their 2 tickets' }).waitFor();
    const firstRow = page.locator('main .ant-table-tbody tr.ant-table-row').first();
    await expect.poll(() => firstRow.innerText()).toContain('SG-RECUT');
    await screenshot(page, 'safeguards-recut-list-en-1366');
    const added = await admin.request<ListPage<Bundle>>('GET', `/api/bundles?cutOrderId=${bed.id}&size=10`);
    expect(added.content.filter((bundle) => bundle.recut).map((bundle) => bundle.bundleNo)).toEqual([3, 4]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
