import type { Page, Role } from '@gbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rolesKeys } from '@/features/roles/api/roles-keys';
import { api } from '@/lib/http';

/** The query string of `GET api/roles`. */
export interface RoleQuery {
  page: number;
  size: number;
  blurry?: string;
}

export const getRoles = (params: RoleQuery) => api.get<Page<Role>>('/api/roles', { params });

export function useRoles(query: RoleQuery) {
  return useQuery({
    queryKey: rolesKeys.list(query),
    queryFn: () => getRoles(query),
    placeholderData: keepPreviousData,
  });
}

export const getRole = (id: number) => api.get<Role>(`/api/roles/${id}`);

/** One role, fresh: the grant panel reads its menus from here. */
export function useRole(id: number | undefined) {
  return useQuery({
    queryKey: rolesKeys.detail(id ?? 0),
    queryFn: () => getRole(id ?? 0),
    enabled: id !== undefined,
  });
}
