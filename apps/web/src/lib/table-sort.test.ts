import { describe, expect, it } from 'vitest';
import { sortableColumn, sortOrderOf, toSortParam } from '@/lib/table-sort';

describe('table sorting as the API sort parameter', () => {
  it.each([
    ['name', 'ascend', 'name,asc'],
    ['joinedAt', 'descend', 'joinedAt,desc'],
    ['name', null, undefined],
    [undefined, 'ascend', undefined],
  ] as const)('column %s %s → %s', (field, order, param) => {
    expect(toSortParam(field, order)).toBe(param);
  });

  it('shows the sorted column only', () => {
    expect(sortOrderOf('name,desc', 'name')).toBe('descend');
    expect(sortOrderOf('name,asc', 'name')).toBe('ascend');
    expect(sortOrderOf('name,asc', 'jobNumber')).toBeNull();
    expect(sortOrderOf(undefined, 'name')).toBeNull();
  });

  it('gives a sortable column its key, so the table reports which column was sorted', () => {
    expect(sortableColumn('durationMs,desc', 'durationMs')).toEqual({
      key: 'durationMs',
      sorter: true,
      sortOrder: 'descend',
    });
    expect(sortableColumn('durationMs,desc', 'createTime').sortOrder).toBeNull();
  });
});
