import type { ProductionGrid } from '@gbo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BundleGrid } from '@/features/production/components/bundle-grid';
import { GridCell } from '@/features/production/components/grid-cell';
import { renderWithProviders } from '@/testing/render-app';

const grid: ProductionGrid = {
  processes: [
    { seq: 1, name: 'Shoulders', doneQty: 30, totalQty: 40 },
    { seq: 2, name: 'Collar', doneQty: 5, totalQty: 40 },
    { seq: 3, name: 'Sleeves', doneQty: 0, totalQty: 20 },
  ],
  bundles: {
    content: [
      {
        bundleId: 1,
        cutOrderId: 1,
        bundleNo: 1,
        ticketNo: 36001,
        bedNo: 1,
        colour: 'Black',
        size: 'M',
        qty: 20,
        finishedQty: 0,
        cells: [
          { seq: 1, doneQty: 20, workers: ['Zhang Min'] },
          { seq: 2, doneQty: 5, workers: ['Liu Yang', 'Chen Jing'] },
          { seq: 3, doneQty: 0, workers: [] },
        ],
      },
      {
        bundleId: 2,
        cutOrderId: 1,
        bundleNo: 2,
        ticketNo: 36002,
        bedNo: 1,
        colour: 'Black',
        size: 'L',
        qty: 20,
        finishedQty: 18,
        cells: [
          {
            seq: 1,
            doneQty: 20,
            workers: ['Zhang Min'],
            qc: { inspectedQty: 20, passedQty: 20, reworkQty: 0 },
          },
          {
            seq: 2,
            doneQty: 20,
            workers: ['Liu Yang'],
            qc: { inspectedQty: 20, passedQty: 17, reworkQty: 3 },
          },
          { seq: 3, doneQty: 20, workers: ['Chen Jing'] },
        ],
        finalQc: { inspectedQty: 20, passedQty: 18, reworkQty: 2 },
      },
      {
        bundleId: 40,
        cutOrderId: 2,
        bundleNo: 40,
        ticketNo: 36040,
        bedNo: 2,
        colour: 'White',
        size: 'S',
        qty: 20,
        finishedQty: 0,
        cells: [
          { seq: 1, doneQty: 10, workers: ['Zhang Min'] },
          { seq: 2, doneQty: 0, workers: [] },
        ],
      },
    ],
    totalElements: 3,
  },
  cutOrders: [],
  colours: [],
  sizes: [],
  breakdown: [],
  totals: { qty: 40, finishedQty: 0 },
};

describe('the bundle × process grid', () => {
  it('shows a column a process and each cell as done / pieces, coloured none, partial or done', () => {
    renderWithProviders(
      <BundleGrid
        grid={grid}
        loading={false}
        paging={{ page: 0, size: 50 }}
        onPagingChange={vi.fn()}
        emptyText=""
      />,
    );
    for (const name of ['1 Shoulders', '2 Collar', '3 Sleeves'])
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    const state = (label: string) => screen.getByLabelText(label).getAttribute('data-state');
    expect(
      screen.getAllByLabelText('1 Shoulders: 20 of 20, Done').map((cell) => cell.getAttribute('data-state')),
    ).toEqual(['done', 'done']);
    expect(state('2 Collar: 5 of 20, Partly done')).toBe('partial');
    expect(state('3 Sleeves: 0 of 20, Not started')).toBe('none');
    expect(screen.getAllByLabelText('1 Shoulders: 20 of 20, Done')[0]?.textContent).toBe('20/20');
    // Bed 2 has no Sleeves: its cell says so rather than 0/20.
    expect(screen.getAllByTitle("Not a process of this bundle's bed")).toHaveLength(1);
    expect(screen.getByText('3 bundles')).toBeDefined();
  });

  it('marks the QC checks: passed in a process cell, rework in a cell and at the final check', async () => {
    renderWithProviders(
      <BundleGrid
        grid={grid}
        loading={false}
        paging={{ page: 0, size: 50 }}
        onPagingChange={vi.fn()}
        emptyText=""
      />,
    );
    const row = document.querySelector('tr[data-row-key="2"]') as HTMLElement;
    const marks = [...row.querySelectorAll('[data-qc]')].map((mark) => [
      mark.getAttribute('data-qc'),
      mark.textContent,
    ]);
    // The finished column's final check first, then the processes' in-line checks; none after Sleeves.
    expect(marks).toEqual([
      ['rework', 'rework 2'],
      ['passed', 'QC 20'],
      ['rework', 'rework 3'],
    ]);
    // Bundles without checks carry no mark.
    expect(document.querySelector('tr[data-row-key="1"] [data-qc]')).toBeNull();
    const inline = screen.getByLabelText('In-line QC: 20 inspected, 17 passed, 3 in rework');
    expect(inline.textContent).toBe('rework 3');
    fireEvent.mouseEnter(inline);
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).toBe(
        'In-line QC: 20 inspected, 17 passed, 3 in rework',
      ),
    );
    expect(screen.getByLabelText('Final QC: 20 inspected, 18 passed, 2 in rework').textContent).toBe(
      'rework 2',
    );
  });

  it('names who scanned a cell on hover', async () => {
    renderWithProviders(
      <GridCell
        cell={{ seq: 2, doneQty: 5, workers: ['Liu Yang', 'Chen Jing'] }}
        qty={20}
        processName="2 Collar"
      />,
    );
    fireEvent.mouseEnter(screen.getByText('5/20'));
    await waitFor(() => expect(screen.getByText('2 Collar: Liu Yang, Chen Jing')).toBeDefined());
  });
});
