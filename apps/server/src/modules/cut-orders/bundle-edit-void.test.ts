import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { type Database, queryRows } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { createFactoryService } from '../factory';
import { createStyleService } from '../styles';
import type * as Repository from './repository';
import { CUT_ORDER_MESSAGES, createCutOrderService } from './service';
import { english } from '../../lib/messages';
import { createPrinterService } from '../printers';

// What runs right after the service reads a bundle: here, another clerk's void committing between the edit's
// check and its update (the race of two requests, made certain on PGlite's one connection).
let afterRead: (() => Promise<void>) | undefined;
vi.mock('./repository', async (importOriginal) => {
  const actual = await importOriginal<typeof Repository>();
  return {
    ...actual,
    findBundle: async (...args: Parameters<typeof actual.findBundle>) => {
      const row = await actual.findBundle(...args);
      const hook = afterRead;
      afterRead = undefined;
      await hook?.();
      return row;
    },
  };
});

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const auth: AuthContext = {
  sessionId: 0,
  userId: 1,
  factoryId: 1,
  memberId: null,
  platformAdmin: false,
  minAppVersion: null,
  timeZone: 'Asia/Shanghai',
  authorities: async () => [],
};

describe('an edit racing a void', () => {
  it('leaves a bundle voided after the edit read it untouched: 409, not an edited void bundle', async () => {
    const db = database.db;
    const service = createCutOrderService({
      db,
      printers: createPrinterService({ db }),
      secret: 'test-secret-0123456789-0123456789',
      styles: createStyleService({ db }),
      factory: createFactoryService({ db }),
    });
    const [bundle] = await queryRows<{ id: string; bundle_no: number; qty: number; note: string | null }>(
      db,
      sql`select id, bundle_no, qty, note from bundles where factory_id = 1 and status = 'active' order by id limit 1`,
    );
    const id = Number(bundle?.id);
    afterRead = async () => {
      await db.execute(sql`update bundles set status = 'void', void_reason = 'stained' where id = ${id}`);
    };
    await expect(service.updateBundle(auth, id, { qty: 1, note: 'edited' })).rejects.toMatchObject({
      status: 409,
      message: english(CUT_ORDER_MESSAGES.bundleVoid(bundle?.bundle_no ?? 0)),
    });
    const [after] = await queryRows<{ status: string; qty: number; note: string | null }>(
      db,
      sql`select status, qty, note from bundles where id = ${id}`,
    );
    expect(after).toEqual({ status: 'void', qty: bundle?.qty, note: bundle?.note });

    // A bundle that is not there (another factory's, or its bed deleted) is still a 404.
    await expect(service.updateBundle(auth, 99_999_999, { qty: 1, note: null })).rejects.toMatchObject({
      status: 404,
    });
  });
});
