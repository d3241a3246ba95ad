import type { Page, StyleSummary } from '@gbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { type ChoiceQuery, choiceQuery, lookupKeys } from '@/lib/lookups/lookup-keys';

/** The first styles matching `blurry` (style number, name or order number). */
export const getStyleChoices = (query: ChoiceQuery) =>
  api.get<Page<StyleSummary>>('/api/styles', { params: query });

/** The styles to choose from as the user types, the last answer kept on screen while the next loads. */
export function useStyleChoices(blurry: string) {
  const query = choiceQuery(blurry);
  return useQuery({
    queryKey: lookupKeys.styles(query),
    queryFn: () => getStyleChoices(query),
    placeholderData: keepPreviousData,
    // A style shows its customer's name.
    meta: { resources: ['styles', 'customers'] },
  });
}
