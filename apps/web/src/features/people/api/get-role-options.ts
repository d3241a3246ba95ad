import type { RoleOption } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { peopleKeys } from '@/features/people/api/people-keys';
import { api } from '@/lib/http';

/** The factory's roles, to choose from. */
export const getRoleOptions = () => api.get<RoleOption[]>('/api/users/getRole');

const toSelectOptions = (roles: RoleOption[]) => roles.map((role) => ({ value: role.id, label: role.name }));

export function useRoleOptions({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: peopleKeys.roleOptions,
    queryFn: getRoleOptions,
    select: toSelectOptions,
    enabled,
    meta: { resources: ['roles'] },
  });
}
