import type { QueryClient } from '@tanstack/react-query';
import type { RoleQuery } from '@/features/roles/api/get-roles';

/** This feature's query keys, all under 'roles'. */
export const rolesKeys = {
  all: ['roles'] as const,
  list: (query: RoleQuery) => ['roles', 'list', query] as const,
  detail: (id: number) => ['roles', 'detail', id] as const,
  grantable: ['roles', 'grantable-menus'] as const,
  deptTree: ['roles', 'dept-tree'] as const,
};

/**
 * After a change to roles: this feature's data, and the people screen's (role names and the role choices).
 * Other screens' keys are named by their prefix only, so features stay independent.
 */
export function invalidateAfterRoleChange(queryClient: QueryClient) {
  return Promise.all(
    [rolesKeys.all, ['people']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
