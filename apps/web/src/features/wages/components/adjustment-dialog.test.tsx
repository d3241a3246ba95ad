import type { WageAdjustment } from '@gbo/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdjustmentDialog } from '@/features/wages/components/adjustment-dialog';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const target = {
  workerId: 21,
  workerName: 'Zhou Hong (W021)',
  values: { month: '2026-11', kind: 'subsidy' as const, amount: '' },
};

const saved: WageAdjustment = {
  id: 5,
  workerId: 21,
  workerName: 'Zhou Hong',
  jobNumber: 'W021',
  month: '2026-11-01',
  kind: 'bonus',
  amount: '88.80',
  note: 'full attendance',
  createdByName: 'Wang Fang',
  createTime: '2026-11-25T02:00:00.000Z',
  settlementId: null,
};

function open(onClose = vi.fn()) {
  renderWithProviders(<AdjustmentDialog target={target} onClose={onClose} />);
  return screen.findByRole('dialog', { name: 'Add an adjustment for Zhou Hong (W021)' });
}

const amountBox = (dialog: HTMLElement) => within(dialog).getByLabelText('Amount');

describe('the adjustment form', () => {
  it.each([
    ['', 'Type the amount'],
    ['12.345', 'Type an amount like 50 or 12.50 (at most 2 decimals)'],
    ['-5', 'Type an amount like 50 or 12.50 (at most 2 decimals)'],
    ['0', 'The amount must be more than 0'],
    ['1000000', 'The amount must be at most 999,999.99'],
  ])('refuses %j before sending: %s', async (amount, problem) => {
    signIn(demoUser);
    const requests = fakeApi({});
    const dialog = await open();
    fireEvent.change(amountBox(dialog), { target: { value: amount } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    expect(await within(dialog).findByText(problem)).toBeDefined();
    expect(requests.filter((request) => request.url === '/api/wages/adjustments')).toHaveLength(0);
  });

  it('sends the amount as text with the kind, month and note chosen', async () => {
    signIn(demoUser);
    const requests = fakeApi({ 'POST /api/wages/adjustments': () => saved });
    const onClose = vi.fn();
    const dialog = await open(onClose);
    fireEvent.click(within(dialog).getByLabelText('Bonus'));
    fireEvent.change(amountBox(dialog), { target: { value: ' 88.80 ' } });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'full attendance' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(requests.find((r) => r.url === '/api/wages/adjustments')?.data))).toEqual({
      workerId: 21,
      month: '2026-11',
      kind: 'bonus',
      amount: '88.80',
      note: 'full attendance',
    });
  });

  it("shows a settled month's refusal on the month, in the server's words", async () => {
    signIn(demoUser);
    fakeApi({
      'POST /api/wages/adjustments': (config: InternalAxiosRequestConfig) => {
        const data = {
          status: 409,
          message: 'month: 2026-11 is settled for this person; its adjustments are final',
        };
        throw new AxiosError(
          '409',
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
      },
    });
    const onClose = vi.fn();
    const dialog = await open(onClose);
    fireEvent.change(amountBox(dialog), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    expect(
      await within(dialog).findByText('2026-11 is settled for this person; its adjustments are final'),
    ).toBeDefined();
    expect(onClose).not.toHaveBeenCalled();
  });
});
