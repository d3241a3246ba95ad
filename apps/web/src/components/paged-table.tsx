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
  paging: Paging;
  onPagingChange: (paging: Paging) => void;
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
  const { t } = useTranslation();
  return (
    <Table<T>
      rowKey="id"
      scroll={{ x: 'max-content' }}
      {...table}
      dataSource={page?.content}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      pagination={{
        current: paging.page + 1,
        pageSize: paging.size,
        total: page?.totalElements ?? 0,
        showSizeChanger: true,
        showTotal: totalText ?? ((count) => t('pagedTable.total', { count })),
      }}
      onChange={(pagination, _filters, sorter, { action }) => {
        if (action === 'sort' && onSortChange) {
          onSortChange(toSort(sorter));
          return;
        }
        if (action !== 'paginate') return;
        const size = pagination.pageSize ?? paging.size;
        // A new page size starts again from the first page.
        const current = size === paging.size ? (pagination.current ?? 1) : 1;
        onPagingChange({ page: current - 1, size });
      }}
    />
  );
}
