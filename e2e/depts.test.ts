import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NINGBO } from './api-session';
import { launchBrowser, openApp, screenshot, signIn } from './browser';

const PARENT = 'Embroidery E2E';
const CHILD = 'Hand embroidery E2E';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Departments screen', () => {
  it('adds a department and one below it, then deletes both after a confirmation that says so', async () => {
    const { page, context, errors } = await openApp(browser, '/login');
    await signIn(page, '13900000001', undefined, NINGBO);
    await page.waitForURL(/#\/dashboard/);
    await page.goto(page.url().replace(/#.*/, '#/system/dept'));
    await page.getByRole('table').getByText('Sewing line 1').waitFor();

    await page.getByRole('button', { name: 'Add department' }).click();
    const add = page.getByRole('dialog', { name: 'Add department' });
    await add.getByLabel('Name').fill(PARENT);
    await add.getByLabel('Name').press('Enter');
    await page.getByText(`${PARENT} was added`).waitFor();

    const parentRow = page.getByRole('row').filter({ hasText: PARENT }).first();
    await parentRow.getByRole('button', { name: `More actions for ${PARENT}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Add sub-department' }).click();
    const addChild = page.getByRole('dialog', { name: 'Add department' });
    // The form opens under the row's department.
    await addChild.getByTitle(PARENT).waitFor();
    await addChild.getByLabel('Name').fill(CHILD);
    await addChild.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText(`${CHILD} was added`).waitFor();
    await page.getByRole('row').filter({ hasText: CHILD }).waitFor();
    await screenshot(page, 'depts-desktop');

    await page.getByRole('button', { name: `More actions for ${PARENT}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${PARENT}?` });
    await confirm.getByText('Its sub-department is deleted with it.').waitFor();
    await screenshot(page, 'depts-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`${PARENT} was deleted`).waitFor();
    await page.getByRole('row').filter({ hasText: PARENT }).first().waitFor({ state: 'detached' });
    expect(await page.getByRole('row').filter({ hasText: CHILD }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses to delete a department people belong to, with the server’s reason', async () => {
    const { page, context } = await openApp(browser, '/login', { width: 375, height: 740 });
    await signIn(page, '13900000001', undefined, NINGBO);
    await page.waitForURL(/#\/dashboard/);
    await page.goto(page.url().replace(/#.*/, '#/system/dept'));
    // A phone shows a card a department, with the same actions.
    const more = page.getByRole('button', { name: 'More actions for Sewing line 2' });
    await more.waitFor();
    await screenshot(page, 'depts-mobile');
    await more.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Sewing line 2?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    // The server's reason, in the plural or the singular ("3 people still belong…", "1 person still belongs…").
    await page.getByText(/still belongs? to these departments/).waitFor();
    await more.waitFor();
    await context.close();
  });
});
