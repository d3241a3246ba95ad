import type { Person, PersonCreate, PersonUpdate } from '@gbo/contracts';

/** What the add/edit form holds; empty optional fields are undefined or ''. */
export interface PersonFormValues {
  mobile: string;
  name: string;
  /** Only when adding. */
  password?: string;
  jobNumber?: string;
  deptId?: number;
  roleIds: number[];
  enabled: boolean;
}

export const NEW_PERSON: PersonFormValues = { mobile: '', name: '', roleIds: [], enabled: true };

/** The form filled from a person being edited. */
export function toFormValues(person: Person): PersonFormValues {
  return {
    mobile: person.mobile,
    name: person.name,
    jobNumber: person.jobNumber ?? undefined,
    deptId: person.dept?.id,
    roleIds: person.roles.map((role) => role.id),
    enabled: person.enabled,
  };
}

const blankToNull = (value: string | undefined) => value?.trim() || null;

/** The membership fields both requests share: trimmed, empty ones as null. */
function membership(values: PersonFormValues) {
  return {
    name: values.name.trim(),
    jobNumber: blankToNull(values.jobNumber),
    deptId: values.deptId ?? null,
    roleIds: values.roleIds,
    enabled: values.enabled,
  };
}

/** `createUser`. */
export function toPersonCreate(values: PersonFormValues): PersonCreate {
  return { mobile: values.mobile.trim(), password: values.password ?? '', ...membership(values) };
}

/** `modifyUser` from the form; whether the person has left is not the form's to change. */
export function toPersonUpdate(person: Person, values: PersonFormValues): PersonUpdate {
  return { id: person.id, ...membership(values), left: person.left };
}

/** `modifyUser` for a row action: the person as they are, with one status changed. */
export function withStatus(person: Person, change: { enabled?: boolean; left?: boolean }): PersonUpdate {
  return {
    id: person.id,
    name: person.name,
    jobNumber: person.jobNumber,
    deptId: person.dept?.id ?? null,
    roleIds: person.roles.map((role) => role.id),
    enabled: change.enabled ?? person.enabled,
    left: change.left ?? person.left,
  };
}

export type PersonStatus = 'enabled' | 'disabled' | 'left';

/** Having left outranks being disabled: a departed person cannot sign in either way. */
export function personStatus(person: Pick<Person, 'enabled' | 'left'>): PersonStatus {
  if (person.left) return 'left';
  return person.enabled ? 'enabled' : 'disabled';
}
