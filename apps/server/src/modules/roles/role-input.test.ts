import type { Role } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, deptIdOf, type TestContext } from '../../../test/helpers';

let t: TestContext;
let admin: Caller;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.as('13900000001', 1);
});
afterAll(() => t.close());

describe('a repeated department id of a custom scope', () => {
  it('scopes the role to the department once when creating and editing it', async () => {
    const qc = await deptIdOf(t.database, 'QC');
    const created = await admin.post('/api/roles', {
      name: 'QC inspector',
      code: 'qc_inspector',
      dataScope: 'custom',
      deptIds: [qc, qc],
    });
    expect(created.statusCode).toBe(201);
    const role = created.json<Role>();
    expect(role.depts).toEqual([{ id: qc, name: 'QC' }]);

    const cutting = await deptIdOf(t.database, 'Cutting');
    const edited = await admin.put('/api/roles', { ...role, deptIds: [cutting, qc, cutting] });
    expect(edited.statusCode).toBe(204);
    const [after] = (await admin.get('/api/roles?blurry=qc_inspector')).json<{ content: Role[] }>().content;
    expect(after?.depts.map((dept) => dept.id).sort()).toEqual([cutting, qc].sort());
  });
});
