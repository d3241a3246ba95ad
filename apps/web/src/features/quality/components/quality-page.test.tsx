import type { DefectCode, QcInspection, QcInspectionPage, QcSummaryRow } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QualityPage } from '@/features/quality/components/quality-page';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

// ECharts draws on a canvas, which happy-dom has not: the chart stands in as its options.
vi.mock('@/components/echart-canvas', () => ({
  default: ({ option }: { option: { series: { name: string; data: unknown[] }[] } }) => (
    <div data-testid="chart">{option.series.map((s) => `${s.name}: ${s.data.join(' ')}`).join(' | ')}</div>
  ),
}));

afterEach(restoreApi);

const inspection: QcInspection = {
  id: 701,
  bundleId: 36,
  bundleNo: 36,
  ticketNo: 100036,
  styleNo: 'PL2408',
  bedNo: 1,
  colour: 'Navy',
  size: 'M',
  bundleQty: 20,
  checkpoint: 'final',
  afterProcessId: null,
  afterProcessName: null,
  kind: 'first',
  inspectedQty: 20,
  passedQty: 17,
  failedQty: 3,
  defectQty: 3,
  defects: [
    {
      code: 'S01',
      name: 'Skipped stitch',
      category: 'sewing',
      qty: 2,
      processId: 6,
      processName: 'Hem',
      seq: 2,
      workerId: 12,
      workerName: 'Li Lei',
    },
    {
      code: 'F01',
      name: 'Fabric hole',
      category: 'fabric',
      qty: 1,
      processId: 6,
      processName: 'Hem',
      seq: 2,
      workerId: null,
      workerName: null,
    },
  ],
  inspectorId: 21,
  inspectorName: 'Chen Jing',
  workDate: '2026-12-02',
  inspectedAt: '2026-12-02T02:00:00.000Z',
  status: 'valid',
  undoneAt: null,
  undoneByName: null,
};

const page: QcInspectionPage = {
  content: [inspection],
  totalElements: 1,
  totals: { inspected: 20, passed: 17, failed: 3, defects: 3, dhu: '15.00' },
};

const row = (key: string, name: string, defects: number): QcSummaryRow => ({
  key,
  name,
  inspected: 100,
  defects,
  dhu: defects.toFixed(2),
  passed: 95,
  failed: 5,
  rework: 1,
  firstPassYield: '95.00',
});

const codes: DefectCode[] = [
  { id: 1, code: 'S01', name: 'Skipped stitch', category: 'sewing', enabled: true },
  { id: 2, code: 'X01', name: 'Retired', category: 'other', enabled: false },
];

describe('the quality page', () => {
  it('lists the inspections with their totals, opens one on its defects, and undoes it after asking', async () => {
    let undone = false;
    const requests = fakeApi({
      'GET /api/qc/inspections': () => page,
      'DELETE /api/qc/inspections/701': () => {
        undone = true;
        return null;
      },
      'GET /api/users/getUserByFactoryId': () => [],
    });
    signIn(demoUser);
    renderWithProviders(<QualityPage />);
    const totals = await screen.findByRole('group', { name: 'Totals of the filters' });
    expect(totals.textContent).toContain('DHU15.00');
    expect(screen.getAllByText('Bundle 36 · PL2408').length).toBeGreaterThan(0);
    const listed = requests.find((request) => request.url === '/api/qc/inspections');
    expect(listed?.params).toMatchObject({ page: 0, size: 20 });
    expect((listed?.params as { from?: string }).from).toMatch(/^\d{4}-\d\d-\d\d$/);

    fireEvent.click(screen.getByRole('button', { name: /Show the defects of bundle 36/ }));
    const defects = await screen.findByRole('table', { name: 'Defects of bundle 36' });
    expect(within(defects).getByText('Skipped stitch')).toBeDefined();
    expect(within(defects).getByText('Li Lei')).toBeDefined();
    expect(within(defects).getByText('Shared (nobody named)')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: /Undo Bundle 36/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Undo the inspection of Bundle 36 · PL2408?').length).toBeGreaterThan(
      0,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(undone).toBe(true));
  });

  it('shows the figures by defect code with a Pareto chart, and says what to do when there are none', async () => {
    let rows: QcSummaryRow[] = [row('S01', 'Skipped stitch', 2), row('F01', 'Fabric hole', 6)];
    const requests = fakeApi({
      'GET /api/qc/inspections': () => page,
      'GET /api/qc/summary': () => rows,
      'GET /api/users/getUserByFactoryId': () => [],
    });
    signIn(demoUser);
    renderWithProviders(<QualityPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Figures' }));
    const chart = await screen.findByTestId('chart');
    // Most first, with the cumulative share.
    expect(chart.textContent).toBe('Defects: 6 2 | Cumulative %: 75 100');
    expect(screen.getByRole('img', { name: /Defects by code, most first: F01 Fabric hole 6/ })).toBeDefined();
    expect(requests.find((request) => request.url === '/api/qc/summary')?.params).toMatchObject({
      groupBy: 'code',
    });

    rows = [];
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Worker'));
    expect(
      await screen.findByText('No inspections in this period: inspectors record them on the QC page /qc.'),
    ).toBeDefined();
    expect(screen.queryByTestId('chart')).toBeNull();
  });

  it('adds a defect code through its dialog (qc:code)', async () => {
    const requests = fakeApi({
      'GET /api/qc/inspections': () => page,
      'GET /api/qc/defectCodes': () => codes,
      'POST /api/qc/defectCodes': () => ({
        id: 3,
        code: 'M01',
        name: 'Too long',
        category: 'measurement',
        enabled: true,
      }),
      'GET /api/users/getUserByFactoryId': () => [],
    });
    signIn(demoUser);
    renderWithProviders(<QualityPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Defect codes' }));
    expect(await screen.findByText('Retired')).toBeDefined();
    expect(screen.getByText('Switched off')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: /Add code/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'M01' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Too long' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add code' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'post')).toBeDefined());
    const posted = requests.find((request) => request.method === 'post');
    expect(JSON.parse(String(posted?.data))).toEqual({
      code: 'M01',
      name: 'Too long',
      category: 'sewing',
      enabled: true,
    });
  });
});
