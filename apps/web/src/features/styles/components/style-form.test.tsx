import type { Customer, Page, Style, StyleSummary } from '@gbo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StylesPage } from '@/features/styles/components/styles-page';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const customers: Page<Customer> = {
  content: [
    {
      id: 4,
      name: 'Hangzhou Youshan',
      contact: null,
      phone: null,
      address: null,
      note: null,
      createTime: '2026-01-01T00:00:00Z',
    },
  ],
  totalElements: 1,
};

const summary: StyleSummary = {
  id: 7,
  styleNo: 'PL2408',
  name: 'Polo',
  customerId: 4,
  customerName: 'Hangzhou Youshan',
  orderNo: 'DD-2408-001',
  deliveryDate: '2026-09-30',
  colours: ['Black', 'White'],
  sizes: ['S', 'M'],
  orderTotal: 0,
  overcutPct: '0.00',
  finalInspection: false,
  note: null,
  processCount: 2,
  rateTotal: '0.520',
  samTotal: null,
  createTime: '2026-01-01T00:00:00Z',
};
const pl2408: Style = {
  ...summary,
  orderQty: [],
  processes: [
    {
      id: 1,
      seq: 1,
      name: 'Join shoulders',
      stage: 'sewing',
      rate: '0.120',
      sizeRates: {},
      dailyQuota: null,
      sam: null,
    },
    {
      id: 2,
      seq: 2,
      name: 'Make placket',
      stage: 'sewing',
      rate: '0.400',
      sizeRates: {},
      dailyQuota: 300,
      sam: '1.200',
    },
  ],
};

function stylesApi(styles: StyleSummary[], more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/styles': () => ({ content: styles, totalElements: styles.length }),
    'GET /api/customers': () => customers,
    'GET /api/factory/getFactoryEnum': () => ({
      colours: ['Black', 'White', 'Navy'],
      sizes: ['S', 'M', 'L'],
      defaultMaxPlies: 30,
      ticketTemplate: 'standard',
      minAppVersion: '6.0.0',
      showRatesToWorkers: true,
    }),
    ...more,
  });
}

