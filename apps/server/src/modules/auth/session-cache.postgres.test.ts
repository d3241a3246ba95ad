import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { createTestContext, type TestContext, testConfig } from '../../../test/helpers';
import { sessionCacheCases } from '../../../test/session-cache-cases';
import { type App, buildApp } from '../../app';
import { type Database, openPostgres, queryRows, withDatabase } from '../../db/client';

// Two apps, each with its own pool, listening connection and session cache on the same database, stand for
// two server processes: a change made through one is refused by the other on its next request, which only
// the NOTIFY from the first can tell it (the other serves the session from memory otherwise).
let t: TestContext;
let second: { app: App; database: Database };

beforeAll(async () => {
  t = await createTestContext();
  const [row] = await queryRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
  const database = await openPostgres(withDatabase(process.env.DATABASE_URL ?? '', row?.name ?? ''), 4);
  const app = await buildApp(
    { config: testConfig({ DATA_DIR: t.dataDir }), database, secret: 'test-secret-0123456789-0123456789' },
    false,
  );
  await app.ready();
  second = { app, database };
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await t.close();
});

describe('the session cache across two server processes', () => {
  sessionCacheCases(() => ({ t, changer: t.app, reader: second.app }), { otherProcess: true });
});
