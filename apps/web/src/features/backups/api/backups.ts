import type { Backup, BackupList, RestoreStarted } from '@gbo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase } from '@/config/env';
import { anyRunning } from '@/features/backups/utils/backups';
import { api } from '@/lib/http';
import { saveFile } from '@/lib/save-file';

const BACKUPS_KEY = ['backups'] as const;
/** While a backup is being written or proven, the list is asked for again this often. */
const RUNNING_POLL_MS = 2000;

export const getBackups = () => api.get<BackupList>('/api/backups');

/** Every backup kept, newest first, and how backups are made here; polled while one is running. */
export function useBackups(enabled = true) {
  return useQuery({
    queryKey: BACKUPS_KEY,
    queryFn: getBackups,
    enabled,
    refetchInterval: (query) => (enabled && anyRunning(query.state.data?.content) ? RUNNING_POLL_MS : false),
  });
}

/** Starts a backup: the list shows it running, and is polled until it is verified or failed. */
export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Backup>('/api/backups'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}

export function useDeleteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/backups/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}

/** Saves a backup's file, under the name the server gives it. */
export async function downloadBackup(backup: Pick<Backup, 'id' | 'fileName'>): Promise<void> {
  const { file, name } = await api.download(`/api/backups/${encodeURIComponent(backup.id)}/download`, {
    // A large backup takes longer than the usual request's timeout.
    timeout: 0,
  });
  saveFile(file, name ?? backup.fileName);
}

/** What a restore needs: the operator's password, the file's name typed again, and the backup or a file. */
export type RestoreInput = { password: string; confirm: string } & (
  { id: string } | { file: File; onProgress?: (loaded: number, total: number | undefined) => void }
);

/**
 * Restores a backup over the whole installation: a kept one by id (JSON), or an uploaded file (multipart).
 * The server checks the whole backup and restores it before it answers, so no timeout applies.
 */
export function restoreBackup(input: RestoreInput): Promise<RestoreStarted> {
  const config = {
    timeout: 0,
    // The dialog shows a refusal itself (under the field it names, or inside the dialog).
    showsOwnMessage: true,
  };
  if ('id' in input) {
    const { id, password, confirm } = input;
    return api.post<RestoreStarted>('/api/backups/restore', { id, password, confirm }, config);
  }
  const body = new FormData();
  // The fields first: the server reads them before it stores the file.
  body.append('password', input.password);
  body.append('confirm', input.confirm);
  body.append('file', input.file, input.file.name);
  return api.post<RestoreStarted>('/api/backups/restore', body, {
    ...config,
    // The client's default JSON type would turn the form into JSON; this lets the browser set the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => input.onProgress?.(event.loaded, event.total),
  });
}

export const useRestoreBackup = () => useMutation({ mutationFn: restoreBackup });

/** How long one health check may take before it counts as no answer. */
const HEALTH_TIMEOUT_MS = 5000;

/**
 * Whether the server is back and serving: `GET /health` answers 200 `{status: 'ok'}`. Asked with fetch, not
 * the app's client, so the refusals and refused connections of a restarting server raise no notices.
 */
export async function serverIsUp(): Promise<boolean> {
  try {
    const response = await fetch(`${apiBase.replace(/\/+$/, '')}/health`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as unknown;
    return typeof body === 'object' && body !== null && 'status' in body && body.status === 'ok';
  } catch {
    return false;
  }
}
