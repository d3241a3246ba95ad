import fs from 'node:fs';
import { FACTORY_EXPORT_AREAS, type FactoryExport } from '@gbo/contracts';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openApp, screenshot, signInToShell } from './browser';

/** A factory's own data as it leaves: its administrator exports everything from the personal center. */
const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openCenter(page: Page) {
  await page.goto(`${page.url().replace(/#.*/, '')}#/user/center`);
  const card = page.locator('.ant-card').filter({ hasText: "Our factory's data" });
  await card.waitFor();
  return card;
}

describe("Our factory's data (factory administrator)", () => {
  it('exports everything of the factory, shows it done, and downloads its zip of one workbook per area', async () => {
    const { page, context, errors } = await openApp(browser, '/login');
    await signInToShell(page);
    const card = await openCenter(page);
    await card.getByText(/people, styles, beds, bundles, scans, wages, shipments/).waitFor();

    const started = page.waitForResponse(
      (response) => response.url().endsWith('/api/factory/exports') && response.request().method() === 'POST',
    );
    await card.getByRole('button', { name: 'Export all data' }).click();
    const answer = await started;
    expect(answer.status()).toBe(202);
    const made = (await answer.json()) as FactoryExport;
    expect(made.status).toBe('running');

    // For a look only: a small factory's export may be done before the progress is drawn.
    await card
      .getByRole('progressbar')
      .waitFor({ timeout: 5000 })
      .then(() => screenshot(page, 'factory-export-running-desktop'))
      .catch(() => undefined);

    // Written in the background: the list is polled until it is done.
    const latest = card.getByRole('list', { name: 'Latest exports' }).getByRole('listitem').first();
    await latest.getByText('Done').waitFor({ timeout: 90_000 });
    await expect.poll(() => card.getByRole('button', { name: 'Export all data' }).isEnabled()).toBe(true);
    expect(await latest.textContent()).toMatch(/by .+ · \d+(\.\d)? (B|KB|MB) · [\d,]+ rows/);
    expect(await card.getByRole('progressbar').count()).toBe(0);
    await screenshot(page, 'factory-export-desktop');

    const download = page.waitForEvent('download');
    await latest.getByRole('button', { name: /^Download the export of / }).click();
    const file: Download = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^factory-\\d+-data-\\d{8}-\\d{4}-${made.id}\\.zip$`),
    );
    const zip = fs.readFileSync(await file.path());
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    for (const area of FACTORY_EXPORT_AREAS) expect(zip.includes(`${area}.xlsx`)).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('is readable on a phone', async () => {
    const { page, context, errors } = await openApp(browser, '/login', PHONE);
    await signInToShell(page);
    const card = await openCenter(page);
    await card.getByRole('list', { name: 'Latest exports' }).getByText('Done').first().waitFor();
    await screenshot(page, 'factory-export-mobile');
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
