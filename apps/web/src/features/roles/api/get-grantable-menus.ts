import type { MenuDto } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { rolesKeys } from '@/features/roles/api/roles-keys';
import { api } from '@/lib/http';

/** The directories, pages and buttons a role may be granted, as a tree. */
export const getGrantableMenus = () => api.get<MenuDto[]>('/api/menus/grantable');

export function useGrantableMenus() {
  return useQuery({
    queryKey: rolesKeys.grantable,
    queryFn: getGrantableMenus,
    // What the caller may grant is what their own roles hold.
    meta: { resources: ['menus', 'roles'] },
  });
}
