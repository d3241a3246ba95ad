import type { Page } from '@gbo/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListColumn } from '@/components/list-column';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import { useListView } from '@/components/use-list-view';
import { renderWithProviders } from '@/testing/render-app';

interface Row {
  id: number;
  name: string;
  code: string;
  note: string | null;
}

const rows: Row[] = [
  { id: 1, name: 'Cutting', code: 'CUT', note: 'First floor' },
  { id: 2, name: 'Packing', code: 'PACK', note: null },
];
const page: Page<Row> = { content: rows, totalElements: 2 };

const columns: ListColumn<Row>[] = [
  { key: 'name', title: 'Name', render: (row) => row.name },
  { key: 'code', title: 'Code', render: (row) => row.code },
  { key: 'note', title: 'Note', render: (row) => row.note },
];

function List(props: { withActions?: boolean; onChoose?: (rows: Row[]) => void }) {
  const view = useListView('test-list', columns);
  return (
    <>
      <ListToolbar view={view} />
      <ListTable<Row>
        view={view}
        page={page}
        emptyText="Nothing yet"
        rowActions={props.withActions ? (row) => <button type="button">Act on {row.name}</button> : undefined}
        selection={
          props.onChoose && {
            selectedKeys: [],
            onChange: props.onChoose,
            label: (row) => `Choose ${row.name}`,
          }
        }
      />
    </>
  );
}

/** Resizes jsdom's window, as a phone or a desktop would be. */
function resizeWindow(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => resizeWindow(1024));

describe('list table', () => {
  it('has an Actions column only for someone who may act', () => {
    const { unmount } = renderWithProviders(<List />);
    expect(screen.getByText('Cutting')).toBeTruthy();
    expect(screen.queryByText('Actions')).toBeNull();
    unmount();
    renderWithProviders(<List withActions />);
    expect(screen.getAllByText('Actions').length).toBeGreaterThan(0);
    expect(screen.getByText('Act on Cutting')).toBeTruthy();
  });

  it('hides the columns chosen in the settings, and remembers them in this browser', async () => {
    const { unmount } = renderWithProviders(<List />);
    fireEvent.click(screen.getByLabelText('Columns'));
    const settings = await screen.findByRole('group', { name: 'Columns' });
    // The column naming the row is always shown: it is not offered.
    expect(within(settings).queryByText('Name')).toBeNull();
    fireEvent.click(within(settings).getByText('Code'));
    expect(screen.queryByText('CUT')).toBeNull();
    expect(screen.getByText('First floor')).toBeTruthy();
    unmount();

    renderWithProviders(<List />);
    expect(screen.queryByText('CUT')).toBeNull();
    expect(JSON.parse(localStorage.getItem('list-view:test-list') ?? '{}')).toMatchObject({
      hidden: ['code'],
    });
  });

  it('remembers the row height chosen', async () => {
    renderWithProviders(<List />);
    fireEvent.click(screen.getByLabelText('Row height'));
    fireEvent.click(await screen.findByText('Compact'));
    expect(document.querySelector('.ant-table-small')).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('list-view:test-list') ?? '{}')).toMatchObject({
      density: 'small',
    });
  });

  it('shows a card a row on a phone: its title, its fields (empty ones left out) and its actions', () => {
    resizeWindow(390);
    const onChoose = vi.fn();
    renderWithProviders(<List withActions onChoose={onChoose} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByText('Note')).toHaveLength(1);
    expect(screen.getByText('First floor')).toBeTruthy();
    expect(screen.getByText('Act on Packing')).toBeTruthy();
    // No row height to choose for cards.
    expect(screen.queryByLabelText('Row height')).toBeNull();

    fireEvent.click(screen.getByLabelText('Choose Packing'));
    expect(onChoose).toHaveBeenCalledWith([rows[1]]);
  });
});
