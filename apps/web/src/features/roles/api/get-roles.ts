import type { Page, Role } from '@gbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type RoleQuery, rolesKeys } from '@/features/roles/api/roles-keys';
import { api } from '@/lib/http';

export const getRoles = (params: RoleQuery) => api.get<Page<Role>>('/api/roles', { params });

export function useRoles(query: RoleQuery) {
  return useQuery({
    queryKey: rolesKeys.list(query),
    queryFn: () => getRoles(query),
    placeholderData: keepPreviousData,
    // A role shows its departments' names, its menus and how many people hold it.
    meta: { resources: ['roles', 'depts', 'menus', 'users'] },
  });
}

export const getRole = (id: number) => api.get<Role>(`/api/roles/${id}`);

/** One role, fresh: the grant panel reads its menus from here. */
export function useRole(id: number | undefined) {
  return useQuery({
    queryKey: rolesKeys.detail(id ?? 0),
    queryFn: () => getRole(id ?? 0),
    enabled: id !== undefined,
    meta: { resources: ['roles', 'depts', 'menus', 'users'] },
  });
}
