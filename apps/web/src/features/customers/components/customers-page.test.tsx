import type { Customer } from '@gbo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomersPage } from '@/features/customers/components/customers-page';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const youshan: Customer = {
  id: 4,
  name: 'Hangzhou Youshan',
  contact: 'Li Na',
  phone: '0571-88001234',
  address: null,
  note: null,
  createTime: '2026-01-01T00:00:00Z',
};

const inUse = (config: Parameters<Parameters<typeof fakeApi>[0][string]>[0]) => {
  const data = { status: 409, message: 'Hangzhou Youshan is the customer of one or more styles' };
  throw new AxiosError(
    data.message,
    AxiosError.ERR_BAD_REQUEST,
    config,
    {},
    {
      status: 409,
      statusText: 'Conflict',
      headers: {},
      config,
      data,
    },
  );
};

describe('customers page', () => {
  it('searches, and adds a customer with the body the API takes', async () => {
    signIn(demoUser);
    const requests = fakeApi({
      'GET /api/customers': () => ({ content: [youshan], totalElements: 1 }),
      'POST /api/customers': (config) => ({ ...youshan, ...(JSON.parse(String(config.data)) as object) }),
    });
    renderWithProviders(<CustomersPage />);
    const row = (await screen.findByText('Hangzhou Youshan')).closest('tr') as HTMLElement;
    expect(within(row).getByText('0571-88001234')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Name, contact or phone'), { target: { value: ' Li ' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await vi.waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/customers').at(-1)?.params).toEqual({
        page: 0,
        size: 10,
        blurry: 'Li',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: /Add customer/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Ningbo Textiles ' } });
    // A phone that is no telephone number is refused in the form, as the server would refuse it.
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText(
        'Digits, spaces, + - ( ) and an extension, e.g. 0574-8726 1588 ext. 12',
      ),
    ).toBeDefined();
    expect(requests.some((r) => r.method === 'post')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '0574-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Ningbo Textiles was added')).toBeDefined();
    const sent = requests.find((r) => r.method === 'post');
    expect(JSON.parse(String(sent?.data))).toEqual({
      name: 'Ningbo Textiles',
      contact: null,
      phone: '0574-1',
      address: null,
      note: null,
    });
  });

  it('asks before deleting, and says plainly when a style still names the customer', async () => {
    signIn(demoUser);
    fakeApi({
      'GET /api/customers': () => ({ content: [youshan], totalElements: 1 }),
      'DELETE /api/customers/4': inUse,
    });
    renderWithProviders(<CustomersPage />);
    fireEvent.click(await screen.findByLabelText('More actions for Hangzhou Youshan'));
    fireEvent.click(await screen.findByText('Delete'));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/refused while a style names this customer/)).toBeDefined();
    fireEvent.click(within(confirm).getByText('Delete').closest('button') as HTMLElement);
    expect(await screen.findAllByText('Hangzhou Youshan cannot be deleted')).not.toHaveLength(0);
    expect(screen.getByText(/Styles or shipment orders still name this customer/)).toBeDefined();
  });
});
