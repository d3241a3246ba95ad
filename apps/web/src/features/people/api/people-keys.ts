import type { PeopleQuery } from '@/features/people/utils/people-query';

/** This feature's query keys, all under 'people'. */
export const peopleKeys = {
  all: ['people'] as const,
  list: (query: PeopleQuery) => ['people', 'list', query] as const,
  counts: ['people', 'counts'] as const,
  roleOptions: ['people', 'role-options'] as const,
};

/**
 * A change to people refreshes every query reading them (the `users` resource): this screen's, and the roles
 * screen's member counts.
 */
export const peopleWrite = { meta: { invalidates: ['users'] } } as const;
