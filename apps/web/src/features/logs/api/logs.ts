import type { AuditLog, AuditLogError, Page } from '@gbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LogParams } from '@/features/logs/utils/log-query';
import { api } from '@/lib/http';

/** eladmin's range is the same parameter twice: `createTime=from&createTime=to`, not `createTime[]=`. */
const paramsSerializer = { indexes: null };

export const getLogs = (params: LogParams) =>
  api.get<Page<AuditLog>>('/api/logs', { params, paramsSerializer });
export const getLogError = (id: number) => api.get<AuditLogError>(`/api/logs/error/${id}`);
/** The filtered log as a CSV file. */
export const downloadLogs = (params: LogParams) =>
  api.get<Blob>('/api/logs/download', { params, paramsSerializer, responseType: 'blob' });

export function useLogs(params: LogParams) {
  return useQuery({
    queryKey: ['logs', params],
    queryFn: () => getLogs(params),
    placeholderData: keepPreviousData,
  });
}

export function useLogError(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['logs', 'error', id],
    queryFn: () => getLogError(id),
    enabled,
    staleTime: Infinity,
  });
}
