import type { ShipmentPage, ShipmentSummary } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShipmentsPage } from '@/features/shipments/components/shipments-page';
import { shipment } from '@/features/shipments/utils/shipment-fixture';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const order = (id: number, status: ShipmentSummary['status']): ShipmentSummary => ({
  id,
  shipmentNo: `CH-20261123-00${id}`,
  status,
  shipDate: '2026-11-23',
  customerId: 1,
  customerName: 'Youshan Trading',
  styleId: 7,
  styleNo: 'PL2408',
  styleName: 'Polo',
  totalQty: 818,
  unitPrice: '38.00',
  amount: '31084.00',
  cartonCount: 48,
  carrier: 'Shunda',
  vehicleNo: null,
  driver: 'Wang',
  note: null,
  createdBy: 'Wang Fang',
  createTime: '2026-11-23T01:00:00.000Z',
  confirmedAt: null,
});

const page: ShipmentPage = {
  content: [order(1, 'draft'), order(2, 'confirmed'), order(3, 'void')],
  totalElements: 3,
  totals: { orders: 2, qty: 1636, amount: '62168.00', cartons: 96 },
};

function listApi() {
  return fakeApi({
    'GET /api/shipments': () => page,
    'GET /api/styles': () => ({ content: [], totalElements: 0 }),
    'GET /api/customers': () => ({ content: [], totalElements: 0 }),
    'POST /api/shipments/1/confirm': () => ({}),
    'POST /api/shipments/2/void': () => ({}),
  });
}

const row = async (no: string) => (await screen.findByText(no)).closest('tr') as HTMLElement;

