import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { idArray } from '../../db/client';

// The people module's members as pieces of SQL, for a statement of another module that must stay one
// statement (a list filtered by department, a settlement marking a department's scans): the members table's
// SQL stays here, with its owner, and the other module's statement embeds it.

/** The ids of this factory's members in one department, as a subquery (`worker_id in (…)`). */
export const membersOfDept = (factoryId: number, deptId: number): SQL =>
  sql`(select id from members where factory_id = ${factoryId} and dept_id = ${deptId})`;

/** The ids of this factory's members in any of these departments, as a subquery. */
export const membersOfDepts = (factoryId: number, deptIds: readonly number[]): SQL =>
  sql`(select id from members where factory_id = ${factoryId}
    and dept_id = any(${idArray(deptIds)}))`;

/** A member's name as the factory knows them (the name it typed until they first sign in), as a subquery. */
export const memberNameOf = (factoryId: SQLWrapper | number, memberId: SQLWrapper): SQL<string> =>
  sql<string>`(select coalesce(m.invited_name, u.name) from members m join users u on u.id = m.user_id
    where m.factory_id = ${factoryId} and m.id = ${memberId})`;

/** Which members a read covers: one member, a department's people, the caller's visible departments. */
export type MemberFilter = { workerId?: number; deptId?: number; deptIds?: number[] };

/** The members a filter keeps, as a condition on `column` (a member id of this factory): true for none. */
export function memberFilter(factoryId: number, column: SQL, f: MemberFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.workerId !== undefined) parts.push(sql`${column} = ${f.workerId}`);
  if (f.deptId !== undefined) parts.push(sql`${column} in ${membersOfDept(factoryId, f.deptId)}`);
  if (f.deptIds !== undefined) parts.push(sql`${column} in ${membersOfDepts(factoryId, f.deptIds)}`);
  return sql.join(parts, sql` and `);
}
