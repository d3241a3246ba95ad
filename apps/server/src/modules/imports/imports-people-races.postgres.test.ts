import type { ImportResult } from '@gbo/contracts';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { importClient, xlsxOf } from '../../../test/upload';
import { factories, members, users } from '../../db/schema';

// Races only PostgreSQL shows (PGlite runs one statement at a time): CI's PostgreSQL pass runs this file.
let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  adminToken = await t.login('13900000001', 1);
});
afterAll(() => t.close());

async function activeInNingbo() {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.factoryId, 1), eq(members.enabled, true), isNull(members.leftAt)));
  return row?.n ?? 0;
}

const importPeople = async (mobiles: string[]) => {
  const file = await xlsxOf([
    ['Mobile', 'Name', 'Department', 'Password'],
    ...mobiles.map((mobile) => [mobile, `Race ${mobile}`, 'Office', 'Race-Start-2026']),
  ]);
  return importClient(t.app, adminToken).write('people', file);
};

describe('two people imports at once, each within the people limit but not both', () => {
  it('writes exactly one; the other answers 409 naming each row beyond the limit, and writes nothing', async () => {
    for (let round = 0; round < 6; round++) {
      const active = await activeInNingbo();
      await t.database.db
        .update(factories)
        .set({ totalNumber: active + 4 })
        .where(eq(factories.id, 1));
      const batch = (first: number) =>
        [0, 1, 2].map((n) => `1360000${String(round * 10 + first + n).padStart(4, '0')}`);
      const files = [batch(0), batch(5)];
      const replies = await Promise.all(files.map(importPeople));
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
      const lost = replies.findIndex((reply) => reply.statusCode === 409);
      const result = replies[lost]?.json<{ result: ImportResult }>().result;
      // The check saw the winner's rows (it counted under the factory's lock): both rows beyond are named.
      expect(result?.errors.map(({ row, message }) => [row, message])).toEqual([
        [
          3,
          expect.stringContaining(
            `allows at most ${active + 4} enabled people, and this row would be number ${active + 5}`,
          ),
        ],
        [4, expect.stringContaining(`this row would be number ${active + 6}`)],
      ]);
      const written = await t.database.db
        .select({ mobile: users.mobile })
        .from(users)
        .where(inArray(users.mobile, files[lost] ?? []));
      expect(written).toEqual([]);
      expect(await activeInNingbo()).toBe(active + 3);
    }
    await t.database.db.update(factories).set({ totalNumber: 200 }).where(eq(factories.id, 1));
  });
});
