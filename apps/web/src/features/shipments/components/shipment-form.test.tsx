import type { ShipmentFigures } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShipmentForm } from '@/features/shipments/components/shipment-form';
import { initialShipmentValues } from '@/features/shipments/utils/shipment-form';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const figures: ShipmentFigures = {
  styleId: 7,
  finishedMeansPassed: false,
  colours: ['black', 'white'],
  sizes: ['S', 'M'],
  cells: [
    { colour: 'black', size: 'S', ordered: 38, finished: 30, shipped: 0, left: 30 },
    { colour: 'black', size: 'M', ordered: 78, finished: 78, shipped: 0, left: 78 },
    { colour: 'white', size: 'S', ordered: 28, finished: 0, shipped: 0, left: 0 },
    { colour: 'white', size: 'M', ordered: 58, finished: 58, shipped: 0, left: 58 },
  ],
  totals: { ordered: 202, finished: 166, shipped: 0, left: 166 },
};

/** The server's refusal of a request, as axios rejects with it. */
function refusal(config: InternalAxiosRequestConfig, message: string): never {
  const data = { status: 400, message, timestamp: Date.now() };
  const response = { status: 400, statusText: '', headers: {}, config, data };
  throw new AxiosError(message, AxiosError.ERR_BAD_REQUEST, config, {}, response);
}

function renderForm(save: (config: InternalAxiosRequestConfig) => unknown) {
  signIn(demoUser);
  const requests = fakeApi({
    'GET /api/shipments/figures': () => figures,
    'GET /api/styles': () => ({ content: [], totalElements: 0 }),
    'GET /api/customers': () => ({ content: [], totalElements: 0 }),
    'POST /api/shipments': save,
  });
  const onSaved = vi.fn();
  const initial = { ...initialShipmentValues('2026-11-23'), customerId: 1, styleId: 7 };
  renderWithProviders(<ShipmentForm initial={initial} onSaved={onSaved} onCancel={vi.fn()} />);
  return { requests, onSaved };
}

const cell = (name: string) => screen.getByRole('spinbutton', { name });
const type = (name: string, value: string) => {
  fireEvent.change(cell(name), { target: { value } });
  fireEvent.blur(cell(name));
};

describe('shipment order form', () => {
  it('totals the grid, prices it exactly, warns over finished and packs solid cartons live', async () => {
    const { requests, onSaved } = renderForm(() => ({ id: 9, shipmentNo: 'CH-20261123-002', warnings: [] }));
    const grid = await screen.findByRole('table', { name: 'Pieces to ship by colour and size' });
    expect(within(grid).getByText('38/30/0/30')).toBeDefined();
    type('black S pieces', '38');
    type('black M pieces', '20');
    type('white M pieces', '5');
    fireEvent.change(screen.getByLabelText('Unit price'), { target: { value: '0.29' } });
    const black = within(grid).getByRole('rowheader', { name: 'black' }).closest('tr') as HTMLElement;
    await waitFor(() => expect(black.textContent).toContain('5816.82'));
    const foot = grid.querySelector('tfoot') as HTMLElement;
    // 63 × 0.29 = 18.27 exactly (a float sum of 0.29 would drift).
    expect(foot.textContent).toBe('Total3825' + '63' + '18.27');
    // Black S ships 38 of 30 left: a warning, not a refusal.
    expect(screen.getByText('1 cell ships more than is finished and not yet shipped')).toBeDefined();
    expect(screen.getByText('black S: ships 38, finished less shipped is 30')).toBeDefined();

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Pieces per carton' }), {
      target: { value: '20' },
    });
    expect(await screen.findByText('4 cartons')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = JSON.parse(requests.find((request) => request.method === 'post')?.data as string) as {
      lines: unknown;
      unitPrice: string;
      cartons: unknown;
    };
    expect(sent.lines).toEqual([
      { colour: 'black', size: 'S', qty: 38 },
      { colour: 'black', size: 'M', qty: 20 },
      { colour: 'white', size: 'S', qty: 0 },
      { colour: 'white', size: 'M', qty: 5 },
    ]);
    expect(sent.unitPrice).toBe('0.29');
    expect(sent.cartons).toMatchObject({ mode: 'solid', perCarton: 20 });
  });

  it('asks for pieces before sending, and shows a refusal on the field it names', async () => {
    const { requests } = renderForm((config) =>
      refusal(config, 'cartons.perCarton: must be a whole number from 1 to 10000'),
    );
    await screen.findByRole('table', { name: 'Pieces to ship by colour and size' });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Type at least one piece in the grid')).toBeDefined();
    expect(requests.some((request) => request.method === 'post')).toBe(false);

    type('black S pieces', '10');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Pieces per carton' }), {
      target: { value: '5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('must be a whole number from 1 to 10000')).toBeDefined();
  });
});
