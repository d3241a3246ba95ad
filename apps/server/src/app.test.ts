import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('request ids', () => {
  it('gives every reply a request id, and keeps the caller’s when it sends one', async () => {
    const fresh = await t.app.inject({ url: '/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'lb-42.abc' } });
    expect(kept.headers['x-request-id']).toBe('lb-42.abc');
    const refused = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(refused.headers['x-request-id']).not.toBe('bad id with spaces');
  });
});

describe('unknown routes', () => {
  it('answer 404 in the ApiError shape', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, message: 'Not found: GET /api/nothing-here' });
  });
});

describe('OpenAPI', () => {
  it('describes the auth endpoints at /swagger/json', async () => {
    const response = await t.app.inject({ url: '/swagger/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/auth/code', '/auth/login', '/auth/getLoginList', '/auth/info']),
    );
  });
});
