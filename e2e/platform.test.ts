import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openApp, screenshot, signIn } from './browser';

// Mobile numbers 136000010xx and codes E2E-PLAT-* belong to this file: no other file on the shared server uses them.
const NEW_FACTORY = {
  code: 'E2E-PLAT-1',
  name: 'E2E Knitwear – Wuxi',
  address: '9 Canal Street, Wuxi',
  admin: { mobile: '13600001001', name: 'Zhou Min', password: 'Start@2026' },
};
const OPERATOR = '13800000000';
const NINGBO = 'Demo Garment Co. – Ningbo';
const PHONE = { width: 375, height: 740 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Opens a page from the sidebar, as a user would: the group, then the entry. On a loaded machine the menu can
 * be drawn again while the group slides open (the session's menus arriving), closing it under the click: so
 * the group is opened again and the entry clicked until the page is there.
 */
async function openFromSidebar(page: Page, group: string, entry: string, path: RegExp) {
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  const item = sidebar.getByText(entry, { exact: true });
  const arrived = () => path.test(page.url());
  await expect
    .poll(
      async () => {
        if (arrived()) return true;
        if (!(await item.isVisible())) await sidebar.getByText(group, { exact: true }).click();
        await item.click({ timeout: 2000 }).catch(() => undefined);
        await page.waitForURL(path, { timeout: 3000 }).catch(() => undefined);
        return arrived();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

async function signInAsOperator(page: Page) {
  await signIn(page, OPERATOR, undefined, NINGBO);
  await page.waitForURL(/#\/dashboard/);
}

/** The visible dropdown of an open Select or TreeSelect. */
const dropdown = (page: Page) =>
  page.locator('.ant-select-dropdown:visible, .ant-tree-select-dropdown:visible');

describe('Factories screen (platform operator)', () => {
  it('registers a factory whose new administrator signs in to it and sees the full menu', async () => {
    const operator = await openApp(browser, '/login');
    const { page } = operator;
    await signInAsOperator(page);
    await openFromSidebar(page, 'System', 'Factories', /#\/system\/factory$/);
    await page.getByRole('cell', { name: NINGBO, exact: true }).waitFor();
    await screenshot(page, 'factories-desktop');

    await page.getByRole('button', { name: 'Register factory' }).click();
    const drawer = page.getByRole('dialog', { name: 'Register factory' });
    // Submitting the empty form names every missing field.
    await drawer.getByRole('button', { name: 'Register' }).click();
    await drawer.getByText('Code is required').waitFor();
    await drawer.getByText('Factory name is required').waitFor();
    await drawer.getByText('Administrator mobile number is required').waitFor();

    await drawer.getByLabel('Code').fill(NEW_FACTORY.code.toLowerCase());
    await drawer.getByLabel('Factory name').fill(NEW_FACTORY.name);
    await drawer.getByLabel('Address').fill(NEW_FACTORY.address);
    await drawer.getByLabel('People limit').fill('40');
    await drawer.getByLabel('Expiry date').fill('2030-12-31');
    await drawer.getByLabel('Administrator mobile number').fill(NEW_FACTORY.admin.mobile);
    await drawer.getByLabel('Administrator name').fill(NEW_FACTORY.admin.name);
    await drawer.getByLabel('First password').fill(NEW_FACTORY.admin.password);
    await screenshot(page, 'factories-register-desktop');
    await drawer.getByRole('button', { name: 'Register' }).click();
    await page.getByText(`Factory ${NEW_FACTORY.name} registered`).waitFor();
    await drawer.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: NEW_FACTORY.code });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('1 / 40');
    expect(await row.textContent()).toContain('2030-12-31');
    expect(await row.textContent()).toContain('Active');
    expect(operator.errors).toEqual([]);

    // The new administrator: no database work, only the screen above.
    const admin = await openApp(browser, '/login');
    // Their only factory is chosen for them.
    await signIn(admin.page, NEW_FACTORY.admin.mobile, NEW_FACTORY.admin.password);
    await admin.page.waitForURL(/#\/dashboard/);
    await admin.page.getByText(`Welcome, ${NEW_FACTORY.admin.name}`).waitFor();
    const sidebar = admin.page.getByRole('navigation', { name: 'Main menu' });
    for (const group of ['Cutting room', 'Production', 'Shipping', 'System', 'Monitor']) {
      await sidebar.getByText(group, { exact: true }).waitFor();
    }
    await sidebar.getByText('System', { exact: true }).click();
    for (const entry of ['Users', 'Roles', 'Departments', 'Dictionaries']) {
      await sidebar.getByText(entry, { exact: true }).waitFor();
    }
    // The platform's own screens stay the platform's.
    expect(await sidebar.getByText('Menus', { exact: true }).count()).toBe(0);
    expect(await sidebar.getByText('Factories', { exact: true }).count()).toBe(0);

    // And works: the dictionaries are there to read, but only platform operators change them.
    await openFromSidebar(admin.page, 'System', 'Dictionaries', /#\/system\/dict$/);
    await admin.page.getByRole('button', { name: 'Show the entries of user_status' }).click();
    await admin.page.getByRole('cell', { name: 'Enabled', exact: true }).waitFor();
    expect(await admin.page.getByRole('button', { name: 'Add dictionary' }).count()).toBe(0);
    expect(await admin.page.getByRole('button', { name: 'Add entry' }).count()).toBe(0);
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    // Disabling waits under More and asks first, then the status says so; enabling brings it back.
    const more = row.getByRole('button', { name: `More actions for ${NEW_FACTORY.name}` });
    await more.click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    const confirm = page.getByRole('dialog', { name: `Disable ${NEW_FACTORY.name}?` });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await page.getByText(`${NEW_FACTORY.name} disabled`).waitFor();
    await expect.poll(() => row.textContent()).toContain('Disabled');
    // The expiry day survives the round trip.
    expect(await row.textContent()).toContain('2030-12-31');
    await more.click();
    await page.getByRole('menuitem', { name: 'Enable' }).click();
    await page
      .getByRole('dialog', { name: `Enable ${NEW_FACTORY.name}?` })
      .getByRole('button', { name: 'Enable' })
      .click();
    await expect.poll(() => row.textContent()).toContain('Active');
    await operator.context.close();
  });

  it('edits a factory and its settings', async () => {
    const { page, context, errors } = await openApp(browser, '/login');
    await signInAsOperator(page);
    await openFromSidebar(page, 'System', 'Factories', /#\/system\/factory$/);
    const row = page.getByRole('row').filter({ hasText: NEW_FACTORY.code });

    await row.getByRole('button', { name: `Edit ${NEW_FACTORY.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${NEW_FACTORY.name}` });
    await dialog.getByLabel('People limit').fill('60');
    await dialog.getByLabel('People limit').press('Enter');
    await page.getByText('Factory saved').waitFor();
    await expect.poll(() => row.textContent()).toContain('1 / 60');

    const openSettings = async () => {
      await row.getByRole('button', { name: `More actions for ${NEW_FACTORY.name}` }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
    };
    await openSettings();
    const settings = page.getByRole('dialog', { name: `Factory settings · ${NEW_FACTORY.name}` });
    const plies = settings.getByLabel('Default max plies per bundle');
    await expect.poll(() => plies.inputValue()).toBe('30');
    await settings.getByLabel('Colour presets').fill('Navy');
    await settings.getByLabel('Colour presets').press('Enter');
    await plies.fill('24');
    await screenshot(page, 'factories-settings-desktop');
    await settings.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Factory settings saved').waitFor();
    await settings.waitFor({ state: 'hidden' });
    await openSettings();
    await expect.poll(() => plies.inputValue()).toBe('24');
    await settings.getByText('Navy').waitFor();
    await settings.getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Menus screen (platform operator)', () => {
  it('adds, edits and deletes a menu, with the fields each type needs', async () => {
    const { page, context, errors } = await openApp(browser, '/login');
    await signInAsOperator(page);
    await openFromSidebar(page, 'System', 'Menus', /#\/system\/menu$/);
    await page.getByRole('table').getByText('Cutting room', { exact: true }).waitFor();
    await screenshot(page, 'menus-desktop');

    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add menu' });
    // A directory: no component fields; a page menu adds them; a button keeps only title and permission.
    expect(await dialog.getByLabel('Component path').count()).toBe(0);
    await dialog.getByText('Menu', { exact: true }).click();
    await dialog.getByLabel('Component path').waitFor();
    await dialog.getByText('Button', { exact: true }).click();
    await dialog.getByLabel('Button name').waitFor();
    expect(await dialog.getByLabel('Route path').count()).toBe(0);
    await dialog.getByText('Directory', { exact: true }).click();

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Menu title is required').waitFor();
    await dialog.getByText('Route path is required').waitFor();
    await dialog.getByLabel('Menu title').fill('E2E Reports');
    // The title the Chinese UI shows, beside the English one.
    await dialog.getByLabel('Chinese title').fill('电子报表');
    await dialog.getByLabel('Route path').fill('e2e-reports');
    // Typing filters the icon names; Enter takes the first match.
    await dialog.getByLabel('Icon').fill('monitor');
    await dropdown(page)
      .locator('.ant-select-item-option-active')
      .filter({ hasText: /^monitor$/ })
      .waitFor();
    await dialog.getByLabel('Icon').press('Enter');
    await dialog.getByLabel('Sort').fill('90');
    await screenshot(page, 'menus-form-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Menu added').waitFor();

    await page.getByLabel('Search by title').fill('E2E Reports');
    await page.getByLabel('Search by title').press('Enter');
    const row = page.getByRole('row').filter({ hasText: 'E2E Reports' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Edit E2E Reports' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit menu' });
    await expect.poll(() => edit.getByLabel('Route path').inputValue()).toBe('e2e-reports');
    expect(await edit.getByLabel('Chinese title').inputValue()).toBe('电子报表');
    await edit.getByLabel('Menu title').fill('E2E Reports 2');
    await edit.getByLabel('Menu title').press('Enter');
    await page.getByText('Menu saved').waitFor();

    const renamed = page.getByRole('row').filter({ hasText: 'E2E Reports 2' });
    await renamed.getByRole('button', { name: 'More actions for E2E Reports 2' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete menus?' });
    await confirm.getByText('Delete “E2E Reports 2”?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted 1 menu').waitFor();
    await page.getByText('No menu title contains “E2E Reports”').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Dictionaries screen (platform operator)', () => {
  it('adds a dictionary and an entry, and deletes them after confirmation', async () => {
    const { page, context, errors } = await openApp(browser, '/login');
    await signInAsOperator(page);
    await openFromSidebar(page, 'System', 'Dictionaries', /#\/system\/dict$/);
    await page.getByText('Choose a dictionary to see its entries.').waitFor();

    await page.getByRole('button', { name: 'Add dictionary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add dictionary' });
    await dialog.getByLabel('Name').fill('e2e_fabric');
    await dialog.getByLabel('Description').fill('Fabric kinds (e2e)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Added', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Show the entries of e2e_fabric' }).click();
    await page.getByText('This dictionary has no entries yet. Choose Add entry to create one.').waitFor();
    await page.getByRole('button', { name: 'Add entry' }).click();
    const entry = page.getByRole('dialog', { name: 'Add entry · e2e_fabric' });
    await entry.getByLabel('Label', { exact: true }).fill('Cotton twill');
    await entry.getByLabel('Value', { exact: true }).fill('twill');
    await entry.getByLabel('Value', { exact: true }).press('Enter');
    await page.getByRole('cell', { name: 'Cotton twill', exact: true }).waitFor();
    await screenshot(page, 'dicts-desktop');

    await page.getByRole('button', { name: 'More actions for Cotton twill' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('This dictionary has no entries yet.').waitFor();
    await page.getByRole('button', { name: 'More actions for e2e_fabric' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Choose a dictionary to see its entries.').waitFor();
    expect(await page.getByRole('button', { name: 'Show the entries of e2e_fabric' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('platform screens on a phone', () => {
  it('fit a 375 px screen', async () => {
    const { page, context, errors } = await openApp(browser, '/login', PHONE);
    await signInAsOperator(page);
    for (const [hash, name, ready] of [
      ['/system/factory', 'factories-mobile', NINGBO],
      ['/system/menu', 'menus-mobile', 'Cutting room'],
      ['/system/dict', 'dicts-mobile', 'user_status'],
    ] as const) {
      await page.goto(`${page.url().replace(/#.*/, '')}#${hash}`);
      // A card a row on a phone.
      await page.getByRole('main').getByText(ready, { exact: true }).first().waitFor();
      await screenshot(page, name);
      // Nothing runs off the screen: the page itself does not scroll sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