describe('shipment orders page', () => {
  it('lists orders with the totals of the filter and actions by status', async () => {
    signIn(demoUser);
    listApi();
    renderWithProviders(<ShipmentsPage />);
    const totals = await screen.findByRole('group', { name: 'Totals of the filter' });
    expect(within(totals).getByText('1,636')).toBeDefined();
    // Three orders listed, one of them void: the void one is not counted, as the note under the totals says.
    expect(within(totals).getByText('2')).toBeDefined();
    expect(within(totals).queryByText('3')).toBeNull();
    expect(within(totals).getByText('¥62,168.00')).toBeDefined();
    expect(screen.getByRole('button', { name: /New shipment order/ })).toBeDefined();
    expect(screen.getByRole('button', { name: /Export/ })).toBeDefined();

    const draft = await row('CH-20261123-001');
    expect(within(draft).getByText('Draft')).toBeDefined();
    expect(within(draft).getByText('31,084.00')).toBeDefined();
    expect(within(draft).getByLabelText('Edit CH-20261123-001')).toBeDefined();
    // A confirmed order is printed or voided, not edited; a void one only printed or viewed.
    const confirmed = await row('CH-20261123-002');
    expect(within(confirmed).getByLabelText('Print CH-20261123-002')).toBeDefined();
    expect(within(confirmed).queryByLabelText('Edit CH-20261123-002')).toBeNull();
    const voided = await row('CH-20261123-003');
    expect(within(voided).getByLabelText('Print CH-20261123-003')).toBeDefined();
    fireEvent.click(within(voided).getByLabelText('More actions for CH-20261123-003'));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View']);
  });

  it('confirms a draft after showing what it ships', async () => {
    signIn(demoUser);
    const requests = listApi();
    renderWithProviders(<ShipmentsPage />);
    const draft = await row('CH-20261123-001');
    fireEvent.click(within(draft).getByLabelText('More actions for CH-20261123-001'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Confirm shipment order CH-20261123-001?');
    expect(dialog.textContent).toContain('818 pieces in 48 cartons');
    expect(dialog.textContent).toContain('Amount ¥31,084.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(requests.some((request) => request.url === '/api/shipments/1/confirm')).toBe(true),
    );
  });

  it('voids a confirmed order only with a reason', async () => {
    signIn(demoUser);
    const requests = listApi();
    renderWithProviders(<ShipmentsPage />);
    const confirmed = await row('CH-20261123-002');
    fireEvent.click(within(confirmed).getByLabelText('More actions for CH-20261123-002'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Void shipment order CH-20261123-002');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await within(dialog).findByText('Give the reason for voiding')).toBeDefined();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Customer cancelled' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    await waitFor(() =>
      expect(requests.find((request) => request.url === '/api/shipments/2/void')?.data).toBe(
        JSON.stringify({ reason: 'Customer cancelled' }),
      ),
    );
  });

  it('offers who may only look neither New, Export, Edit, Confirm nor Void', async () => {
    signIn({ ...demoUser, roles: ['shipment:list'] });
    listApi();
    renderWithProviders(<ShipmentsPage />);
    await screen.findByText('CH-20261123-001');
    expect(screen.queryByRole('button', { name: /New shipment order/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(screen.queryByLabelText('Edit CH-20261123-001')).toBeNull();
    expect(screen.queryByLabelText('More actions for CH-20261123-001')).toBeNull();
  });
});

describe('an order as read', () => {
  it('opens from its number with the grid, cartons, who confirmed it, and a print button', async () => {
    signIn(demoUser);
    fakeApi({
      'GET /api/shipments': () => page,
      'GET /api/shipments/2': () => ({ ...shipment, id: 2, shipmentNo: 'CH-20261123-002' }),
      'GET /api/factory/info': () => ({}),
    });
    renderWithProviders(<ShipmentsPage />);
    fireEvent.click(await screen.findByText('CH-20261123-002'));
    const drawer = (await screen.findByText('Shipment order CH-20261123-002')).closest(
      '.ant-drawer',
    ) as HTMLElement;
    // After the order's particulars (a table of label and value).
    const [grid, cartons] = within(drawer).getAllByRole('table').slice(-2);
    if (!grid || !cartons) throw new Error('the order shows its grid and its cartons');
    // Only the shipped colour and sizes, with the row, column and grand totals and the amount.
    expect(within(grid).queryByText('white')).toBeNull();
    expect(
      within(grid)
        .getAllByRole('row')
        .map((tr) => tr.textContent),
    ).toEqual(['ColourSMTotalAmount', 'black382058'.concat('2,204.00'), 'Total382058'.concat('2,204.00')]);
    expect(drawer.textContent).toContain('3 cartons · solid colour and size, Pcs / carton 20');
    expect(
      within(cartons)
        .getAllByRole('row')
        .map((tr) => tr.textContent),
    ).toEqual([
      'Carton nos.ColourSizePcs / cartonCartonsPieces',
      '1blackS20120',
      '2blackS18118',
      '3blackM20120',
    ]);
    expect(drawer.textContent).toContain('DD-2408-001');
    expect(drawer.textContent).toContain('Wang Fang');
    expect(within(drawer).getByRole('button', { name: /Print/ })).toBeDefined();
  });

  it('says who voided an order and why', async () => {
    signIn(demoUser);
    fakeApi({
      'GET /api/shipments': () => page,
      'GET /api/shipments/3': () => ({
        ...shipment,
        id: 3,
        shipmentNo: 'CH-20261123-003',
        status: 'void',
        voidReason: 'Customer cancelled',
        voidedBy: 'Li Na',
        voidedAt: '2026-11-23T03:00:00.000Z',
      }),
    });
    renderWithProviders(<ShipmentsPage />);
    fireEvent.click(await screen.findByText('CH-20261123-003'));
    const drawer = (await screen.findByText('Shipment order CH-20261123-003')).closest(
      '.ant-drawer',
    ) as HTMLElement;
    const alert = await within(drawer).findByRole('alert');
    expect(alert.textContent).toContain('Voided by Li Na');
    expect(alert.textContent).toContain('Customer cancelled');
  });
});
