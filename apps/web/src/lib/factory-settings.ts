import type { FactorySettings } from '@gbo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';

/**
 * A factory's own presets and settings (`getFactoryEnum` / `updateFactoryEnum`): a platform operator reaches
 * any factory's (the factories screen), a factory's administrator their own (the personal center).
 */
const settingsKey = (factoryId: number) => ['factory', factoryId, 'settings'] as const;

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
    queryKey: settingsKey(factoryId),
    queryFn: () => getFactorySettings(factoryId),
    enabled,
  });
}

export function useUpdateFactorySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFactorySettings,
    onSuccess: (_, { factoryId }) => queryClient.invalidateQueries({ queryKey: settingsKey(factoryId) }),
  });
}
