import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, NINGBO } from './api-session';
import { chooseOption, launchBrowser, openApp, screenshot, signIn } from './browser';

// Mobile numbers 137000002xx belong to this file, so it collides with no other test file on the shared server.
const PACKER = { mobile: '13700000201', name: 'Packer E2E', password: 'Packer@2026' };
const ROLE = { name: 'Packing lead E2E', code: 'packing_lead_e2e' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signInAsAdmin(page: Page) {
  await signIn(page, '13900000001', undefined, NINGBO);
  await page.waitForURL(/#\/dashboard/);
}

/** The entries of the sidebar, with every group opened. */
async function sidebarEntries(page: Page): Promise<string[]> {
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  await sidebar.getByRole('menuitem').first().waitFor();
  for (const group of await sidebar.locator('.ant-menu-submenu-title').all()) {
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  }
  return sidebar.getByRole('menuitem').allInnerTexts();
}

describe('Roles screen', () => {
  it('a menu granted to a role appears in its member’s sidebar', async () => {
    // The administrator adds a role through the screen.
    const { page, context, errors } = await openApp(browser, '/login');
    await signInAsAdmin(page);
    await page.goto(page.url().replace(/#.*/, '#/system/role'));
    await page.getByRole('table').getByText('Administrator', { exact: true }).waitFor();
    await page.getByText('Choose a role in the list').waitFor();
    await page.getByRole('button', { name: 'Add role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add role' });
    await dialog.getByLabel('Name').fill(ROLE.name);
    await dialog.getByLabel('Code').fill('Packing Lead');
    await dialog.getByLabel('Code').blur();
    await dialog.getByText('Use 2–64 lower-case letters').waitFor();
    await dialog.getByLabel('Code').fill(ROLE.code);
    // A custom data scope asks for its departments.
    await dialog.getByLabel('Data scope').click();
    await chooseOption(page, 'Chosen departments');
    await dialog.getByLabel('Departments').click();
    await chooseOption(page, 'Packing', { multiple: true });
    await dialog.getByText('Add role', { exact: true }).click();
    await screenshot(page, 'roles-add-desktop');
    await dialog.getByLabel('Code').press('Enter');
    await page.getByText(`${ROLE.name} was added`).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: ROLE.code })
      .getByText('Chosen departments: Packing')
      .waitFor();

    // A member with no department holds it, with no menus yet: the role's scope lets them see Packing.
    const admin = await apiSignIn('13900000001');
    const roles = await admin.request<{ id: number; code: string }[]>('GET', '/api/users/getRole');
    const roleId = roles.find((role) => role.code === ROLE.code)?.id;
    await admin.request('POST', '/api/users/createUser', { ...PACKER, roleIds: [roleId] });
    const before = await openApp(browser, '/login');
    await signIn(before.page, PACKER.mobile, PACKER.password);
    await before.page.waitForURL(/#\/dashboard/);
    await before.page.getByText(`Welcome, ${PACKER.name}`).waitFor();
    expect(await sidebarEntries(before.page)).not.toContain('Departments');
    await before.context.close();

    // The new role is chosen: its (empty) grant shows beside the list. Ticking a page, then saving.
    const grants = page.getByRole('tree', { name: `Menus and buttons granted to ${ROLE.name}` });
    await grants.waitFor();
    // Ticking a page ticks its buttons; one of them is unticked again.
    await grants
      .getByRole('treeitem')
      .filter({ hasText: /^Departments$/ })
      .getByRole('checkbox')
      .click();
    const addButton = grants
      .getByRole('treeitem')
      .filter({ hasText: /^Add department/ })
      .getByRole('checkbox');
    expect(await addButton.isChecked()).toBe(true);
    await addButton.click();
    await screenshot(page, 'roles-desktop');
    await page.getByRole('button', { name: 'Save grants' }).click();
    await page.getByText(`The menus of ${ROLE.name} were saved`).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const after = await openApp(browser, '/login');
    await signIn(after.page, PACKER.mobile, PACKER.password);
    await after.page.waitForURL(/#\/dashboard/);
    expect(await sidebarEntries(after.page)).toContain('Departments');
    await after.page.getByRole('menuitem', { name: 'Departments' }).click();
    await after.page.waitForURL(/#\/system\/dept$/);
    await after.page.getByRole('table').getByText('Packing', { exact: true }).waitFor();
    // The buttons granted show; the one left out does not.
    await after.page
      .getByRole('row')
      .filter({ hasText: 'Packing' })
      .getByRole('button', { name: 'Edit' })
      .waitFor();
    expect(await after.page.getByRole('button', { name: 'Add department' }).count()).toBe(0);
    expect(await after.page.getByRole('button', { name: 'Add sub-department' }).count()).toBe(0);
    expect(after.errors).toEqual([]);
    await after.context.close();
  });

  it('is readable on a phone: the grant tree sits below the list', async () => {
    const { page, context, errors } = await openApp(browser, '/login', { width: 375, height: 740 });
    await signInAsAdmin(page);
    await page.goto(page.url().replace(/#.*/, '#/system/role'));
    await page.getByRole('main').getByText('Administrator', { exact: true }).waitFor();
    await page.getByRole('radio', { name: 'Show the menus of Cutting clerk' }).check();
    await page.getByRole('tree', { name: 'Menus and buttons granted to Cutting clerk' }).waitFor();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
    await screenshot(page, 'roles-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });
});
