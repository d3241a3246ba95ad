import type { DeptTreeNode } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { peopleKeys } from '@/features/people/api/people-keys';
import { api } from '@/lib/http';
import { toTreeOptions } from '@/lib/tree-options';

/** The departments the caller may see (their data scope), as a tree. */
export const getDeptTree = () => api.get<DeptTreeNode[]>('/api/users/getDept');

/** The departments to search by or place a person in, as TreeSelect options. */
export function useDeptOptions() {
  return useQuery({
    queryKey: peopleKeys.deptTree,
    queryFn: getDeptTree,
    select: toTreeOptions,
    meta: { resources: ['depts'] },
  });
}
