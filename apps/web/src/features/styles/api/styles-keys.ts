import type { StyleQuery } from '@gbo/contracts';

/** This feature's query keys, all under 'styles'. */
export const stylesKeys = {
  all: ['styles'] as const,
  list: (query: StyleQuery) => ['styles', 'list', query] as const,
  one: (id: number) => ['styles', 'one', id] as const,
  presets: (factoryId: number) => ['styles', 'presets', factoryId] as const,
};

/** A change to styles refreshes every query reading them (the `styles` resource), the cutting room's too. */
export const styleWrite = { meta: { invalidates: ['styles'] } } as const;
