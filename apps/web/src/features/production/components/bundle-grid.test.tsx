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
    totalElements: 2,
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
    expect(state('1 Shoulders: 20 of 20, Done')).toBe('done');
    expect(state('2 Collar: 5 of 20, Partly done')).toBe('partial');
    expect(state('3 Sleeves: 0 of 20, Not started')).toBe('none');
    expect(screen.getByLabelText('1 Shoulders: 20 of 20, Done').textContent).toBe('20/20');
    // Bed 2 has no Sleeves: its cell says so rather than 0/20.
    expect(screen.getAllByTitle("Not a process of this bundle's bed")).toHaveLength(1);
    expect(screen.getByText('2 bundles')).toBeDefined();
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
