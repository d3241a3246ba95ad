import type { ProductionGrid, ProductionQuery } from '@gbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productionKeys } from '@/features/production/api/production-keys';
import { api } from '@/lib/http';

/** The grid's filters as `GET api/production` takes them (`finished` as the query's text). */
export type ProductionParams = Omit<Partial<ProductionQuery>, 'finished'> & { finished?: 'true' | 'false' };

export const getProduction = (params: ProductionParams) =>
  api.get<ProductionGrid>('/api/production', { params });

const resources = ['production', 'scans', 'cutOrders', 'bundles', 'styles'] as const;

/** The grid of the filters; nothing is asked before a style (or cut order) is chosen. */
export function useProduction(params: ProductionParams) {
  return useQuery({
    queryKey: productionKeys.grid(params as Partial<ProductionQuery>),
    queryFn: () => getProduction(params),
    enabled: params.styleId !== undefined || params.cutOrderId !== undefined,
    placeholderData: keepPreviousData,
    meta: { resources },
  });
}

/**
 * One process's pieces per colour × size over the filters: asked for only when a process is opened (the
 * grid answers none), with a one-bundle page.
 */
export function useBreakdown(params: ProductionParams, seq: number | undefined) {
  const query = { ...params, page: 0, size: 1, breakdownSeq: seq };
  return useQuery({
    queryKey: productionKeys.grid(query as Partial<ProductionQuery>),
    queryFn: () => getProduction(query),
    enabled: seq !== undefined && (params.styleId !== undefined || params.cutOrderId !== undefined),
    placeholderData: keepPreviousData,
    meta: { resources },
  });
}

/** Every bed of the style, unfiltered: the cut order summary and the bed choices. */
export function useStyleOverview(styleId: number | undefined) {
  return useQuery({
    queryKey: productionKeys.overview(styleId ?? 0),
    queryFn: () => getProduction({ styleId, page: 0, size: 1 }),
    enabled: styleId !== undefined,
    meta: { resources },
  });
}

/** Every bundle the filters match as an Excel workbook. */
export const exportProduction = ({ page: _page, size: _size, ...filters }: ProductionParams) =>
  api.get<Blob>('/api/production/download', { params: filters, responseType: 'blob' });
