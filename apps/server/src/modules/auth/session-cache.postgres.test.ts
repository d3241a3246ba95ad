import { afterAll, beforeAll, describe } from 'vitest';
import { createTestContext, openSecondApp, type SecondApp, type TestContext } from '../../../test/helpers';
import { sessionCacheCases } from '../../../test/session-cache-cases';

// Two apps, each with its own pool, listening connection and session cache on the same database, stand for
// two server processes: a change made through one is refused by the other on its next request, which only
// the NOTIFY from the first can tell it (the other serves the session from memory otherwise).
let t: TestContext;
let second: SecondApp;

beforeAll(async () => {
  t = await createTestContext();
  second = await openSecondApp(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('the session cache across two server processes', () => {
  sessionCacheCases(() => ({ t, changer: t.app, reader: second.app }), { otherProcess: true });
});
