import type { Page, Person } from '@gbo/contracts';
import type { Caller } from './helpers';

/** A current member as `caller` (an administrator) finds them in the people list. */
export async function personOf(caller: Caller, mobile: string): Promise<Person> {
  const found = (await caller.get(`/api/users?blurry=${mobile}&left=false`)).json<Page<Person>>().content[0];
  if (!found) throw new Error(`no current member ${mobile}`);
  return found;
}

/** A whole modifyUser body for the person as they are, with `change` applied. */
export async function modificationOf(caller: Caller, mobile: string, change: Record<string, unknown> = {}) {
  const person = await personOf(caller, mobile);
  return {
    id: person.id,
    name: person.name,
    jobNumber: person.jobNumber,
    deptId: person.dept?.id ?? null,
    roleIds: person.roles.map((role) => role.id),
    enabled: person.enabled,
    left: person.left,
    ...change,
  };
}
