import type { AppSettings } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

export const getAppSettings = () => api.get<AppSettings>('/api/app/settings');

/** What the installation configures for the shell: footer, test banner, app download link. */
export function useAppSettings() {
  return useQuery({
    queryKey: ['app', 'settings'],
    queryFn: getAppSettings,
    // Set when the server starts: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
