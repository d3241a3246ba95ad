import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { dashboardKeys } from '@/features/dashboard/api/dashboard';
import { listenToDashboard, type StreamState } from '@/features/dashboard/api/dashboard-events';

/** Events closer together than this make one fetch of the figures. */
const DEBOUNCE_MS = 500;

/**
 * While the dashboard is open, its figures follow the factory's changes: the server's event stream says when
 * (no polling), and the figures are fetched again once a burst of changes has passed. Answers the stream's
 * state, for the page to show whether it is live.
 */
export function useDashboardEvents(): StreamState {
  const client = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void client.invalidateQueries({ queryKey: dashboardKeys.all }), DEBOUNCE_MS);
    };
    void listenToDashboard({ changed, state: setState }, controller.signal);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client]);
  return state;
}
