import type { AuditLog, AuditLogError, Page } from '@gbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LogParams } from '@/features/logs/utils/log-query';
import { api } from '@/lib/http';

/** Which log: the factory's own, or the platform's (factories, menus, dictionaries; operators only). */
export type LogKind = 'factory' | 'platform';

const BASE: Record<LogKind, string> = { factory: '/api/logs', platform: '/api/logs/platform' };

/** eladmin's range is the same parameter twice: `createTime=from&createTime=to`, not `createTime[]=`. */
const paramsSerializer = { indexes: null };

export const getLogs = (kind: LogKind, params: LogParams) =>
  api.get<Page<AuditLog>>(BASE[kind], { params, paramsSerializer });
export const getLogError = (kind: LogKind, id: number) => api.get<AuditLogError>(`${BASE[kind]}/error/${id}`);
/** The filtered log as an Excel workbook. */
export const downloadLogs = (kind: LogKind, params: LogParams) =>
  api.get<Blob>(`${BASE[kind]}/download`, { params, paramsSerializer, responseType: 'blob' });

export function useLogs(kind: LogKind, params: LogParams) {
  return useQuery({
    queryKey: ['logs', kind, params],
    queryFn: () => getLogs(kind, params),
    placeholderData: keepPreviousData,
  });
}

export function useLogError(kind: LogKind, id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['logs', kind, 'error', id],
    queryFn: () => getLogError(kind, id),
    enabled,
    staleTime: Infinity,
  });
}
