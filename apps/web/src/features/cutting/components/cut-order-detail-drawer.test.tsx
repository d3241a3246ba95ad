import type { CutOrder } from '@gbo/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CutOrderDetailDrawer } from '@/features/cutting/components/cut-order-detail-drawer';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const bed: CutOrder = {
  id: 4,
  styleId: 7,
  styleNo: 'PL2408',
  styleName: 'Polo',
  customerName: 'Youshan Trading',
  bedNo: 2,
  cutDate: '2026-08-13',
  markerName: 'MK-A',
  totalQty: 40,
  totalBundles: 2,
  bundleNoFrom: 37,
  bundleNoTo: 38,
  colours: ['black'],
  printCount: 0,
  createdBy: 'Li Na',
  createTime: '2026-08-13T02:00:00.000Z',
  markerLength: null,
  maxPlies: 30,
  bundleSize: null,
  ratio: [{ size: 'S', ratio: 1 }],
  lays: [{ colour: 'black', layers: 40, dyeLot: null, shade: null }],
  note: null,
  sizes: ['S'],
  matrix: [{ colour: 'black', size: 'S', qty: 40 }],
  processes: [
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
  ],
  processesOutOfSync: false,
  prints: [],
};

describe('cutting bed detail', () => {
  it('shows each process of the bed’s snapshot with its rate and its standard minutes', async () => {
    signIn(demoUser);
    fakeApi({
      'GET /api/cutOrders/4': () => bed,
      'GET /api/bundles': () => ({ content: [], totalElements: 0 }),
    });
    renderWithProviders(<CutOrderDetailDrawer id={4} onClose={() => undefined} onPrint={() => undefined} />);
    const joined = (await screen.findByText('Join shoulders')).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: 'SAM (min)' })).toBeDefined();
    expect(within(joined).getByText('0.120')).toBeDefined();
    expect(within(joined).getByText('0.850')).toBeDefined();
    const hem = screen.getByText('Hem').closest('tr') as HTMLElement;
    expect(within(hem).getByText('—')).toBeDefined();
  });
});
