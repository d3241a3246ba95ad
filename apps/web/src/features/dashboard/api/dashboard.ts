import type { Dashboard } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** The dashboard's query keys, all under 'dashboard'. */
export const dashboardKeys = { all: ['dashboard'] as const };

/**
 * What the dashboard reads: scans (recorded and undone, on any screen), production, beds and bundles, wages
 * (settlements), shipments. Changes made elsewhere, by anyone, come through the event stream (use-dashboard-events).
 */
const resources = ['scans', 'production', 'cutOrders', 'bundles', 'wages', 'shipments'] as const;

export const getDashboard = () => api.get<Dashboard>('/api/dashboard');

export function useDashboard() {
  return useQuery({ queryKey: dashboardKeys.all, queryFn: getDashboard, meta: { resources } });
}
