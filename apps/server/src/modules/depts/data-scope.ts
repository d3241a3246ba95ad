import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { findScopeOf, findWithDescendants } from './repository';

/** The departments whose people and data a caller may see: 'all', or a list of department ids. */
export type VisibleDepts = 'all' | number[];

/**
 * eladmin's data scope, enforced on the server: a platform operator or any role with scope 'all' sees every
 * department; 'dept' adds the member's own department, 'custom' the role's departments, each with the
 * departments below it. A member without roles sees their own department.
 */
export async function visibleDepts(db: DbOrTx, auth: AuthContext): Promise<VisibleDepts> {
  if (auth.platformAdmin) return 'all';
  if (auth.memberId === null) return [];
  const scope = await findScopeOf(db, auth.factoryId, auth.memberId);
  if (scope.dataScopes.includes('all')) return 'all';
  const roots = new Set(scope.customDeptIds);
  const ownDeptCounts = scope.dataScopes.length === 0 || scope.dataScopes.includes('dept');
  if (ownDeptCounts && scope.deptId !== null) roots.add(scope.deptId);
  return findWithDescendants(db, auth.factoryId, [...roots]);
}

export function canSee(visible: VisibleDepts, deptId: number | null): boolean {
  return visible === 'all' || (deptId !== null && visible.includes(deptId));
}
