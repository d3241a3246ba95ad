import type { DeptTreeNode } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { rolesKeys } from '@/features/roles/api/roles-keys';
import { toDeptOptions } from '@/features/roles/utils/dept-options';
import { api } from '@/lib/http';

/** The departments the caller may see, as a tree. */
export const getDeptTree = () => api.get<DeptTreeNode[]>('/api/users/getDept');

/** The choices of a custom data scope, as TreeSelect options. */
export function useDeptOptions({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: rolesKeys.deptTree, queryFn: getDeptTree, select: toDeptOptions, enabled });
}
