import type { ServerMonitor } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** How often the page asks again: each server process reports every 10 s, its own requests live. */
export const REFRESH_MS = 5000;

export const getServerMonitor = () => api.get<ServerMonitor>('/api/monitor/server');

/** The server monitor's figures, asked again every REFRESH_MS while the page is open (not in a hidden tab). */
export function useServerMonitor() {
  return useQuery({
    queryKey: ['serverMonitor'],
    queryFn: getServerMonitor,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
