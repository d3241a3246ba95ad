/** A table column's sort order, as antd names it. */
export type SortOrder = 'ascend' | 'descend' | null;

/**
 * The API's `sort` parameter (eladmin's `field,asc` / `field,desc`) for a column the user sorted;
 * undefined when the column is no longer sorted.
 */
export function toSortParam(field: unknown, order: SortOrder | undefined): string | undefined {
  if (typeof field !== 'string' || !order) return undefined;
  return `${field},${order === 'ascend' ? 'asc' : 'desc'}`;
}

/** The order a column shows for the API's `sort` parameter. */
export function sortOrderOf(sort: string | undefined, field: string): SortOrder {
  const [sortField, direction] = sort?.split(',') ?? [];
  if (sortField !== field) return null;
  return direction === 'desc' ? 'descend' : 'ascend';
}

/** A sortable column's props: sorted by the server, showing the order the `sort` parameter says. */
export function sortableColumn(sort: string | undefined, field: string) {
  return { key: field, sorter: true, sortOrder: sortOrderOf(sort, field) };
}
