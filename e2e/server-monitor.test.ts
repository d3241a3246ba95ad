import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, launchBrowser, openApp, openFromSidebar, screenshot, signInToShell } from './browser';

const OPERATOR = '13800000000';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Server monitor (platform operator)', () => {
  it('shows the server process, the embedded database and the last hour, on a desktop and a phone', async () => {
    const { page, context, errors } = await openApp(browser, '/login');
    await signInToShell(page, OPERATOR, ADMIN.factory);
    await openFromSidebar(page, 'Monitor', 'Server');
    await page.waitForURL(/#\/monitor\/server$/);

    const processes = page.getByTestId('monitor-processes');
    await processes.getByText('This one', { exact: true }).waitFor();
    expect(await processes.getByText('1 process', { exact: true }).count()).toBe(1);
    const database = page.getByTestId('monitor-database');
    await database.getByText('PGlite (embedded)', { exact: true }).waitFor();
    await database.getByText(/has no connections to count/).waitFor();
    await database.getByRole('cell', { name: 'scans', exact: true }).waitFor();
    await page.getByTestId('monitor-host').getByText('Free disk for data (DATA_DIR)').waitFor();
    // The charts, drawn by ECharts on canvases.
    const requests = page.getByRole('img', { name: /^Requests per minute over the last hour/ });
    await requests.locator('canvas').first().waitFor();
    expect(await page.getByTestId('monitor-charts').locator('canvas').count()).toBeGreaterThanOrEqual(3);
    // This page's own requests are counted: the route by its pattern. Other tests share this
    // server, so its row may be pages down: find it.
    const http = page.getByTestId('monitor-http');
    await http.getByRole('searchbox', { name: 'Find a route' }).fill('monitor/server');
    await http.getByText('/api/monitor/server', { exact: true }).first().waitFor();
    await screenshot(page, 'server-monitor-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    await processes.getByText('This one', { exact: true }).waitFor();
    // Cards stack: each takes the phone's width, none wider than the screen.
    const widths = await page
      .locator('[data-testid^="monitor-"] >> visible=true')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().right));
    for (const right of widths) expect(right).toBeLessThanOrEqual(390);
    await screenshot(page, 'server-monitor-phone');

    expect(errors).toEqual([]);
    await context.close();
  });
});
