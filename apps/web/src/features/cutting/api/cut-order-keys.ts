import type { CutOrderBody } from '@/features/cutting/utils/cut-order-form';
import type { CutOrderParams } from '@/features/cutting/utils/cut-order-query';

/** The cut order screen's query keys, all under 'cut-orders'. */
export const cutOrderKeys = {
  all: ['cut-orders'] as const,
  list: (params: CutOrderParams) => ['cut-orders', 'list', params] as const,
  detail: (id: number) => ['cut-orders', 'detail', id] as const,
  preview: (body: CutOrderBody | undefined) => ['cut-orders', 'preview', body] as const,
  style: (id: number) => ['cut-orders', 'style', id] as const,
  options: (blurry: string) => ['cut-orders', 'options', blurry] as const,
  styleBeds: (styleId: number) => ['cut-orders', 'style-beds', styleId] as const,
  factorySettings: (factoryId: number) => ['cut-orders', 'factory-settings', factoryId] as const,
};

/** A new or deleted bed changes the bed lists, the bundles and the style's cut quantities. */
export const cutOrderWrite = { meta: { invalidates: ['cutOrders', 'bundles'] } } as const;
