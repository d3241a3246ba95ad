import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, type TestContext } from '../test/helpers';

let t: TestContext;
let admin: Caller;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.as('13900000001', 1);
});
afterAll(() => t.close());

describe('the page number of a list', () => {
  it.each([
    '/api/users?page=1000000000000000',
    '/api/dictDetail?dictName=user_status&page=1000000000000000&size=9999',
  ])('answers 400 naming page when beyond any list: %s', async (url) => {
    const response = await admin.get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      message: 'page: must be a whole number from 0 to 1000000',
    });
  });

  it.each([
    '/api/users?page=1000000&size=1000',
    '/api/dictDetail?dictName=user_status&page=1000000&size=9999',
  ])('answers an empty page at the last allowed page number: %s', async (url) => {
    const response = await admin.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ content: [] });
  });
});
