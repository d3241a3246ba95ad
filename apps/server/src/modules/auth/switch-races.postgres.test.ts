import type { LoginResponse } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

// Races only PostgreSQL shows (PGlite runs one statement at a time): CI's PostgreSQL pass runs this file.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('one token switching factory many times at once', () => {
  it('opens one new session; the others find the session gone', async () => {
    for (let round = 0; round < 5; round++) {
      const token = await t.login('13900000001', 1);
      const replies = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/auth/switchFactory',
            headers: { authorization: token },
            payload: { factoryId: 2 },
          }),
        ),
      );
      const codes = replies.map((reply) => reply.statusCode).sort();
      expect(codes).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
      const won = replies.find((reply) => reply.statusCode === 200)?.json<LoginResponse>();
      const info = await t.app.inject({ url: '/auth/info', headers: { authorization: won?.token ?? '' } });
      expect(info.statusCode).toBe(200);
    }
  });
});
