import type { CutPreview, Page, Style, StyleSummary } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CutOrderForm } from '@/features/cutting/components/cut-order-form';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL'];
const style: Style = {
  id: 7,
  styleNo: 'PL2408',
  name: 'Polo',
  customerId: 1,
  customerName: 'Youshan Trading',
  orderNo: 'DD-2408-001',
  deliveryDate: '2024-09-30',
  colours: ['black', 'white', 'navy'],
  sizes: SIZES,
  orderTotal: 818,
  overcutPct: '0',
  finalInspection: false,
  note: null,
  processCount: 0,
  rateTotal: '0.00',
  samTotal: null,
  createTime: '2026-01-01T00:00:00.000Z',
  orderQty: [{ colour: 'black', size: 'S', qty: 38 }],
  processes: [],
};
const preview: CutPreview = {
  bedNo: 2,
  totalQty: 40,
  totalBundles: 2,
  bundles: [
    { bundleNo: 37, colour: 'black', size: 'S', qty: 20, plyFrom: 1, plyTo: 20, dyeLot: null, shade: null },
    { bundleNo: 38, colour: 'black', size: 'S', qty: 20, plyFrom: 21, plyTo: 40, dyeLot: null, shade: null },
  ],
  orderQty: [{ colour: 'black', size: 'S', qty: 38 }],
  cutQty: [{ colour: 'black', size: 'S', qty: 20 }],
  overCutAllowance: '5',
  // What this stand-in server finds past the allowance (none: the form saves without asking).
  overCut: [],
};

/** The server's refusal of a request, as axios rejects with it. */
function refusal(config: InternalAxiosRequestConfig, status: number, message: string): never {
  const data = { status, message, timestamp: Date.now() };
  throw new AxiosError(
    message,
    AxiosError.ERR_BAD_REQUEST,
    config,
    {},
    {
      status,
      statusText: '',
      headers: {},
      config,
      data,
    },
  );
}

function cuttingApi(more: Parameters<typeof fakeApi>[0] = {}) {
  const styles: Page<StyleSummary> = { content: [style], totalElements: 1 };
  return fakeApi({
    'GET /api/styles': () => styles,
    'GET /api/styles/7': () => style,
    'GET /api/cutOrders': () => ({ content: [], totalElements: 0 }),
    'GET /api/factory/getFactoryEnum': () => ({ defaultMaxPlies: 30 }),
    'POST /api/cutOrders/preview': () => preview,
    ...more,
  });
}

const previewBodies = (requests: ReturnType<typeof fakeApi>) =>
  requests
    .filter((request) => request.url === '/api/cutOrders/preview')
    .map((request) => JSON.parse(request.data as string) as unknown);

describe('new cutting bed form', () => {
  it('previews what the clerk typed: the style, every size in order, the lays typed, the default max plies', async () => {
    signIn(demoUser);
    const requests = cuttingApi();
    renderWithProviders(<CutOrderForm onCreated={vi.fn()} onCancel={vi.fn()} />);

    fireEvent.mouseDown(screen.getByLabelText('Style'));
    fireEvent.click(await screen.findByText('PL2408 Polo'));
    fireEvent.change(await screen.findByLabelText('Ratio of size S'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Ratio of size M'), { target: { value: '2' } });

    fireEvent.mouseDown(screen.getByLabelText('Colour of lay 1'));
    const colours = await screen.findAllByText('black');
    fireEvent.click(colours.at(-1) as HTMLElement);
    fireEvent.change(screen.getByLabelText('Layers of lay 1'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Dye lot of lay 1'), { target: { value: 'G2408-11' } });
    // Enter in the last cell adds a row, and a blank row is not sent.
    fireEvent.keyDown(screen.getByLabelText('Shade of lay 1'), { key: 'Enter' });
    expect(await screen.findByLabelText('Colour of lay 2')).toBeDefined();

    await waitFor(() => expect(previewBodies(requests).length).toBeGreaterThan(0));
    expect(previewBodies(requests).at(-1)).toEqual({
      styleId: 7,
      cutDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
      ratio: SIZES.map((size) => ({ size, ratio: size === 'S' ? 1 : size === 'M' ? 2 : 0 })),
      lays: [{ colour: 'black', layers: 40, dyeLot: 'G2408-11' }],
      maxPlies: 30,
    });

    // The preview: bed, totals, the matrix and the bundles; the over-cut cell marked.
    const matrix = await screen.findByRole('table', { name: 'Pieces of this bed by colour and size' });
    expect(within(matrix).getAllByText('40').length).toBeGreaterThan(0);
    expect(screen.getByText('37–38')).toBeDefined();
    expect(screen.getAllByText('+22').length).toBeGreaterThan(0);
    expect(screen.getByPlaceholderText('2')).toBeDefined();
  });

  it('sends nothing while the lays are invalid, and a fixed bundle size when chosen', async () => {
    signIn({ ...demoUser, roles: ['bundle:list'] });
    const requests = cuttingApi();
    renderWithProviders(<CutOrderForm onCreated={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.mouseDown(screen.getByLabelText('Style'));
    fireEvent.click(await screen.findByText('PL2408 Polo'));
    fireEvent.change(await screen.findByLabelText('Ratio of size L'), { target: { value: '1' } });
    fireEvent.click(screen.getByText('Fixed size'));
    fireEvent.change(screen.getByLabelText('Bundle size'), { target: { value: '20' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(previewBodies(requests)).toEqual([]);

    fireEvent.mouseDown(screen.getByLabelText('Colour of lay 1'));
    fireEvent.click((await screen.findAllByText('navy')).at(-1) as HTMLElement);
    fireEvent.change(screen.getByLabelText('Layers of lay 1'), { target: { value: '25' } });
    await waitFor(() => expect(previewBodies(requests).length).toBeGreaterThan(0));
    expect(previewBodies(requests).at(-1)).toMatchObject({
      bundleSize: 20,
      lays: [{ colour: 'navy', layers: 25 }],
    });
    expect(previewBodies(requests).at(-1)).not.toHaveProperty('maxPlies');
    // Who may not read the factory's settings never asks (a 403 would leave the page).
    expect(requests.some((request) => request.url === '/api/factory/getFactoryEnum')).toBe(false);
  });

  it('puts the server refusal on the field it names', async () => {
    signIn(demoUser);
    cuttingApi({
      'POST /api/cutOrders/preview': (config) =>
        refusal(config, 409, 'startBundleNo: bundle number 5 is already used in style PL2408'),
    });
    renderWithProviders(<CutOrderForm onCreated={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.mouseDown(screen.getByLabelText('Style'));
    fireEvent.click(await screen.findByText('PL2408 Polo'));
    fireEvent.change(await screen.findByLabelText('Ratio of size S'), { target: { value: '1' } });
    fireEvent.mouseDown(screen.getByLabelText('Colour of lay 1'));
    fireEvent.click((await screen.findAllByText('black')).at(-1) as HTMLElement);
    fireEvent.change(screen.getByLabelText('Layers of lay 1'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('First bundle no.'), { target: { value: '5' } });
    expect(await screen.findByText('bundle number 5 is already used in style PL2408')).toBeDefined();
    expect(screen.getByText('Fix the marked fields to see the bundles.')).toBeDefined();
  });
});
