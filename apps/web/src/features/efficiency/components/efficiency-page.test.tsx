import type { EfficiencyRow } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EfficiencyPage } from '@/features/efficiency/components/efficiency-page';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const byWorker: EfficiencyRow[] = [
  {
    key: '12',
    name: 'Li Lei',
    qty: 120,
    samQty: 100,
    earnedMinutes: 384.1,
    attendedMinutes: 480,
    efficiency: 0.8002,
  },
  {
    key: '13',
    name: 'Zhou Hong',
    qty: 5,
    samQty: 0,
    earnedMinutes: 0,
    attendedMinutes: 0,
    efficiency: null,
  },
  {
    key: '14',
    name: 'Wu Min',
    qty: 30,
    samQty: 30,
    earnedMinutes: 60,
    attendedMinutes: 120,
    efficiency: 0.5,
  },
];

const byWeek: EfficiencyRow[] = [
  {
    key: '2026-11-30',
    name: '2026-11-30',
    qty: 90,
    samQty: 90,
    earnedMinutes: 300,
    attendedMinutes: 480,
    efficiency: 0.625,
  },
  {
    key: '2026-11-23',
    name: '2026-11-23',
    qty: 80,
    samQty: 80,
    earnedMinutes: 400,
    attendedMinutes: 480,
    efficiency: 0.8333,
  },
];

const efficiencyRequests = (requests: { url?: string; params?: unknown }[]) =>
  requests.filter((request) => request.url === '/api/efficiency');

describe('the efficiency page', () => {
  it('shows this week by worker with a totals row from the sums, — for nothing attended, and the pieces without SAM', async () => {
    const requests = fakeApi({
      'GET /api/efficiency': () => byWorker,
      'GET /api/users/getDept': () => [],
    });
    signIn(demoUser);
    renderWithProviders(<EfficiencyPage />);
    expect(
      screen.getByText(
        "Earned minutes = pieces × the process's standard minutes (SAM); efficiency = earned ÷ attended",
      ),
    ).toBeDefined();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Li Lei')).toBeDefined();
    const params = efficiencyRequests(requests)[0]?.params as { from: string; to: string; groupBy: string };
    expect(params.groupBy).toBe('worker');
    expect(new Date(`${params.from}T00:00:00Z`).getUTCDay()).toBe(1); // a Monday
    expect(params.to >= params.from).toBe(true);

    expect(within(table).getByText('80.0 %')).toBeDefined();
    expect(within(table).getByText('—')).toBeDefined();
    // Totals: 155 pieces, 130 with SAM, 444.1 earned over 600 attended.
    const totals = within(table).getByText('Total').closest('tr');
    expect(totals?.textContent).toBe('Total155130444.160074.0 %');
    expect(screen.getByText('25 pieces have no standard minutes and earn none')).toBeDefined();
    expect(
      screen.getByRole('img', { name: 'Efficiency by Worker: Li Lei 80.0 %, Wu Min 50.0 %, Zhou Hong —' }),
    ).toBeDefined();
  });

  it('sends the department and the grouping chosen, and draws weeks as a trend in time', async () => {
    const requests = fakeApi({
      'GET /api/efficiency': (config) =>
        (config.params as { groupBy: string }).groupBy === 'week' ? byWeek : byWorker,
      'GET /api/users/getDept': () => [{ id: 3, name: 'Sewing line 1', children: [] }],
    });
    signIn(demoUser);
    renderWithProviders(<EfficiencyPage />);
    await screen.findByText('Li Lei');
    fireEvent.mouseDown(await screen.findByLabelText('Department'));
    fireEvent.click(await screen.findByTitle('Sewing line 1'));
    await waitFor(() =>
      expect(efficiencyRequests(requests).at(-1)?.params).toMatchObject({ groupBy: 'worker', deptId: 3 }),
    );
    fireEvent.click(screen.getByText('Week'));
    await waitFor(() =>
      expect(efficiencyRequests(requests).at(-1)?.params).toMatchObject({ groupBy: 'week', deptId: 3 }),
    );
    expect(await screen.findByText('Efficiency over time')).toBeDefined();
    expect(
      screen.getByRole('img', { name: 'Efficiency by Week: 2026-11-23 83.3 %, 2026-11-30 62.5 %' }),
    ).toBeDefined();
    expect(screen.queryByText(/have no standard minutes/)).toBeNull();
  });

  it('says what to do when the period has nothing', async () => {
    fakeApi({ 'GET /api/efficiency': () => [], 'GET /api/users/getDept': () => [] });
    signIn(demoUser);
    renderWithProviders(<EfficiencyPage />);
    expect(await screen.findByText(/No pieces and no attended minutes in this period/)).toBeDefined();
  });
});
