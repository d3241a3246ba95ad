import type { FactoryExport, FactoryExportList } from '@gbo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { anyRunning } from '@/features/factory-export/utils/factory-exports';
import { api } from '@/lib/http';
import { saveFile } from '@/lib/save-file';

const FACTORY_EXPORTS_KEY = ['factory-exports'] as const;
/** While an export is being written, the list is asked for again this often (the server reports every 2 s). */
const RUNNING_POLL_MS = 2000;

export const getFactoryExports = () => api.get<FactoryExportList>('/api/factory/exports');

/** The factory's latest exports, newest first; polled while one is running, not otherwise. */
export function useFactoryExports(enabled = true) {
  return useQuery({
    queryKey: FACTORY_EXPORTS_KEY,
    queryFn: getFactoryExports,
    enabled,
    refetchInterval: (query) => (enabled && anyRunning(query.state.data) ? RUNNING_POLL_MS : false),
  });
}

/**
 * Starts an export of everything of the factory: the list shows it running, and is polled until it is done.
 * A refusal (one is running already) is the card's to show, beside its button; the list is asked for again
 * either way, so the one already running shows its progress.
 */
export function useStartFactoryExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<FactoryExport>('/api/factory/exports', undefined, { showsOwnMessage: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FACTORY_EXPORTS_KEY }),
  });
}

/** Saves an export's zip, under the name the server gives it. */
export async function downloadFactoryExport(item: Pick<FactoryExport, 'id' | 'fileName'>): Promise<void> {
  const { file, name } = await api.download(`/api/factory/exports/${item.id}/download`, {
    // A large factory's zip takes longer than the usual request's timeout.
    timeout: 0,
  });
  saveFile(file, name ?? item.fileName ?? `factory-export-${item.id}.zip`);
}
