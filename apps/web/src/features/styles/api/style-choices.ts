import type { FactorySettings } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { stylesKeys } from '@/features/styles/api/styles-keys';
import { api } from '@/lib/http';
import { usePermissionGuard } from '@/lib/permission';
import { useSessionStore } from '@/lib/session-store';

/**
 * The signed-in factory's colour and size presets (its settings), offered when a style lists its own. The
 * server answers them to who may edit the factory's settings or enter styles; anyone else types them.
 */
export function useFactoryPresets() {
  const factoryId = useSessionStore((state) => state.factory?.factoryId);
  const mayRead = usePermissionGuard(['admin', 'factory:edit', 'style:add', 'style:edit']);
  return useQuery({
    queryKey: stylesKeys.presets(factoryId ?? 0),
    queryFn: () => api.get<FactorySettings>('/api/factory/getFactoryEnum', { params: { factoryId } }),
    enabled: factoryId !== undefined && mayRead,
    select: (settings) => ({ colours: settings.colours, sizes: settings.sizes }),
    staleTime: 5 * 60_000,
    meta: { resources: ['factories'] },
  });
}
