import type { CutOrderSummary } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CutOrdersPage } from '@/features/cutting/components/cut-orders-page';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const bed: CutOrderSummary = {
  id: 4,
  styleId: 7,
  styleNo: 'PL2408',
  styleName: 'Polo',
  customerName: 'Youshan Trading',
  bedNo: 2,
  cutDate: '2026-08-13',
  markerName: 'MK-A',
  totalQty: 855,
  totalBundles: 36,
  bundleNoFrom: 37,
  bundleNoTo: 72,
  colours: ['black', 'white', 'navy'],
  printCount: 1,
  createdBy: 'Li Na',
  createTime: '2026-08-13T02:00:00.000Z',
};

function listApi() {
  return fakeApi({
    'GET /api/cutOrders': () => ({ content: [bed], totalElements: 1 }),
    'GET /api/styles': () => ({ content: [], totalElements: 0 }),
    'GET /api/customers': () => ({ content: [], totalElements: 0 }),
    'POST /api/cutOrders/syncProcesses': () => undefined,
  });
}

describe('cutting beds page', () => {
  it('lists beds with their numbers and syncs the chosen ones after asking', async () => {
    signIn(demoUser);
    const requests = listApi();
    renderWithProviders(<CutOrdersPage />);
    const row = (await screen.findByText('MK-A')).closest('tr') as HTMLElement;
    expect(within(row).getByText('37–72')).toBeDefined();
    expect(within(row).getByText('black, white, navy')).toBeDefined();
    expect(within(row).getByLabelText('Open PL2408 bed 2')).toBeDefined();
    expect(screen.getByRole('button', { name: /New cutting bed/ })).toBeDefined();

    fireEvent.click(screen.getByLabelText('Choose PL2408 bed 2'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sync processes (1 bed)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sync processes' }));
    await waitFor(() =>
      expect(requests.find((request) => request.url === '/api/cutOrders/syncProcesses')?.data).toBe(
        JSON.stringify({ ids: [4] }),
      ),
    );
  });

  it('offers who may only look neither New, Sync, Print nor Delete', async () => {
    signIn({ ...demoUser, roles: ['bundle:list'] });
    listApi();
    renderWithProviders(<CutOrdersPage />);
    await screen.findByText('MK-A');
    expect(screen.queryByRole('button', { name: /New cutting bed/ })).toBeNull();
    expect(screen.queryByLabelText('Choose PL2408 bed 2')).toBeNull();
    // Open is all there is: no More menu with Print or Delete.
    expect(screen.getByLabelText('Open PL2408 bed 2')).toBeDefined();
    expect(screen.queryByLabelText('More actions for PL2408 bed 2')).toBeNull();
  });
});
