import type { Page } from '@gbo/contracts';
import { ConfigProvider, Pagination, type TableColumnsType, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CellText } from '@/components/cell-text';
import {
  DEFAULT_COLUMN_WIDTH,
  type ListColumn,
  type ListDetails,
  type ListSelection,
} from '@/components/list-column';
import { ListCards } from '@/components/list-cards';
import { PagedTable, type Paging, pagingAfter, usePager } from '@/components/paged-table';
import type { ListView } from '@/components/use-list-view';
import { useIsMobile } from '@/lib/use-is-mobile';

/** Wide enough for "Edit" and "More", by the size of the buttons. */
const ACTIONS_WIDTH = { small: 120, middle: 130, medium: 130, large: 150 } as const;
/** antd's selection and expander columns. */
const CONTROL_COLUMN_WIDTH = 40;

/** A tree's folding, when the page keeps it (e.g. every level open until folded). */
interface TreeFolding<T> {
  expandedKeys: readonly Key[];
  onExpand: (expanded: boolean, row: T) => void;
}

interface ListTableProps<T> {
  view: ListView<T>;
  /** The field naming a row uniquely; `id` by default. */
  rowKey?: keyof T & string;
  /** The page the API answered; a tree's rows carry their `children`. */
  page: Page<T> | undefined;
  /** Without it the whole list shows, with no pager. */
  paging?: Paging;
  onPagingChange?: (paging: Paging) => void;
  onSortChange?: (sort: string | undefined) => void;
  loading?: boolean;
  emptyText: ReactNode;
  totalText?: (count: number) => string;
  /** A row's actions (`RowActions`); give it only to someone who may act, so the column shows only then. */
  rowActions?: (row: T) => ReactNode;
  selection?: ListSelection<T>;
  details?: ListDetails<T>;
  tree?: TreeFolding<T>;
  onRowClick?: (row: T) => void;
}

/**
 * A list screen's rows: on a desktop a table whose cells never hide text (cut with "…" and shown whole on
 * hover, the table scrolling sideways), on a phone cards. Columns and row height follow the list's view.
 */
export function ListTable<T extends object>(props: ListTableProps<T>) {
  const mobile = useIsMobile();
  return mobile ? <ListCardsPaged {...props} /> : <ListDesktopTable {...props} />;
}

const keyOf =
  <T,>(rowKey: string) =>
  (row: T) =>
    (row as Record<string, Key>)[rowKey] as Key;

function ListDesktopTable<T extends object>({
  view,
  rowKey = 'id' as keyof T & string,
  rowActions,
  selection,
  details,
  tree,
  onRowClick,
  ...table
}: ListTableProps<T>) {
  const { t } = useTranslation();
  const { componentSize = 'middle' } = ConfigProvider.useConfig();
  const widthOf = (column: ListColumn<T>) => column.width ?? DEFAULT_COLUMN_WIDTH;
  const columns: TableColumnsType<T> = view.visible.map((column) => ({
    key: column.key,
    title: column.title,
    // A growing column names no width: the table's fixed layout gives it what the others leave.
    width: column.grow ? undefined : widthOf(column),
    align: column.align,
    fixed: column.fixed,
    sorter: column.sorter,
    sortOrder: column.sortOrder,
    ellipsis: { showTitle: false },
    render: (_, row) => <CellText>{column.render(row)}</CellText>,
  }));
  if (rowActions) {
    columns.push({
      key: 'actions',
      title: t('listTable.actions'),
      fixed: 'end',
      width: ACTIONS_WIDTH[componentSize],
      render: (_, row) => rowActions(row),
    });
  }
  // Narrower than every column's width (a growing one's at least), the table scrolls sideways.
  const controls = (selection ? 1 : 0) + (details ? 1 : 0);
  const width =
    view.visible.reduce((sum, column) => sum + widthOf(column), controls * CONTROL_COLUMN_WIDTH) +
    (rowActions ? ACTIONS_WIDTH[componentSize] : 0);

  return (
    <PagedTable<T>
      {...table}
      rowKey={rowKey}
      size={view.density}
      tableLayout="fixed"
      columns={columns}
      scroll={{ x: width }}
      rowSelection={selection && toRowSelection(selection)}
      expandable={details ? toExpandable(details) : tree && toFolding(tree)}
      onRow={onRowClick && ((row) => ({ onClick: () => onRowClick(row), style: { cursor: 'pointer' } }))}
    />
  );
}

function toRowSelection<T>(selection: ListSelection<T>): TableProps<T>['rowSelection'] {
  return {
    type: selection.type,
    selectedRowKeys: [...selection.selectedKeys],
    onChange: (_, rows) => selection.onChange(rows),
    getCheckboxProps: (row) => ({ disabled: selection.disabled?.(row), 'aria-label': selection.label(row) }),
  };
}

function toExpandable<T>(details: ListDetails<T>): TableProps<T>['expandable'] {
  return {
    expandedRowRender: details.render,
    // antd's own opener, with a name that says which row it opens.
    expandIcon: ({ expanded, onExpand, record }) => (
      <button
        type="button"
        className={`ant-table-row-expand-icon ant-table-row-expand-icon-${expanded ? 'expanded' : 'collapsed'}`}
        aria-expanded={expanded}
        aria-label={details.label(record)}
        onClick={(event) => onExpand(record, event)}
      />
    ),
  };
}

function toFolding<T>(tree: TreeFolding<T>): TableProps<T>['expandable'] {
  return { expandedRowKeys: [...tree.expandedKeys], onExpand: tree.onExpand };
}

/** The cards, and under them the same pager as the table's. */
function ListCardsPaged<T extends object>(props: ListTableProps<T>) {
  const { view, rowKey = 'id' as keyof T & string, page, paging, onPagingChange, totalText } = props;
  const pager = usePager(paging, page?.totalElements ?? 0, totalText);
  return (
    <>
      <ListCards<T>
        rows={page?.content}
        rowKey={keyOf<T>(rowKey)}
        columns={view.visible}
        actions={props.rowActions}
        selection={props.selection}
        details={props.details}
        onRowClick={props.onRowClick}
        loading={props.loading}
        emptyText={props.emptyText}
      />
      {pager && paging && onPagingChange && (
        <Pagination
          {...pager}
          align="end"
          style={{ marginTop: 16 }}
          onChange={(current, size) => onPagingChange(pagingAfter(paging, current, size))}
        />
      )}
    </>
  );
}
