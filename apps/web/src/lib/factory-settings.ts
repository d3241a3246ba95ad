import { APP_VERSION, compareVersions, type FactorySettings } from '@gbo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';

/**
 * A factory's own presets and settings (`getFactoryEnum` / `updateFactoryEnum`): a platform operator reaches
 * any factory's (the factories screen), a factory's administrator their own (the personal center).
 */
/** What the server accepts as a minimum app version, e.g. 6, 6.1 or 6.1.2. */
export const APP_VERSION_PATTERN = /^\d+(\.\d+){0,2}$/;

/**
 * What is wrong with a minimum app version. The minimum applies to every client of the factory, this back
 * office included (it sends APP_VERSION), so a minimum above it would lock the administrator out too.
 */
export function minAppVersionProblem(version: string): 'format' | 'tooHigh' | undefined {
  if (!APP_VERSION_PATTERN.test(version)) return 'format';
  return compareVersions(version, APP_VERSION) > 0 ? 'tooHigh' : undefined;
}

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
