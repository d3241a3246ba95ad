import type { ProductionQuery, ScanQuery } from '@gbo/contracts';

/** This feature's query keys, all under 'production'. */
export const productionKeys = {
  scans: (query: Partial<ScanQuery>) => ['production', 'scans', query] as const,
  grid: (query: Partial<ProductionQuery>) => ['production', 'grid', query] as const,
  overview: (styleId: number) => ['production', 'overview', styleId] as const,
  cutOrders: (styleId: number) => ['production', 'cut-orders', styleId] as const,
  lookup: (ticket: string) => ['production', 'lookup', ticket] as const,
};

/** A scan recorded or undone changes the scan list, the production grid and the bundles' progress. */
export const scanWrite = { meta: { invalidates: ['scans', 'production'] } } as const;
