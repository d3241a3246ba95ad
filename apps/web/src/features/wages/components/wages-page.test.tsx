import type { WageDetail, WageRow } from '@gbo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WagesPage } from '@/features/wages/components/wages-page';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const row = (workerId: number, name: string, figures: Partial<WageRow>): WageRow => ({
  workerId,
  name,
  jobNumber: `W0${workerId}`,
  deptId: 3,
  deptName: 'Sewing line 1',
  qty: 10,
  amount: '0.00',
  adjustments: '0.00',
  total: '0.00',
  settledQty: 0,
  settledAmount: '0.00',
  ...figures,
});

const rows = [
  row(11, 'Zhang Min', { qty: 20, amount: '8.00', total: '8.00', settledQty: 20, settledAmount: '8.00' }),
  row(12, 'Liu Yang', { qty: 32, amount: '17.20', adjustments: '0.10', total: '17.30', settledQty: 12 }),
  row(13, 'Chen Jing', { qty: 20, amount: '2.40', adjustments: '0.20', total: '2.60' }),
];

const detail: WageDetail = {
  worker: { id: 12, name: 'Liu Yang', jobNumber: 'W012', deptName: 'Sewing line 1' },
  from: '2026-11-01',
  to: '2026-11-24',
  qty: 32,
  amount: '17.20',
  adjustments: '0.10',
  total: '17.30',
  settledQty: 12,
  items: [
    { styleNo: 'PL2408', seq: 3, processName: '上门筒', rate: '0.600', qty: 12, amount: '7.20' },
    { styleNo: 'PL2408', seq: 4, processName: '上领', rate: '0.500', qty: 20, amount: '10.00' },
  ],
  days: [{ workDate: '2026-11-23', qty: 32, amount: '17.20' }],
  adjustmentItems: [
    { id: 4, month: '2026-11-01', kind: 'subsidy', amount: '0.30', note: 'Meal', settlementId: null },
    { id: 5, month: '2026-11-01', kind: 'deduction', amount: '0.20', note: 'Late', settlementId: 2 },
  ],
  settled: [{ settlementId: 2, from: '2026-11-01', to: '2026-11-23' }],
};

function api(wages: WageRow[] = rows) {
  return fakeApi({
    'GET /api/wages': () => wages,
    'GET /api/wages/12': () => detail,
    'GET /api/wages/settlements': () => ({ content: [], totalElements: 0 }),
    'GET /api/users/getDept': () => [{ id: 3, name: 'Sewing line 1', children: [] }],
  });
}

/** The value of the totals' figure with this title. */
function figure(title: string) {
  // getByRole walks the whole page's accessibility tree: slow in jsdom on a page this size.
  const totals = document.querySelector('[aria-label="Totals of the workers listed"]') as HTMLElement;
  const statistic = within(totals).getByText(title).closest('.ant-statistic') as HTMLElement;
  return statistic.querySelector('.ant-statistic-content')?.textContent;
}

describe('the wages page', () => {
  it('lists workers with settled tags and totals summed to the cent', async () => {
    signIn(demoUser);
    api();
    renderWithProviders(<WagesPage />);
    const liu = (await screen.findByText('Liu Yang')).closest('tr') as HTMLElement;
    expect(within(liu).getByText('17.30')).toBeDefined();
    expect(within(liu).getByText('Partly settled (12 of 32 pcs)')).toBeDefined();
    const zhang = screen.getByText('Zhang Min').closest('tr') as HTMLElement;
    expect(within(zhang).getByText('Settled')).toBeDefined();
    expect(figure('Workers')).toBe('3');
    expect(figure('Pieces')).toBe('72');
    expect(figure('Piece wage')).toBe('¥27.60');
    // 0.10 + 0.20 is 0.30000000000000004 as floats.
    expect(figure('Adjustments')).toBe('¥0.30');
    expect(figure('Total')).toBe('¥27.90');
    expect(screen.getByText('Settle').closest('button')).not.toBeNull();
    expect(screen.getByText('Export').closest('button')).not.toBeNull();
  });

  it("opens a worker's itemised wage with the adjustments, settled ones final", async () => {
    signIn(demoUser);
    api();
    renderWithProviders(<WagesPage />);
    fireEvent.click(await screen.findByText('Liu Yang'));
    const drawer = await screen.findByRole('dialog', { name: 'Wage of Liu Yang (W012)' });
    expect(await within(drawer).findByText('3. 上门筒')).toBeDefined();
    expect(within(drawer).getByText('Partly settled: 12 of 32 pieces are paid')).toBeDefined();
    expect(within(drawer).getByText('Settlement #2 (2026-11-01 to 2026-11-23)')).toBeDefined();
    // The open subsidy may be edited; the settled deduction (shown subtracted) may not.
    expect(within(drawer).getByLabelText('Edit Subsidy of 2026-11, 0.30')).toBeDefined();
    expect(within(drawer).getByText('-0.20')).toBeDefined();
    expect(within(drawer).queryByLabelText('Edit Deduction of 2026-11, 0.20')).toBeNull();
  });

  it('offers who may only look neither Settle, Export nor changes to adjustments', async () => {
    signIn({ ...demoUser, roles: ['wage:list'] });
    api();
    renderWithProviders(<WagesPage />);
    fireEvent.click(await screen.findByText('Liu Yang'));
    const drawer = await screen.findByRole('dialog', { name: 'Wage of Liu Yang (W012)' });
    await within(drawer).findByText('Meal');
    expect(within(drawer).queryByText('Add adjustment')).toBeNull();
    expect(within(drawer).queryByLabelText('Edit Subsidy of 2026-11, 0.30')).toBeNull();
    expect(screen.queryByText('Settle')).toBeNull();
    expect(screen.queryByText('Export')).toBeNull();
  });

  it('says what to do when nobody has pieces in the period', async () => {
    signIn(demoUser);
    api([]);
    renderWithProviders(<WagesPage />);
    expect(
      await screen.findByText(
        /^No pieces or adjustments from .* choose another period, e\.g\. last month\.$/,
      ),
    ).toBeDefined();
    expect(figure('Total')).toBe('¥0.00');
  });
});
