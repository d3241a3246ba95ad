import type { CustomerQuery } from '@gbo/contracts';

/** This feature's query keys, all under 'customers'. */
export const customersKeys = {
  all: ['customers'] as const,
  list: (query: CustomerQuery) => ['customers', 'list', query] as const,
};

/**
 * A change to customers refreshes every query reading them (the `customers` resource): this list, and the
 * customer names and choices of the styles screen.
 */
export const customerWrite = { meta: { invalidates: ['customers'] } } as const;
