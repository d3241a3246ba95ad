import type { DeptTreeNode } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { wageKeys } from '@/features/wages/api/wage-keys';
import { api } from '@/lib/http';
import { usePermissionGuard } from '@/lib/permission';
import { toTreeOptions, type TreeOption } from '@/lib/tree-options';

/**
 * Who the server lets read the department tree (`api/users/getDept`).
 */
const DEPT_READERS = ['admin', 'user:list', 'dept:list', 'work:list', 'scan:list', 'wage:list'];

/** The departments the caller may see, to filter and settle by, as TreeSelect options. */
export function useDeptOptions() {
  const allowed = usePermissionGuard(DEPT_READERS);
  return useQuery({
    queryKey: wageKeys.deptTree,
    queryFn: () => api.get<DeptTreeNode[]>('/api/users/getDept'),
    enabled: allowed,
    select: toTreeOptions,
    staleTime: 60_000,
    meta: { resources: ['depts'] },
  });
}

/** A department's name in the tree, for the settle confirmation's scope. */
export function deptNameIn(options: readonly TreeOption[] | undefined, id: number): string | undefined {
  for (const option of options ?? []) {
    if (option.value === id) return option.title;
    const found = deptNameIn(option.children, id);
    if (found) return found;
  }
  return undefined;
}
