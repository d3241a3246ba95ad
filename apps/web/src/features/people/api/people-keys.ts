import type { QueryClient } from '@tanstack/react-query';
import type { PeopleQuery } from '@/features/people/utils/people-query';

/** This feature's query keys, all under 'people'. */
export const peopleKeys = {
  all: ['people'] as const,
  list: (query: PeopleQuery) => ['people', 'list', query] as const,
  counts: ['people', 'counts'] as const,
  deptTree: ['people', 'dept-tree'] as const,
  roleOptions: ['people', 'role-options'] as const,
};

/**
 * After a change to people: this feature's data, and the roles screen's (its member counts). Other screens'
 * keys are named by their prefix only, so features stay independent.
 */
export function invalidateAfterPeopleChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['roles'] }),
  ]);
}
