import type { Role, RoleCreate, RoleMenus, RoleUpdate } from '@gbo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterRoleChange } from '@/features/roles/api/roles-keys';
import { api } from '@/lib/http';

export const createRole = (body: RoleCreate) => api.post<Role>('/api/roles', body);
export const updateRole = (body: RoleUpdate) => api.put<void>('/api/roles', body);
/** Replaces the role's menu grant; refused for anything the caller does not hold. */
export const grantMenus = (body: RoleMenus) => api.put<void>('/api/roles/menu', body);
/** Deletes roles nobody holds. */
export const deleteRoles = (ids: number[]) => api.delete<void>('/api/roles', { data: ids });

function useRoleMutation<T, R>(mutationFn: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateAfterRoleChange(queryClient) });
}

export const useCreateRole = () => useRoleMutation(createRole);
export const useUpdateRole = () => useRoleMutation(updateRole);
export const useGrantMenus = () => useRoleMutation(grantMenus);
export const useDeleteRoles = () => useRoleMutation(deleteRoles);
