import type { Dept, DeptCreate, DeptUpdate } from '@gbo/contracts';
import { useMutation } from '@tanstack/react-query';
import { deptWrite } from '@/features/depts/api/depts-keys';
import { api } from '@/lib/http';

export const createDept = (body: DeptCreate) => api.post<Dept>('/api/dept', body);
export const updateDept = (body: DeptUpdate) => api.put<void>('/api/dept', body);
/** Deletes the departments with everything below them; refused while people belong to any. */
export const deleteDepts = (ids: number[]) => api.delete<void>('/api/dept', { data: ids });

export const useCreateDept = () => useMutation({ mutationFn: createDept, ...deptWrite });
export const useUpdateDept = () => useMutation({ mutationFn: updateDept, ...deptWrite });
export const useDeleteDepts = () => useMutation({ mutationFn: deleteDepts, ...deptWrite });
