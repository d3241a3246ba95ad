import type { DeptTreeNode } from '@gbo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { lookupKeys } from '@/lib/lookups/lookup-keys';
import { usePermissionGuard } from '@/lib/permission';
import { toTreeOptions } from '@/lib/tree-options';

/**
 * Who the server lets read the department tree (`GET api/users/getDept`, apps/server/src/modules/depts/routes.ts):
 * the screens that pick a department. Anyone else is not asked, so they are not told "no permission".
 */
export const DEPT_READERS = [
  'admin',
  'user:list',
  'user:add',
  'user:edit',
  'roles:add',
  'roles:edit',
  'dept:list',
  'work:list',
  'scan:list',
  'wage:list',
  'board:add',
  'attendance:list',
  'efficiency:list',
  'dispute:list',
] as const;

/** The departments the caller may see (their data scope), as a tree. */
export const getDeptTree = () => api.get<DeptTreeNode[]>('/api/users/getDept');

export const deptTreeQuery = () =>
  queryOptions({
    queryKey: lookupKeys.depts,
    queryFn: getDeptTree,
    meta: { resources: ['depts'] },
  });

export interface LookupOptions {
  /** False while the screen does not need it yet (a closed dialog): nothing is asked. */
  enabled?: boolean;
}

/** The departments the caller may see, as the server's tree. */
export function useDeptTree({ enabled = true }: LookupOptions = {}) {
  const allowed = usePermissionGuard(DEPT_READERS);
  return useQuery({ ...deptTreeQuery(), enabled: enabled && allowed });
}

/** The same departments as TreeSelect options (the same cached answer). */
export function useDeptOptions({ enabled = true }: LookupOptions = {}) {
  const allowed = usePermissionGuard(DEPT_READERS);
  return useQuery({ ...deptTreeQuery(), enabled: enabled && allowed, select: toTreeOptions });
}
