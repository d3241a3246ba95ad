import type { DeptTreeNode } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { peopleKeys } from '@/features/people/api/people-keys';
import { toDeptOptions } from '@/features/people/utils/dept-options';
import { api } from '@/lib/http';

/** The departments the caller may see, as a tree. */
export const getDeptTree = () => api.get<DeptTreeNode[]>('/api/users/getDept');

/** The department tree as TreeSelect options. */
export function useDeptOptions() {
  return useQuery({ queryKey: peopleKeys.deptTree, queryFn: getDeptTree, select: toDeptOptions });
}
