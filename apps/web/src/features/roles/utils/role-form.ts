import { ADMIN_AUTHORITY, type DataScope, type Role, type RoleCreate, type RoleUpdate } from '@gbo/contracts';

export interface RoleFormValues {
  name: string;
  code: string;
  description?: string;
  dataScope: DataScope;
  /** The departments of a custom scope. */
  deptIds: number[];
}

/** A new role sees its members' own departments, the least surprising scope. */
export const NEW_ROLE: RoleFormValues = { name: '', code: '', dataScope: 'dept', deptIds: [] };

/** Only a custom scope names its departments. */
export const needsDepts = (scope: DataScope | undefined) => scope === 'custom';

/** The administrator role keeps its code: the server protects it. */
export const isAdminRole = (role: Pick<Role, 'code'> | undefined) => role?.code === ADMIN_AUTHORITY;

export function toFormValues(role: Role): RoleFormValues {
  return {
    name: role.name,
    code: role.code,
    description: role.description ?? undefined,
    dataScope: role.dataScope,
    deptIds: role.depts.map((dept) => dept.id),
  };
}

/** The request body: trimmed text, and departments only for a custom scope. */
export function toRoleCreate(values: RoleFormValues): RoleCreate {
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    description: values.description?.trim() || null,
    dataScope: values.dataScope,
    deptIds: needsDepts(values.dataScope) ? values.deptIds : [],
  };
}

export function toRoleUpdate(role: Role, values: RoleFormValues): RoleUpdate {
  return { id: role.id, ...toRoleCreate(values) };
}
