import type { Role, RoleCreate, RoleMenus, RoleUpdate } from '@gbo/contracts';
import { useMutation } from '@tanstack/react-query';
import { roleWrite } from '@/features/roles/api/roles-keys';
import { api } from '@/lib/http';

export const createRole = (body: RoleCreate) => api.post<Role>('/api/roles', body);
export const updateRole = (body: RoleUpdate) => api.put<void>('/api/roles', body);
/** Replaces the role's menu grant; refused for anything the caller does not hold. */
export const grantMenus = (body: RoleMenus) => api.put<void>('/api/roles/menu', body);
/** Deletes roles nobody holds. */
export const deleteRoles = (ids: number[]) => api.delete<void>('/api/roles', { data: ids });

export const useCreateRole = () => useMutation({ mutationFn: createRole, ...roleWrite });
export const useUpdateRole = () => useMutation({ mutationFn: updateRole, ...roleWrite });
export const useGrantMenus = () => useMutation({ mutationFn: grantMenus, ...roleWrite });
export const useDeleteRoles = () => useMutation({ mutationFn: deleteRoles, ...roleWrite });
