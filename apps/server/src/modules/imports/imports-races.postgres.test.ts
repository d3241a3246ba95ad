import type { ImportResult } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { importClient, xlsxOf } from '../../../test/upload';

// Races only PostgreSQL shows (PGlite runs one statement at a time): CI's PostgreSQL pass runs this file.
let t: TestContext;
let tokens: string[];
beforeAll(async () => {
  t = await createTestContext();
  tokens = await Promise.all([t.login('13900000001', 1), t.login('13900000002', 1)]);
});
afterAll(() => t.close());

const importStyles = async (token: string, rows: string[][]) => {
  const file = await xlsxOf([['Style no.', 'Style name', 'Colours', 'Sizes'], ...rows]);
  return importClient(t.app, token).write('styles', file);
};

describe('two imports of the same new style number at once', () => {
  it('write one; the other answers 409 naming the row, and writes none of its rows', async () => {
    for (let round = 0; round < 6; round++) {
      const shared = `RACE-${round}`;
      const replies = await Promise.all(
        tokens.map((token, i) =>
          importStyles(token, [
            [`RACE-${round}-own-${i}`, 'Own', 'Navy', 'M'],
            [shared, `Shared ${i}`, 'Navy', 'M'],
          ]),
        ),
      );
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
      const loser = replies.findIndex((reply) => reply.statusCode === 409);
      // Planned after the winner committed, the row exists; planned before, the unique index refuses its write.
      const refused = replies[loser]?.json<{ result: ImportResult }>().result;
      expect(refused?.errors).toEqual([
        expect.objectContaining({ row: 3, message: expect.stringContaining(shared) }),
      ]);
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/styles?blurry=RACE-${round}-&size=50`,
        headers: { authorization: tokens[0] as string },
      });
      const numbers = page.json<{ content: { styleNo: string }[] }>().content.map((style) => style.styleNo);
      // The winner's own style is there, the loser's is not: nothing of the refused file was kept.
      expect(numbers.sort()).toEqual([`RACE-${round}-own-${1 - loser}`]);
    }
  });
});
