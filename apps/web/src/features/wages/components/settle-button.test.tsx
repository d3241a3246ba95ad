import type { WageRow, WageSettlementDetail } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettleButton } from '@/features/wages/components/settle-button';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const row = (workerId: number, qty: number, amount: string, adjustments: string, total: string): WageRow => ({
  workerId,
  name: `Worker ${workerId}`,
  jobNumber: `W${workerId}`,
  deptId: 3,
  deptName: 'Sewing line 1',
  qty,
  amount,
  adjustments,
  total,
  settledQty: 0,
  settledAmount: '0.00',
});

// As floats these totals drift (0.1 + 0.2); the confirmation states them to the cent.
const rows = [
  row(1, 12, '27.60', '0.10', '27.70'),
  row(2, 3, '0.29', '0.20', '0.49'),
  row(3, 1, '1.15', '-1.00', '0.15'),
];

const settlement: WageSettlementDetail = {
  id: 9,
  from: '2026-08-01',
  to: '2026-08-31',
  deptId: 3,
  deptName: 'Sewing line 1',
  workerCount: 3,
  qty: 16,
  amount: '29.04',
  adjustments: '-0.70',
  total: '28.34',
  createdByName: 'Wang Fang',
  createTime: '2026-09-01T02:00:00.000Z',
  lines: [],
};

describe('Settle', () => {
  it('states the period, scope, workers and exact total before settling, then settles that period', async () => {
    signIn(demoUser);
    const requests = fakeApi({ 'POST /api/wages/settlements': () => settlement });
    const onSettled = vi.fn();
    renderWithProviders(
      <SettleButton
        params={{ from: '2026-08-01', to: '2026-08-31', deptId: 3 }}
        deptName="Sewing line 1"
        rows={rows}
        today="2026-09-02"
        onSettled={onSettled}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Settle/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Settle wages from 2026-08-01 to 2026-08-31?')).not.toHaveLength(0);
    const facts = Object.fromEntries(
      Array.from(dialog.querySelectorAll('tr')).map((tr) => [
        tr.querySelector('th')?.textContent,
        tr.querySelector('td')?.textContent,
      ]),
    );
    expect(facts).toEqual({
      Period: '2026-08-01 to 2026-08-31',
      Scope: 'Department Sewing line 1',
      Workers: '3',
      Pieces: '16',
      Total: '¥28.34',
    });
    expect(
      within(dialog).getByText(
        'Settling freezes these scans and adjustments: they can no longer be undone or changed.',
      ),
    ).toBeDefined();
    // Nothing is sent before the clerk agrees.
    expect(requests).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(onSettled).toHaveBeenCalledWith(9));
    expect(requests[0]?.data).toBe(JSON.stringify({ from: '2026-08-01', to: '2026-08-31', deptId: 3 }));
  });

  it('names the whole factory and says what is settled already', async () => {
    signIn(demoUser);
    fakeApi({});
    renderWithProviders(
      <SettleButton
        params={{ from: '2026-08-01', to: '2026-08-31' }}
        rows={[{ ...rows[0]!, settledQty: 12, settledAmount: '27.60' }, rows[1]!]}
        today="2026-09-02"
        onSettled={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Settle/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The whole factory')).toBeDefined();
    expect(
      within(dialog).getByText('12 of the pieces (27.60) are settled already: only the rest is settled now.'),
    ).toBeDefined();
  });

  it('settles only a period that is over, and says why', async () => {
    signIn(demoUser);
    const requests = fakeApi({});
    renderWithProviders(
      <SettleButton
        params={{ from: '2026-09-01', to: '2026-09-02' }}
        rows={rows}
        today="2026-09-02"
        onSettled={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Settle/ }));
    expect(await screen.findAllByText('This period is not over yet')).not.toHaveLength(0);
    expect(screen.getByText(/choose work dates that end before today \(2026-09-02\)/)).toBeDefined();
    expect(requests).toHaveLength(0);
  });
});
