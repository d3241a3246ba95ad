import type { Dept } from '@gbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type DeptFilter, deptsKeys } from '@/features/depts/api/depts-keys';
import { toDeptTree } from '@/features/depts/utils/dept-tree';
import { api } from '@/lib/http';

/** The departments the caller may see, flat (filtered by name and status). */
export const getDepts = (params: DeptFilter) =>
  api.get<{ content: Dept[]; totalElements: number }>('/api/dept', { params });

/** The departments as tree-table rows. */
export function useDeptRows(filter: DeptFilter) {
  return useQuery({
    queryKey: deptsKeys.list(filter),
    queryFn: () => getDepts(filter),
    select: (page) => ({ rows: toDeptTree(page.content), list: page.content }),
    placeholderData: keepPreviousData,
    meta: { resources: ['depts'] },
  });
}
