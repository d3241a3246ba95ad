import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';
import { users } from '../../db/schema';

// Races only PostgreSQL shows (PGlite runs one statement at a time): CI's PostgreSQL pass runs this file.
let t: TestContext;
let ningbo: Caller;
let huzhou: Caller;
beforeAll(async () => {
  t = await createTestContext();
  [ningbo, huzhou] = await Promise.all([t.as('13900000001', 1), t.as('13900000001', 2)]);
});
afterAll(() => t.close());

describe('two factories adding the same new mobile number at once', () => {
  it('both succeed, with the usual answer: one makes the account, the other finds it', async () => {
    for (let round = 0; round < 8; round++) {
      const mobile = `1370000${String(5000 + round)}`;
      const add = (caller: Caller, name: string) =>
        caller.post('/api/users/createUser', { mobile, name, password: 'Start@2026x' });
      const replies = await Promise.all([add(ningbo, 'Ningbo typed'), add(huzhou, 'Huzhou typed')]);
      expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201]);
      const accounts = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
      expect(accounts).toHaveLength(1);
    }
  });
});
