import type { Bundle, CutOrder } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CutOrderDetailDrawer } from '@/features/cutting/components/cut-order-detail-drawer';
import { CutOrdersPage } from '@/features/cutting/components/cut-orders-page';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const bed: CutOrder = {
  id: 3,
  styleId: 7,
  styleNo: 'PL2408',
  styleName: 'Polo',
  customerName: 'Youshan Trading',
  bedNo: 2,
  cutDate: '2026-08-13',
  markerName: 'MK-A',
  totalQty: 20,
  totalBundles: 1,
  bundleNoFrom: 37,
  bundleNoTo: 37,
  colours: ['black'],
  printCount: 0,
  createdBy: 'Li Na',
  createTime: '2026-08-13T02:00:00.000Z',
  markerLength: null,
  maxPlies: 30,
  bundleSize: null,
  ratio: [{ size: 'M', ratio: 1 }],
  lays: [{ colour: 'black', layers: 20, dyeLot: null, shade: null }],
  note: null,
  sizes: ['M'],
  matrix: [{ colour: 'black', size: 'M', qty: 20 }],
  processes: [],
  processesOutOfSync: false,
  prints: [],
};

const bundle = {
  id: 90,
  cutOrderId: 3,
  bundleNo: 37,
  ticketNo: 36037,
  colour: 'black',
  size: 'M',
  qty: 20,
  status: 'active',
} as Bundle;

describe('deleting a bed from its drawer', () => {
  it('closes the drawer and never asks again for the deleted bed or its bundles', async () => {
    signIn(demoUser);
    let deleted = false;
    const requests = fakeApi({
      'GET /api/cutOrders': () => ({ content: deleted ? [] : [bed], totalElements: deleted ? 0 : 1 }),
      'GET /api/cutOrders/3': () => bed,
      'GET /api/bundles': () => ({ content: [bundle], totalElements: 1 }),
      'GET /api/styles': () => ({ content: [], totalElements: 0 }),
      'GET /api/customers': () => ({ content: [], totalElements: 0 }),
      'DELETE /api/cutOrders/3': () => {
        deleted = true;
        return undefined;
      },
    });
    renderWithProviders(<CutOrdersPage />);
    fireEvent.click(await screen.findByLabelText('Open PL2408 bed 2'));
    // The drawer shows the bed and its bundles (the table asks for them by cutOrderId).
    await screen.findByText('PL2408 Polo');
    await waitFor(() => expect(requests.some((request) => request.url === '/api/bundles')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const [title] = await screen.findAllByText('Delete PL2408 bed 2?');
    const ask = title?.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));

    await screen.findByText(/PL2408 bed 2 deleted/);
    await waitFor(() => expect(screen.queryByText('MK-A')).toBeNull());
    const after = requests.slice(requests.findIndex((request) => request.method === 'delete') + 1);
    // The list is fetched again; the deleted bed and its bundles are not (the server would answer 404).
    expect(after.some((request) => request.url === '/api/cutOrders')).toBe(true);
    expect(after.filter((request) => request.url !== '/api/cutOrders').map((request) => request.url)).toEqual(
      [],
    );
  });
});

describe('a bed’s process snapshot', () => {
  it('shows each process with its rate and its standard minutes, a dash where it has none', async () => {
    signIn(demoUser);
    const processes: CutOrder['processes'] = [
      {
        id: 1,
        seq: 1,
        name: 'Join shoulders',
        stage: 'sewing',
        rate: '0.120',
        sizeRates: {},
        dailyQuota: null,
        sam: '0.850',
      },
      {
        id: 2,
        seq: 2,
        name: 'Hem',
        stage: 'finishing',
        rate: '0.300',
        sizeRates: {},
        dailyQuota: null,
        sam: null,
      },
    ];
    fakeApi({
      'GET /api/cutOrders/3': () => ({ ...bed, processes }),
      'GET /api/bundles': () => ({ content: [], totalElements: 0 }),
    });
    renderWithProviders(<CutOrderDetailDrawer id={3} onClose={() => undefined} onPrint={() => undefined} />);
    const joined = (await screen.findByText('Join shoulders')).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: 'SAM (min)' })).toBeDefined();
    expect(within(joined).getByText('0.120')).toBeDefined();
    expect(within(joined).getByText('0.850')).toBeDefined();
    const hem = screen.getByText('Hem').closest('tr') as HTMLElement;
    expect(within(hem).getByText('—')).toBeDefined();
  });
});
