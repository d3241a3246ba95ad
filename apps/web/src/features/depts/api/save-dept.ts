import type { Dept, DeptCreate, DeptUpdate } from '@gbo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterDeptChange } from '@/features/depts/api/depts-keys';
import { api } from '@/lib/http';

export const createDept = (body: DeptCreate) => api.post<Dept>('/api/dept', body);
export const updateDept = (body: DeptUpdate) => api.put<void>('/api/dept', body);
/** Deletes the departments with everything below them; refused while people belong to any. */
export const deleteDepts = (ids: number[]) => api.delete<void>('/api/dept', { data: ids });

export function useCreateDept() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDept, onSuccess: () => invalidateAfterDeptChange(queryClient) });
}

export function useUpdateDept() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDept, onSuccess: () => invalidateAfterDeptChange(queryClient) });
}

export function useDeleteDepts() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDepts, onSuccess: () => invalidateAfterDeptChange(queryClient) });
}
