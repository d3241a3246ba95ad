import type { Page } from '@gbo/contracts';
import { Empty, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toSortParam } from '@/lib/table-sort';

/** A page of a list as the API counts it: `page` from 0. */
export interface Paging {
  page: number;
  size: number;
}

/** The paging after the pager moved to `current` (from 1) with `size` rows: a new size starts from the first. */
export function pagingAfter(paging: Paging, current: number, size: number): Paging {
  return { page: size === paging.size ? current - 1 : 0, size };
}

/** A pager's settings for the paging (none without one): sizes to choose, and the count shown. */
export function usePager(paging: Paging | undefined, total: number, totalText?: (count: number) => string) {
  const { t } = useTranslation();
  if (!paging) return undefined;
  return {
    current: paging.page + 1,
    pageSize: paging.size,
    total,
    showSizeChanger: true,
    showTotal: totalText ?? ((count: number) => t('pagedTable.total', { count })),
  };
}

type Sorter<T> = Parameters<NonNullable<TableProps<T>['onChange']>>[2];

/** The sorted column as the API's `sort` parameter (columns are named by their key: see `sortableColumn`). */
function toSort<T>(sorter: Sorter<T>): string | undefined {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  return toSortParam(single?.columnKey, single?.order);
}

interface PagedTableProps<T> extends Omit<
  TableProps<T>,
  'dataSource' | 'pagination' | 'locale' | 'onChange'
> {
  /** The page the API answered (`{content, totalElements}`); undefined while the first one loads. */
  page: Page<T> | undefined;
  /** Without it the whole list shows, with no pager. */
  paging?: Paging;
  onPagingChange?: (paging: Paging) => void;
  /** A column sorted (or unsorted) by the user, as the API's `sort` parameter (`field,asc`). */
  onSortChange?: (sort: string | undefined) => void;
  /** What the empty table says: what to do, or that nothing matches the search. */
  emptyText: ReactNode;
  /** The count under the table, e.g. "12 people"; "12 in all" by default. */
  totalText?: (count: number) => string;
}

/**
 * A list screen's table on eladmin's pages: rows from `content`, the pager from `totalElements`, sizes to
 * choose, the count shown, and an empty state that says something. It scrolls sideways on a narrow screen.
 */
export function PagedTable<T extends object>({
  page,
  paging,
  onPagingChange,
  onSortChange,
  emptyText,
  totalText,
  ...table
}: PagedTableProps<T>) {
  const pager = usePager(paging, page?.totalElements ?? 0, totalText);
  return (
    <Table<T>
      rowKey="id"
      scroll={{ x: 'max-content' }}
      {...table}
      dataSource={page?.content}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      pagination={pager ?? false}
      onChange={(pagination, _filters, sorter, { action }) => {
        if (action === 'sort' && onSortChange) {
          onSortChange(toSort(sorter));
          return;
        }
        if (action !== 'paginate' || !paging || !onPagingChange) return;
        onPagingChange(pagingAfter(paging, pagination.current ?? 1, pagination.pageSize ?? paging.size));
      }}
    />
  );
}
