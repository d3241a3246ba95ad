import { afterAll, beforeAll, describe } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { sessionCacheCases } from '../../../test/session-cache-cases';

// One server process (PGlite's only mode): a change empties the process's own session cache before it answers.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the session cache in one process', () => {
  sessionCacheCases(() => ({ t, changer: t.app, reader: t.app }), { otherProcess: false });
});
