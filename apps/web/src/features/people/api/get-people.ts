import type { Page, Person } from '@gbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { peopleKeys } from '@/features/people/api/people-keys';
import type { PeopleQuery } from '@/features/people/utils/people-query';
import { api } from '@/lib/http';

/** One page of the factory's people (the server applies the caller's data scope). */
export const getPeople = (params: PeopleQuery) => api.get<Page<Person>>('/api/users', { params });

export function usePeople(query: PeopleQuery) {
  return useQuery({
    queryKey: peopleKeys.list(query),
    queryFn: () => getPeople(query),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
    // A person shows their department's and roles' names.
    meta: { resources: ['users', 'depts', 'roles'] },
  });
}
