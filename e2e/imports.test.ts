import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkbook } from '../apps/server/test/xlsx';
import { launchBrowser, openApp, screenshot, screenshotDir, signInToShell } from './browser';

// Names ending "IMP-E2E" belong to this file, so it collides with no other test file on the shared server.
const CUSTOMER = 'Harbour Knits IMP-E2E';
const STYLE_NO = 'ST-IMP-E2E';
const PERSON = 'Lin Qiao IMP-E2E';
const PERSON_MOBILE = '13700008801';

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-e2e-imports-'));
});
afterAll(async () => {
  await browser?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Downloads the open dialog's template through its link, and reads it back. */
async function downloadTemplate(page: Page, dialog: Locator) {
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the template', exact: true }).click();
  const file = await download;
  const workbook = await parseWorkbook(fs.readFileSync(await file.path()));
  return { workbook, fileName: file.suggestedFilename() };
}

type Row = Record<string, string>;

/**
 * The template filled as a user would in Excel: its example row replaced by these rows, by header, and an
 * extra column the import does not know. Saved under `name`, its path answered.
 */
async function fillTemplate(workbook: ExcelJS.Workbook, rows: Row[], name: string) {
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const extra = 'Sales rep';
  const headers = (sheet.getRow(1).values as (string | undefined)[])
    .slice(1)
    .map(String)
    .filter((header) => header !== extra);
  sheet.getCell(1, headers.length + 1).value = extra;
  for (const header of Object.keys(rows[0] ?? {}))
    expect(headers, `the template's columns`).toContain(header);
  // Each row over the example row and below it, every column set (an empty one cleared).
  rows.forEach((row, index) => {
    headers.forEach((header, column) => {
      sheet.getCell(index + 2, column + 1).value = row[header] ?? null;
    });
    sheet.getCell(index + 2, headers.length + 1).value = 'Ms Zhou';
  });
  const file = path.join(dir, name);
  await workbook.xlsx.writeFile(file);
  return file;
}

/** The list card whose toolbar has this Add button, once it shows. */
function listActions(page: Page, add: string) {
  return page.locator('.ant-card').filter({ visible: true, has: page.getByText(add, { exact: true }) });
}

const chooseFile = (dialog: Locator, file: string) =>
  dialog.locator('input[type="file"]').setInputFiles(file);

/**
 * Screenshots of the dialog as it is, at the desktop's size and a phone's (there also scrolled to its rows).
 * The phone's are of the screen only: the dialog scrolls within it, over a page longer than the screen.
 */
async function screenshotBoth(page: Page, dialog: Locator, name: string) {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByText('Errors', { exact: true }).waitFor();
  await page.screenshot({ path: path.join(screenshotDir, `${name}-phone.png`) });
  await dialog
    .getByRole('region', { name: 'Rows in the file', exact: true })
    .evaluate((rows) => rows.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: path.join(screenshotDir, `${name}-phone-rows.png`) });
  await page.setViewportSize({ width: 1366, height: 800 });
}

describe('Excel import', () => {
  it('imports a customer, then a style naming it: a file with errors first, then the fixed one', async () => {
    const { page, context, errors } = await openApp(browser, '/login');
    await signInToShell(page);

    // ── Customers ──
    await page.goto(page.url().replace(/#.*/, '#/bundle/customer'));
    await listActions(page, 'Add customer').getByRole('button', { name: 'Import', exact: true }).click();
    const customers = page.getByRole('dialog', { name: 'Import customers' });
    await customers.getByText('Click or drag a file here', { exact: true }).waitFor();
    await screenshot(page, 'imports-customers-choose-desktop');
    const customerTemplate = await downloadTemplate(page, customers);
    expect(customerTemplate.fileName).toBe('customers-template.xlsx');
    const customer = { Customer: CUSTOMER, Contact: 'Mr Chen', Address: '12 Quay Road, Ningbo' };
    const badCustomers = await fillTemplate(
      customerTemplate.workbook,
      [{ ...customer, Phone: 'call Mr Chen' }],
      'customers-bad.xlsx',
    );
    await chooseFile(customers, badCustomers);
    await customers.getByText('The file has 1 error', { exact: false }).waitFor();
    const badPhone = customers.locator('td[data-invalid="true"]');
    await expect.poll(() => badPhone.innerText()).toBe('call Mr Chen');
    expect(await customers.getByRole('button', { name: 'Import 0 rows', exact: true }).isDisabled()).toBe(
      true,
    );
    await customers
      .getByText('Ignored columns (not part of this import): Sales rep', { exact: true })
      .waitFor();
    await screenshotBoth(page, customers, 'imports-customers-errors');

    await customers.getByRole('button', { name: 'Choose another file', exact: true }).click();
    const goodCustomers = await fillTemplate(
      customerTemplate.workbook,
      [{ ...customer, Phone: '0574-8800 1234' }],
      'customers.xlsx',
    );
    await chooseFile(customers, goodCustomers);
    await customers.getByText('1 new', { exact: true }).waitFor();
    await customers.getByRole('button', { name: 'Import 1 row', exact: true }).click();
    await page
      .getByText('Imported customers.xlsx: 1 new, 0 changed, 0 unchanged.', { exact: true })
      .waitFor();
    await customers.waitFor({ state: 'hidden' });
    const customerRow = page.getByRole('row').filter({ hasText: CUSTOMER });
    await page.getByLabel('Name, contact or phone', { exact: true }).fill(CUSTOMER);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await customerRow.waitFor();
    expect(await customerRow.innerText()).toContain('0574-8800 1234');

    // ── Styles: the style names a customer; first one the factory does not have ──
    await page.goto(page.url().replace(/#.*/, '#/bundle/style'));
    // The customers page stays open in its tab, hidden: the Import button is the styles list's own.
    await listActions(page, 'Add style').getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Styles', exact: true }).click();
    const styles = page.getByRole('dialog', { name: 'Import styles' });
    const styleTemplate = await downloadTemplate(page, styles);
    expect(styleTemplate.fileName).toBe('styles-template.xlsx');
    const style = {
      'Style no.': STYLE_NO,
      'Style name': 'Cable-knit cardigan',
      'Order no.': 'PO-IMP-1',
      Colours: 'Oat, Charcoal',
      Sizes: 'S, M, L, XL',
      'Over-cut %': '2',
    };
    const badStyles = await fillTemplate(
      styleTemplate.workbook,
      [{ ...style, Customer: 'Nobody Trading IMP-E2E' }],
      'styles-bad.xlsx',
    );
    await chooseFile(styles, badStyles);
    await styles.getByText('The file has 1 error', { exact: false }).waitFor();
    const badCustomer = styles.locator('td[data-invalid="true"]');
    await expect.poll(() => badCustomer.innerText()).toBe('Nobody Trading IMP-E2E');
    expect(await styles.getByRole('button', { name: 'Import 0 rows', exact: true }).isDisabled()).toBe(true);
    await screenshotBoth(page, styles, 'imports-styles-errors');
    // Its message shows on the cell, on focus as on hover.
    await badCustomer.locator('[tabindex="0"]').focus();
    await page.getByRole('tooltip').filter({ hasText: 'no customer named' }).waitFor();
    await screenshot(page, 'imports-styles-errors-tooltip-desktop');

    await styles.getByRole('button', { name: 'Choose another file', exact: true }).click();
    const goodStyles = await fillTemplate(
      styleTemplate.workbook,
      [{ ...style, Customer: CUSTOMER }],
      'styles.xlsx',
    );
    await chooseFile(styles, goodStyles);
    await styles.getByRole('button', { name: 'Import 1 row', exact: true }).click();
    await page.getByText('Imported styles.xlsx: 1 new, 0 changed, 0 unchanged.', { exact: true }).waitFor();
    await styles.waitFor({ state: 'hidden' });
    await page.getByLabel('Style no., name or order no.', { exact: true }).fill(STYLE_NO);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const styleRow = page.getByRole('row').filter({ hasText: STYLE_NO });
    await styleRow.waitFor();
    expect(await styleRow.innerText()).toContain(CUSTOMER);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('imports a person from the people template, the department from its list, the password set later', async () => {
    const { page, context, errors } = await openApp(browser, '/login');
    await signInToShell(page);
    await page.goto(page.url().replace(/#.*/, '#/system/user'));
    await listActions(page, 'Add person').getByRole('button', { name: 'Import', exact: true }).click();
    const people = page.getByRole('dialog', { name: 'Import people' });
    const template = await downloadTemplate(page, people);
    expect(template.fileName).toBe('people-template.xlsx');
    // The department column offers the factory's departments (a hidden sheet of lists).
    const lists = template.workbook.worksheets.find((sheet) => sheet.state === 'hidden');
    expect(lists?.getColumn('A').values).toContain('Sewing line 1');
    const person = { Mobile: PERSON_MOBILE, Name: PERSON, 'Job number': 'E2E-1', Roles: 'Worker' };

    const bad = await fillTemplate(
      template.workbook,
      [{ ...person, Department: 'Sewing line 9' }],
      'people-bad.xlsx',
    );
    await chooseFile(people, bad);
    await people.getByText('The file has 1 error', { exact: false }).waitFor();
    await expect.poll(() => people.locator('td[data-invalid="true"]').innerText()).toBe('Sewing line 9');
    await screenshotBoth(page, people, 'imports-people-errors');

    await people.getByRole('button', { name: 'Choose another file', exact: true }).click();
    const good = await fillTemplate(
      template.workbook,
      [{ ...person, Department: 'Sewing line 1' }],
      'people.xlsx',
    );
    await chooseFile(people, good);
    await people.getByRole('button', { name: 'Import 1 row', exact: true }).click();
    await page.getByText('Imported people.xlsx: 1 new, 0 changed, 0 unchanged.', { exact: true }).waitFor();
    await people.waitFor({ state: 'hidden' });
    await page.getByPlaceholder('Name, mobile or job number', { exact: true }).fill(PERSON_MOBILE);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: PERSON });
    await row.waitFor();
    expect(await row.innerText()).toContain('Sewing line 1');
    expect(errors).toEqual([]);
    await context.close();
  });
});
