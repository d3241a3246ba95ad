import type { CutOrderSummary, FactorySettings, Page, Style } from '@gbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cutOrderKeys } from '@/features/cutting/api/cut-order-keys';
import { api } from '@/lib/http';
import { CHOICE_COUNT } from '@/lib/lookups/lookup-keys';
import { usePermissionGuard } from '@/lib/permission';
import { useSessionStore } from '@/lib/session-store';

export const getStyle = (id: number) => api.get<Style>(`/api/styles/${id}`);
/** A style's beds, newest first as the list gives them: the ones a new bed may copy. */
export const getStyleBeds = (styleId: number) =>
  api.get<Page<CutOrderSummary>>('/api/cutOrders', { params: { styleId, page: 0, size: 100 } });
export const getFactorySettings = (factoryId: number) =>
  api.get<FactorySettings>('/api/factory/getFactoryEnum', { params: { factoryId } });

export function useStyle(id: number | undefined) {
  return useQuery({
    queryKey: cutOrderKeys.style(id ?? 0),
    queryFn: () => getStyle(id ?? 0),
    enabled: id !== undefined,
    meta: { resources: ['styles'] },
  });
}

/** The cut orders to choose from (the newest first, matched by style number or name). */
export function useCutOrderOptions(blurry: string, enabled = true) {
  return useQuery({
    queryKey: cutOrderKeys.options(blurry),
    queryFn: () =>
      api.get<Page<CutOrderSummary>>('/api/cutOrders', {
        params: { page: 0, size: CHOICE_COUNT, blurry: blurry || undefined },
      }),
    enabled,
    placeholderData: keepPreviousData,
    meta: { resources: ['cutOrders', 'styles'] },
  });
}

export function useStyleBeds(styleId: number | undefined) {
  return useQuery({
    queryKey: cutOrderKeys.styleBeds(styleId ?? 0),
    queryFn: () => getStyleBeds(styleId ?? 0),
    enabled: styleId !== undefined,
    meta: { resources: ['cutOrders'] },
  });
}

/**
 * The signed-in factory's settings (presets, default max plies, ticket template) for those the server answers
 * them to: who edits the factory, adds beds or prints tickets. Anyone else goes without (the server applies
 * the same defaults); `loading` is true only while an allowed read is on its way.
 */
export function useFactorySettings(enabled = true) {
  const factoryId = useSessionStore((state) => state.factory?.factoryId);
  const allowed = usePermissionGuard(['admin', 'factory:edit', 'bundle:add', 'bundle:print']);
  const on = enabled && allowed && factoryId !== undefined;
  const { data, isLoading } = useQuery({
    queryKey: cutOrderKeys.factorySettings(factoryId ?? 0),
    queryFn: () => getFactorySettings(factoryId ?? 0),
    enabled: on,
    staleTime: 5 * 60_000,
    meta: { resources: ['factories'] },
  });
  return { settings: data, loading: on && isLoading };
}

/** The factory's default max plies; without it max plies stays empty, which the server reads as the same. */
export function useDefaultMaxPlies(): { maxPlies: number | undefined; loading: boolean } {
  const { settings, loading } = useFactorySettings();
  return { maxPlies: settings?.defaultMaxPlies, loading };
}
