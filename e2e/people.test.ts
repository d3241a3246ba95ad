import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, menuIdOf, NINGBO } from './api-session';
import { chooseOption, exportWorkbook, launchBrowser, openApp, screenshot, signIn } from './browser';

// Mobile numbers 137000001xx belong to this file, so it collides with no other test file on the shared server.
const NEWCOMER = { mobile: '13700000101', name: 'Newcomer E2E', password: 'Start@2026', jobNumber: 'E101' };
const VIEWER = { mobile: '13700000102', name: 'Viewer E2E', password: 'Viewer@2026' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens System › Users from the sidebar, as a user would, and waits for someone listed there. */
async function openPeople(page: Page, someone: string) {
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  await sidebar.getByText('System', { exact: true }).click();
  await sidebar.getByText('Users', { exact: true }).click();
  await page.waitForURL(/#\/system\/user$/);
  await page.getByRole('table').getByText(someone, { exact: true }).waitFor();
}

/** Chooses an option in the open dropdown of a Select or TreeSelect. */
describe('People screen', () => {
  it('the administrator adds a member, who can then sign in', async () => {
    const { page, context, errors } = await openApp(browser, '/login');
    await signIn(page, '13900000001', undefined, NINGBO);
    await page.waitForURL(/#\/dashboard/);
    await openPeople(page, 'Wang Fang');
    await page.getByText(/\d+ current/).waitFor();
    await screenshot(page, 'people-desktop');

    await page.getByRole('button', { name: 'Add person' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add person' });
    await drawer.getByLabel('Mobile number').fill('1370000');
    await drawer.getByLabel('Name').fill(NEWCOMER.name);
    await drawer.getByLabel('Mobile number').blur();
    await drawer.getByText('Enter a valid 11-digit mobile number').waitFor();
    await drawer.getByLabel('Mobile number').fill(NEWCOMER.mobile);
    await drawer.getByLabel('Password').fill(NEWCOMER.password);
    await drawer.getByLabel('Department').click();
    await chooseOption(page, 'Cutting');
    await drawer.getByLabel('Roles').click();
    await chooseOption(page, 'Worker', { multiple: true });
    await drawer.getByLabel('Job number').click();
    await screenshot(page, 'people-add-desktop');
    // Enter in a field saves the form.
    await drawer.getByLabel('Job number').fill(NEWCOMER.jobNumber);
    await drawer.getByLabel('Job number').press('Enter');
    await page.getByText(`${NEWCOMER.name} was added`).waitFor();
    await drawer.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: NEWCOMER.mobile });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Newcomer E2E[\s\S]*E101[\s\S]*Cutting[\s\S]*Worker[\s\S]*Enabled/);

    // The export holds what the list shows, the newcomer included.
    const { fileName, rows } = await exportWorkbook(page);
    expect(fileName).toMatch(/^people-\d{8}-\d{4}\.xlsx$/);
    expect(rows[0]?.slice(0, 4)).toEqual(['Job number', 'Name', 'Mobile', 'Department']);
    expect(rows).toContainEqual(expect.arrayContaining(['E101', NEWCOMER.name, NEWCOMER.mobile, 'Cutting']));
    expect(errors).toEqual([]);
    await context.close();

    const member = await openApp(browser, '/login');
    await signIn(member.page, NEWCOMER.mobile, NEWCOMER.password);
    // A worker's role grants no page, only their own scans: they land on the scan page, under their name.
    await member.page.waitForURL(/#\/scan/);
    await member.page.getByText(NEWCOMER.name, { exact: true }).waitFor();
    expect(member.errors).toEqual([]);
    await member.context.close();
  });

  it('disables and marks as left only after confirmation, and brings back', async () => {
    const { page, context, errors } = await openApp(browser, '/login');
    await signIn(page, '13900000001', undefined, NINGBO);
    await page.waitForURL(/#\/dashboard/);
    await openPeople(page, NEWCOMER.name);
    const row = page.getByRole('row').filter({ hasText: NEWCOMER.mobile });

    // Dangerous actions wait under More, behind a confirmation.
    const more = row.getByRole('button', { name: `More actions for ${NEWCOMER.name}` });
    await more.click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    const disable = page.getByRole('dialog', { name: `Disable ${NEWCOMER.name}?` });
    await screenshot(page, 'people-disable-confirm');
    await disable.getByRole('button', { name: 'Disable' }).click();
    await page.getByText(`${NEWCOMER.name} is disabled`).waitFor();
    await row.getByText('Disabled', { exact: true }).waitFor();
    await more.click();
    await page.getByRole('menuitem', { name: 'Enable' }).click();
    await row.getByText('Enabled', { exact: true }).waitFor();

    await row.getByRole('button', { name: `More actions for ${NEWCOMER.name}` }).click();
    await page.getByRole('menuitem', { name: 'Mark as left' }).click();
    const confirm = page.getByRole('dialog', { name: `Mark ${NEWCOMER.name} as having left?` });
    await confirm.getByRole('button', { name: 'Mark as left' }).click();
    await page.getByText(`${NEWCOMER.name} is marked as having left`).waitFor();
    // The default list shows current people only.
    await row.waitFor({ state: 'detached' });

    await page.getByLabel('Membership').click();
    await chooseOption(page, 'People who left');
    await row.getByText('Left', { exact: true }).waitFor();
    await row.getByRole('button', { name: `More actions for ${NEWCOMER.name}` }).click();
    await page.getByRole('menuitem', { name: 'Bring back' }).click();
    await page.getByText(`${NEWCOMER.name} is back`).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides "Add person" and the row actions from someone who may only list people', async () => {
    // The administrator gives a new role the Users page (user:list) without its buttons, and a new member that role.
    const admin = await apiSignIn('13900000001');
    const role = await admin.request<{ id: number }>('POST', '/api/roles', {
      name: 'People viewer E2E',
      code: 'people_viewer_e2e',
      dataScope: 'all',
    });
    await admin.request('PUT', '/api/roles/menu', {
      id: role.id,
      menus: [await menuIdOf(admin, 'user:list')],
    });
    await admin.request('POST', '/api/users/createUser', { ...VIEWER, roleIds: [role.id] });

    const { page, context, errors } = await openApp(browser, '/login');
    await signIn(page, VIEWER.mobile, VIEWER.password);
    await page.waitForURL(/#\/dashboard/);
    await openPeople(page, VIEWER.name);
    expect(await page.getByRole('button', { name: 'Add person' }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await screenshot(page, 'people-viewer');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is readable on a phone: a card a person, fingertip-sized actions, and the drawer fills the screen', async () => {
    const { page, context, errors } = await openApp(browser, '/login', { width: 375, height: 740 });
    await signIn(page, '13900000001', undefined, NINGBO);
    await page.waitForURL(/#\/dashboard/);
    await page.goto(page.url().replace(/#.*/, '#/system/user'));
    await page.getByRole('main').getByText(VIEWER.name, { exact: true }).waitFor();
    await screenshot(page, 'people-mobile');
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
    // The card shows the whole mobile number, and its actions are at least 40 px high.
    await page.getByText(VIEWER.mobile, { exact: true }).waitFor();
    const edit = await page.getByRole('button', { name: `Edit ${VIEWER.name}` }).boundingBox();
    expect(edit?.height).toBeGreaterThanOrEqual(40);

    await page.getByRole('button', { name: 'Add person' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add person' });
    await drawer.getByLabel('Mobile number').waitFor();
    const box = await drawer.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(375);
    await screenshot(page, 'people-add-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });
});
