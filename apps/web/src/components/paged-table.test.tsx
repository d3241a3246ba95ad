import type { Page } from '@gbo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PagedTable, type Paging } from '@/components/paged-table';
import { sortableColumn } from '@/lib/table-sort';
import { renderWithProviders } from '@/testing/render-app';

interface Row {
  id: number;
  name: string;
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: from + index, name: `Row ${from + index}` }));

/** A list of 25 rows served a page at a time, as the API would, recording what the table asks for. */
function List({ onAsk, sort }: { onAsk: (paging: Paging, sort?: string) => void; sort?: string }) {
  const [paging, setPaging] = useState<Paging>({ page: 0, size: 10 });
  const [sorted, setSorted] = useState(sort);
  const start = paging.page * paging.size;
  const page: Page<Row> = { content: rows(start + 1, Math.min(paging.size, 25 - start)), totalElements: 25 };
  return (
    <PagedTable<Row>
      columns={[{ title: 'Name', dataIndex: 'name', ...sortableColumn(sorted, 'name') }]}
      page={page}
      paging={paging}
      onPagingChange={(next) => {
        setPaging(next);
        onAsk(next, sorted);
      }}
      onSortChange={(next) => {
        setSorted(next);
        setPaging({ ...paging, page: 0 });
        onAsk({ ...paging, page: 0 }, next);
      }}
      emptyText="No rows yet"
    />
  );
}

const nameHeader = () => screen.getByRole('columnheader', { name: /Name/ });

describe('PagedTable', () => {
  it('shows the page the API answered, the count, and pages through it from 0', () => {
    const ask = vi.fn();
    renderWithProviders(<List onAsk={ask} />);
    expect(screen.getByText('Row 1')).toBeTruthy();
    expect(screen.getByText('25 in all')).toBeTruthy();

    fireEvent.click(screen.getByTitle('3'));
    expect(ask).toHaveBeenLastCalledWith({ page: 2, size: 10 }, undefined);
    expect(screen.getByText('Row 21')).toBeTruthy();
    expect(screen.queryByText('Row 1')).toBeNull();
  });

  it('reports a sorted column as the API sort parameter, and starts again from the first page', () => {
    const ask = vi.fn();
    renderWithProviders(<List onAsk={ask} />);
    fireEvent.click(screen.getByTitle('2'));
    expect(ask).toHaveBeenLastCalledWith({ page: 1, size: 10 }, undefined);

    fireEvent.click(nameHeader());
    expect(ask).toHaveBeenLastCalledWith({ page: 0, size: 10 }, 'name,asc');
    fireEvent.click(nameHeader());
    expect(ask).toHaveBeenLastCalledWith({ page: 0, size: 10 }, 'name,desc');
    fireEvent.click(nameHeader());
    expect(ask).toHaveBeenLastCalledWith({ page: 0, size: 10 }, undefined);
    expect(ask).toHaveBeenCalledTimes(4); // sorting never also reports a page change
  });

  it('starts again from the first page when the page size changes', () => {
    const ask = vi.fn();
    renderWithProviders(<List onAsk={ask} />);
    fireEvent.click(screen.getByTitle('3'));
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(screen.getByText('20 / page'));
    expect(ask).toHaveBeenLastCalledWith({ page: 0, size: 20 }, undefined);
    expect(screen.getByText('Row 1')).toBeTruthy();
  });

  it('says what to do when the list is empty', () => {
    renderWithProviders(
      <PagedTable<Row>
        columns={[{ title: 'Name', dataIndex: 'name' }]}
        page={{ content: [], totalElements: 0 }}
        paging={{ page: 0, size: 10 }}
        onPagingChange={() => undefined}
        emptyText="No rows yet: add the first"
        totalText={(count) => `${count} rows`}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByText('No rows yet: add the first')).toBeTruthy();
  });
});
