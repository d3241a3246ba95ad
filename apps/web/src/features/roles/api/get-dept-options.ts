import type { DeptTreeNode } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { rolesKeys } from '@/features/roles/api/roles-keys';
import { api } from '@/lib/http';
import { toTreeOptions } from '@/lib/tree-options';

/** The departments the caller may see (their data scope), as a tree. */
export const getDeptTree = () => api.get<DeptTreeNode[]>('/api/users/getDept');

/** The departments a custom data scope may name, as TreeSelect options. */
export function useDeptOptions({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: rolesKeys.deptTree,
    queryFn: getDeptTree,
    select: toTreeOptions,
    enabled,
    meta: { resources: ['depts'] },
  });
}