const type = (label: string | RegExp, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const press = (label: string | RegExp, key: string) =>
  fireEvent.keyDown(screen.getByLabelText(label), { key });

describe('styles page', () => {
  it('lists styles with their rate and SAM per garment, and says how to begin when there are none', async () => {
    signIn(demoUser);
    const tee: StyleSummary = { ...summary, id: 8, styleNo: 'TS2409', samTotal: '12.345' };
    stylesApi([summary, tee]);
    const { unmount } = renderWithProviders(<StylesPage />);
    const row = (await screen.findByText('PL2408')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Hangzhou Youshan')).toBeDefined();
    expect(within(row).getByText('0.52')).toBeDefined();
    expect(within(row).getByText('Black / White')).toBeDefined();
    expect(within(row).getByText('—')).toBeDefined();
    const teeRow = screen.getByText('TS2409').closest('tr') as HTMLElement;
    expect(within(teeRow).getByText('12.345')).toBeDefined();
    expect(screen.getByRole('columnheader', { name: 'SAM / garment' })).toBeDefined();
    unmount();
    stylesApi([]);
    renderWithProviders(<StylesPage />);
    expect(await screen.findByText(/No styles yet: add the first one with “Add style”/)).toBeDefined();
  });

  it('adds a style: ordered lists from the presets, the matrix totals, processes and the body sent', async () => {
    signIn(demoUser);
    const posted = vi.fn((body: unknown) => ({ ...pl2408, ...(body as object) }));
    const requests = stylesApi([], {
      'POST /api/styles': (config) => posted(JSON.parse(String(config.data))),
    });
    renderWithProviders(<StylesPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Add style/ }));

    type('Style no.', ' PL2409 ');
    type('Name', 'Crew tee');
    type('Order no.', 'DD-1');
    // Colours typed (Enter adds), sizes from the factory's presets, then M moved before S.
    type('Colours', 'Navy');
    press('Colours', 'Enter');
    type('Colours', 'Black');
    press('Colours', 'Enter');
    fireEvent.click(await screen.findByRole('button', { name: 'Add all presets (3)' }));
    fireEvent.click(screen.getByLabelText('Move M earlier'));
    fireEvent.click(screen.getByLabelText('Remove L'));

    // The matrix follows the lists (the form's watch updates after the change).
    await screen.findByLabelText('Navy M quantity');
    type('Navy M quantity', '12');
    type('Navy S quantity', '8');
    type('Black S quantity', '5');
    const matrix = screen.getByLabelText('Navy M quantity').closest('table') as HTMLElement;
    const navy = within(matrix).getByText('Navy').closest('tr') as HTMLElement;
    expect(within(navy).getByText('20')).toBeDefined();
    expect(within(matrix).getByLabelText('Total ordered').textContent).toBe('25');

    // Two processes: Enter in the first's daily quota adds the second under it.
    fireEvent.click(screen.getByRole('button', { name: /Add process/ }));
    type('Process 1 name', 'Attach collar');
    type('Process 1 rate', '0.45');
    type('Process 1 SAM', ' 0.85 ');
    fireEvent.click(screen.getByLabelText('Process 1 rates per size'));
    type('Process 1 rate for S', '0.5');
    press('Process 1 daily quota', 'Enter');
    type('Process 2 name', 'Join shoulders');
    type('Process 2 rate', '0.12');
    type('Process 2 daily quota', '300');
    type('Process 2 SAM', '0.4');
    // Join shoulders first.
    fireEvent.click(screen.getByLabelText('Move process 2 up'));
    expect(screen.getByText(/Total per garment/).textContent).toContain('0.57');
    expect(screen.getByText(/Total per garment/).textContent).toContain('SAM per garment: 1.25');

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(posted).toHaveBeenCalled());
    expect(posted.mock.calls[0]?.[0]).toEqual({
      styleNo: 'PL2409',
      name: 'Crew tee',
      customerId: null,
      orderNo: 'DD-1',
      deliveryDate: null,
      colours: ['Navy', 'Black'],
      sizes: ['M', 'S'],
      orderQty: [
        { colour: 'Navy', size: 'M', qty: 12 },
        { colour: 'Navy', size: 'S', qty: 8 },
        { colour: 'Black', size: 'S', qty: 5 },
      ],
      overcutPct: '0',
      finalInspection: false,
      note: null,
      processes: [
        { name: 'Join shoulders', stage: 'sewing', rate: '0.12', sizeRates: {}, dailyQuota: 300, sam: '0.4' },
        {
          name: 'Attach collar',
          stage: 'sewing',
          rate: '0.45',
          sizeRates: { S: '0.5' },
          dailyQuota: null,
          sam: '0.85',
        },
      ],
    });
    expect(await screen.findByText('Style PL2409 was added')).toBeDefined();
    expect(
      requests.filter((request) => request.url === '/api/styles' && request.method === 'post'),
    ).toHaveLength(1);
  });

  it('refuses a rate with more than 3 decimals on its cell, without sending', async () => {
    signIn(demoUser);
    const requests = stylesApi([summary], { 'GET /api/styles/7': () => pl2408 });
    renderWithProviders(<StylesPage />);
    fireEvent.click(await screen.findByLabelText('Edit PL2408'));
    expect(await screen.findByDisplayValue('Make placket')).toBeDefined();
    expect(screen.getByText(/Total per garment/).textContent).toContain('0.52');
    type('Process 2 rate', '0.4005');
    expect(await screen.findByText('An amount up to 9999.999, at most 3 decimals')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Correct the processes marked in red')).toBeDefined();
    expect(requests.some((request) => request.method === 'put')).toBe(false);
  });

  it('shows a process’s SAM, refuses zero or a fourth decimal on its cell, and sends a blank as none', async () => {
    signIn(demoUser);
    const requests = stylesApi([summary], {
      'GET /api/styles/7': () => pl2408,
      'PUT /api/styles/7': () => pl2408,
    });
    renderWithProviders(<StylesPage />);
    fireEvent.click(await screen.findByLabelText('Edit PL2408'));
    expect(await screen.findByDisplayValue('Make placket')).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Process 2 SAM').value).toBe('1.20');
    expect(screen.getByLabelText<HTMLInputElement>('Process 1 SAM').value).toBe('');
    expect(screen.getByText(/Total per garment/).textContent).toContain('SAM per garment: 1.20');
    const invalid = 'Minutes from 0.001 to 9999.999, at most 3 decimals, or blank';
    type('Process 2 SAM', '0');
    expect(await screen.findByText(invalid)).toBeDefined();
    expect(screen.getByText(/Total per garment/).textContent).toContain('SAM per garment: —');
    type('Process 2 SAM', '1.2345');
    expect(await screen.findByText(invalid)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Correct the processes marked in red')).toBeDefined();
    expect(requests.some((request) => request.method === 'put')).toBe(false);

    type('Process 2 SAM', '');
    expect(screen.queryByText(invalid)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(requests.some((request) => request.method === 'put')).toBe(true));
    const put = requests.find((request) => request.method === 'put');
    expect(JSON.parse(String(put?.data))).toMatchObject({
      processes: [
        { name: 'Join shoulders', sam: null },
        { name: 'Make placket', sam: null },
      ],
    });
  });

  it('sends an edit whole, and shows the server’s refusal of a style number on its field', async () => {
    signIn(demoUser);
    const requests = stylesApi([summary], {
      'GET /api/styles/7': () => pl2408,
      'PUT /api/styles/7': (config) => {
        const data = { status: 409, message: 'styleNo: PL2408 is already the number of another style' };
        const response = { status: 409, statusText: 'Conflict', headers: {}, config, data };
        throw new AxiosError(data.message, AxiosError.ERR_BAD_REQUEST, config, {}, response);
      },
    });
    renderWithProviders(<StylesPage />);
    fireEvent.click(await screen.findByLabelText('Edit PL2408'));
    await screen.findByDisplayValue('Make placket');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const field = (await screen.findAllByText('PL2408 is already the number of another style')).find((text) =>
      text.closest('.ant-form-item-explain'),
    );
    expect(field).toBeDefined();
    const put = requests.find((request) => request.method === 'put');
    expect(JSON.parse(String(put?.data))).toMatchObject({
      styleNo: 'PL2408',
      customerId: 4,
      deliveryDate: '2026-09-30',
      processes: [
        { name: 'Join shoulders', rate: '0.12' },
        { name: 'Make placket', rate: '0.40', dailyQuota: 300, sam: '1.20' },
      ],
    });
  });

  it('copies another style’s processes after asking, replacing the list', async () => {
    signIn(demoUser);
    const tee: StyleSummary = { ...summary, id: 8, styleNo: 'TS2409', name: 'Tee', processCount: 1 };
    stylesApi([summary, tee], {
      'GET /api/styles/7': () => pl2408,
      'GET /api/styles/8': () => ({
        ...tee,
        orderQty: [],
        processes: [
          {
            id: 9,
            seq: 1,
            name: 'Hem',
            stage: 'finishing',
            rate: '0.300',
            sizeRates: { M: '0.350', '4XL': '0.500' },
            dailyQuota: 100,
            sam: null,
          },
        ],
      }),
    });
    renderWithProviders(<StylesPage />);
    fireEvent.click(await screen.findByLabelText('Edit PL2408'));
    await screen.findByDisplayValue('Make placket');
    fireEvent.click(screen.getByRole('button', { name: /Copy from another style/ }));
    const dialog = (await screen.findByText('Copy processes from another style')).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText(/TS2409 · Tee/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(
      await screen.findByText('The 2 processes listed here are replaced by the 1 of TS2409.'),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(await screen.findByDisplayValue('Hem')).toBeDefined();
    expect(screen.queryByDisplayValue('Make placket')).toBeNull();
    expect(screen.getByText(/Total per garment/).textContent).toContain('0.30');
    // Its size rates come along for the sizes this style has (M), not for others (4XL).
    expect(screen.getByRole('button', { name: 'Process 1 rates per size' }).textContent).toBe('M 0.35');
  });
});
