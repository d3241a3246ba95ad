import type { FactorySettings } from '@gbo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { factoryKeys } from '@/features/factory/api/factory-keys';
import { api } from '@/lib/http';

/**
 * A factory's own presets and settings (`getFactoryEnum` / `updateFactoryEnum`): a platform operator reaches
 * any factory's (the factories screen), a factory's administrator their own (the personal center).
 */
export const getFactorySettings = (factoryId: number) =>
  api.get<FactorySettings>('/api/factory/getFactoryEnum', { params: { factoryId } });
export const updateFactorySettings = ({
  factoryId,
  settings,
}: {
  factoryId: number;
  settings: FactorySettings;
}) => api.post<void>('/api/factory/updateFactoryEnum', { factoryId, settings });

export function useFactorySettings(factoryId: number, enabled: boolean) {
  return useQuery({
    queryKey: factoryKeys.settings(factoryId),
    queryFn: () => getFactorySettings(factoryId),
    enabled,
    meta: { resources: ['factories'] },
  });
}

export function useUpdateFactorySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFactorySettings,
    // Only this factory's settings change: nothing else on screen shows them.
    onSuccess: (_, { factoryId }) =>
      queryClient.invalidateQueries({ queryKey: factoryKeys.settings(factoryId) }),
  });
}
