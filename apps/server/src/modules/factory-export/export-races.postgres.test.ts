import { setTimeout as sleep } from 'node:timers/promises';
import type { FactoryExport, FactoryExportList } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  callerFor,
  createTestContext,
  openSecondApp,
  type SecondApp,
  type TestContext,
} from '../../../test/helpers';

// Two server processes on one PostgreSQL database: CI's PostgreSQL pass runs this file.
let t: TestContext;
let second: SecondApp;
let here: Caller;
let there: Caller;

beforeAll(async () => {
  t = await createTestContext();
  second = await openSecondApp(t);
  const token = await t.login('13900000001', 1);
  here = callerFor(t.app, token);
  there = callerFor(second.app, token);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

async function settled(caller: Caller): Promise<void> {
  for (;;) {
    const list = (await caller.get('/api/factory/exports')).json<FactoryExportList>();
    if (!list.some((item) => item.status === 'running')) return;
    await sleep(50);
  }
}

describe('a factory export asked of two server processes at once', () => {
  it('is started by one of them only: the other answers 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([
        here.post('/api/factory/exports'),
        there.post('/api/factory/exports'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort(), answers.map((a) => a.body).join()).toEqual([
        202, 409,
      ]);
      await settled(here);
    }
    const list = (await here.get('/api/factory/exports')).json<FactoryExportList>();
    expect(list.filter((item: FactoryExport) => item.status === 'done')).toHaveLength(5);
  });
});
