import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers';

describe('GET /health', () => {
  it('answers 200 while the database answers and 503 once it does not', async () => {
    const t = await createTestContext();
    try {
      const ok = await t.app.inject({ url: '/health' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'ok' });
      await t.database.close();
      const down = await t.app.inject({ url: '/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 503, message: 'The database does not answer' });
    } finally {
      await t.app.close();
    }
  });
});
