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

describe('two imports adding the same new style numbers at once, in opposite orders', () => {
  it('write one; the other answers 409 naming its rows (no deadlock, no 500), and writes none of them', async () => {
    for (let round = 0; round < 6; round++) {
      const [first, second] = [`RACE-${round}-X`, `RACE-${round}-Y`];
      // Between the two shared numbers, new ones of each file's own: the writes interleave.
      const own = (i: number) =>
        Array.from({ length: 20 }, (_, n) => [`RACE-${round}-own-${i}-${n}`, 'Own', 'Navy', 'M']);
      // The shared rows differ between the files (else the later one would find them unchanged).
      const files = [
        [[first, 'Shared 0', 'Navy', 'M'], ...own(0), [second, 'Shared 0', 'Navy', 'M']],
        [[second, 'Shared 1', 'Navy', 'M'], ...own(1), [first, 'Shared 1', 'Navy', 'M']],
      ];
      const replies = await Promise.all(tokens.map((token, i) => importStyles(token, files[i] ?? [])));
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
      const loser = replies.findIndex((reply) => reply.statusCode === 409);
      // The import lock makes the loser plan after the winner committed: both shared numbers exist by then.
      const refused = replies[loser]?.json<{ result: ImportResult }>().result;
      expect(refused?.errors.map((error) => [error.row, error.message])).toEqual([
        [2, expect.stringContaining(loser === 0 ? first : second)],
        [23, expect.stringContaining(loser === 0 ? second : first)],
      ]);
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/styles?blurry=RACE-${round}-own-&size=50`,
        headers: { authorization: tokens[0] as string },
      });
      const numbers = page.json<{ content: { styleNo: string }[] }>().content.map((style) => style.styleNo);
      // The winner's own styles are there, none of the loser's: nothing of the refused file was kept.
      expect(numbers.every((styleNo) => styleNo.startsWith(`RACE-${round}-own-${1 - loser}-`))).toBe(true);
      expect(numbers).toHaveLength(20);
    }
  });
});
