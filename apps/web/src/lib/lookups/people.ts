import type { PersonOption } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import type { LookupOptions } from '@/lib/lookups/depts';
import { lookupKeys, type PeopleScope } from '@/lib/lookups/lookup-keys';
import { api } from '@/lib/http';
import { usePermissionGuard } from '@/lib/permission';

/** Who the server lets choose people (apps/server/src/modules/people/routes.ts, `mayChoosePeople`). */
export const PEOPLE_CHOOSERS = ['admin', 'user:list', 'scan:add', 'scan:list', 'attendance:list'] as const;

const PATHS: Record<PeopleScope, string> = {
  current: '/api/users/getValidUserByFactoryId',
  everyone: '/api/users/getUserByFactoryId',
};

/** The people to choose from (data scope applies): the current ones, or everyone, departed included. */
export const getPeopleChoices = (scope: PeopleScope) => api.get<PersonOption[]>(PATHS[scope]);

/**
 * The people to choose from: everyone, to search past records by; or the current people, to record work for.
 * A minute old is fresh enough (a change made here refreshes it at once, through the `users` resource).
 */
export function usePeopleChoices(scope: PeopleScope, { enabled = true }: LookupOptions = {}) {
  const allowed = usePermissionGuard(PEOPLE_CHOOSERS);
  return useQuery({
    queryKey: lookupKeys.people(scope),
    queryFn: () => getPeopleChoices(scope),
    enabled: enabled && allowed,
    staleTime: 60_000,
    meta: { resources: ['users'] },
  });
}
