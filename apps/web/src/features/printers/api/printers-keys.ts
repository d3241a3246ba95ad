import type { PrintJobQuery } from '@gbo/contracts';

/** This feature's query keys, all under 'printers'. */
export const printersKeys = {
  all: ['printers'] as const,
  list: () => ['printers', 'list'] as const,
  jobs: (query: PrintJobQuery) => ['printers', 'jobs', query] as const,
  job: (id: number) => ['printers', 'job', id] as const,
};

/** A change to printers or their jobs refreshes every query reading them (the `printers` resource). */
export const printerWrite = { meta: { invalidates: ['printers'] } } as const;
