import type { Customer, Page } from '@gbo/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { type ChoiceQuery, choiceQuery, CHOICE_COUNT, lookupKeys } from '@/lib/lookups/lookup-keys';

/** The first customers matching `blurry` (name, contact or phone). */
export const getCustomerChoices = (query: ChoiceQuery) =>
  api.get<Page<Customer>>('/api/customers', { params: query });

export const customerChoicesQuery = (blurry: string, size = CHOICE_COUNT) => {
  const query = choiceQuery(blurry, size);
  return queryOptions({
    queryKey: lookupKeys.customers(query),
    queryFn: () => getCustomerChoices(query),
    meta: { resources: ['customers'] },
  });
};

/**
 * The customers to choose from as the user types, the last answer kept on screen while the next loads.
 * `size`: how many a choice lists at once.
 */
export function useCustomerChoices(blurry: string, { size = CHOICE_COUNT }: { size?: number } = {}) {
  return useQuery({ ...customerChoicesQuery(blurry, size), placeholderData: keepPreviousData });
}
