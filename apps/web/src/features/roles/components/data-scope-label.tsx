import type { Role } from '@gbo/contracts';
import { useRolesTranslation } from '@/features/roles/hooks/use-roles-translation';

/** The role's data scope in words; a custom scope names its departments. */
export function DataScopeLabel({ role }: { role: Pick<Role, 'dataScope' | 'depts'> }) {
  const { t } = useRolesTranslation();
  const label = t(`dataScope.${role.dataScope}`);
  if (role.dataScope !== 'custom') return label;
  const names = role.depts.map((dept) => dept.name).join(', ');
  return `${label}: ${names || t('dataScope.noDepts')}`;
}
