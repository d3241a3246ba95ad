import type { Role } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { ROLE_MESSAGES } from './service';
import { english } from '../../lib/messages';

// Races only PostgreSQL shows (PGlite runs one statement at a time): CI's PostgreSQL pass runs this file.
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('13900000001', 1);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', payload: object) =>
  t.app.inject({ method, url: '/api/roles', headers: { authorization: admin }, payload });
const role = (name: string, code: string) => ({ name, code, level: 3, dataScope: 'dept', deptIds: [] });

describe('the same role written twice at once', () => {
  it('is created once; the other request gets the 409 it would get coming second', async () => {
    for (let round = 0; round < 10; round++) {
      const code = `race_code_${round}`;
      const results = await Promise.all([
        send('POST', role(`Race ${round} a`, code)),
        send('POST', role(`Race ${round} b`, code)),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const refused = results.find((r) => r.statusCode === 409);
      expect(refused?.json<{ message: string }>().message).toBe(
        english(ROLE_MESSAGES.duplicate('code', code)),
      );
    }
  });

  it('renamed to the same name by two requests: one wins, the other gets a 409', async () => {
    for (let round = 0; round < 10; round++) {
      const first = (await send('POST', role(`Rename ${round} x`, `rename_x_${round}`))).json<Role>();
      const second = (await send('POST', role(`Rename ${round} y`, `rename_y_${round}`))).json<Role>();
      const name = `Renamed ${round}`;
      const results = await Promise.all([
        send('PUT', { ...role(name, `rename_x_${round}`), id: first.id }),
        send('PUT', { ...role(name, `rename_y_${round}`), id: second.id }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    }
  });
});
