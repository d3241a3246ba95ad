import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/helpers';
import { loggerOptions } from '../app';
import { queryRows } from '../db/client';

let t: TestContext;
let output = '';
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      output += String(chunk);
      done();
    },
  });
  t = await createTestContext({ logger: { ...loggerOptions('info'), stream } });
});
afterAll(() => t.close());

const JSON_TYPE = { 'content-type': 'application/json' };

describe('the spec’s wire convention: a JSON content type with or without a body', () => {
  it('signs out with content-type: application/json and no body', async () => {
    const token = await t.login('13900000002', 1);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/auth/logout',
      headers: { ...JSON_TYPE, authorization: token },
    });
    expect(response.statusCode).toBe(204);
  });

  it('reads a GET with the JSON content type and no body', async () => {
    const token = await t.login('13900000001', 1);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dept',
      headers: { ...JSON_TYPE, authorization: token },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a write that needs a body, sent with none, with a 400 naming what is missing', async () => {
    const token = await t.login('13900000001', 1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dept',
      headers: { ...JSON_TYPE, authorization: token },
      payload: '  ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/request body/);
  });

  it('still refuses JSON that does not parse, and prototype poisoning', async () => {
    const token = await t.login('13900000001', 1);
    for (const payload of ['{"name":', '{"__proto__":{"admin":true},"name":"x"}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/dept',
        headers: { ...JSON_TYPE, authorization: token },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('names the key it refuses when a body could poison prototypes', async () => {
    const token = await t.login('13900000001', 1);
    const cases = [
      ['{"__proto__":{"admin":true},"name":"x"}', 'body: the key __proto__ is not allowed'],
      ['{"name":"x","constructor":{"prototype":{"admin":true}}}', 'body: the key constructor is not allowed'],
      ['{"name":"x","items":[{"a":1},{"__proto__":{}}]}', 'items[1]: the key __proto__ is not allowed'],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/dept',
        headers: { ...JSON_TYPE, authorization: token },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
  });
});

describe('text PostgreSQL cannot store', () => {
  it('answers a NUL character in a filter or a body with a 400, never a 500', async () => {
    const token = await t.login('13900000001', 1);
    const headers = { authorization: token };
    const filter = await t.app.inject({ url: '/api/users?blurry=a%00b', headers });
    expect(filter.statusCode).toBe(400);
    expect(filter.json<{ message: string }>().message).toBe('blurry: must not contain NUL characters');
    const download = await t.app.inject({ url: '/api/logs/download?blurry=%00', headers });
    expect(download.statusCode).toBe(400);
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/dept',
      headers,
      payload: { name: 'Cut\u0000ting', deptSort: 1, enabled: true, isTop: '1' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json<{ message: string }>().message).toBe('name: must not contain NUL characters');
    expect(output).not.toContain('request failed');
  });

  it('checks who may call a route before the text of the request: 403 without the permission, whatever it holds', async () => {
    const worker = { authorization: await t.login('13900000011', 1) };
    for (const url of [
      '/api/users?blurry=a%00b',
      '/api/factory/exports/%00/download',
      '/api/backups/%00/download',
    ])
      expect((await t.app.inject({ url, headers: worker })).statusCode, url).toBe(403);
    // A platform operator's refused request is the platform's: it is in the platform's log, not the factory's.
    const operator = { authorization: await t.login('13800000000', 1) };
    const refused = await t.app.inject({ url: '/api/backups/%00/download', headers: operator });
    expect(refused.statusCode).toBe(400);
    const logged = await queryRows<{ platform: boolean }>(
      t.database.db,
      sql`select platform from audit_logs where path = '/api/backups/%00/download' and status_code = 400`,
    );
    expect(logged).toEqual([{ platform: true }]);
  });

  it('answers half of a surrogate pair (not Unicode) in a body or a filter with a 400, never a 500', async () => {
    const token = await t.login('13900000001', 1);
    const headers = { authorization: token, 'content-type': 'application/json' };
    // The body as a client may send it: JSON escapes a lone surrogate, and parsing gives it back as such.
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/dept',
      headers,
      payload: '{"name":"Cut\\ud800ting","deptSort":1,"enabled":true,"isTop":"1"}',
    });
    expect(body.statusCode).toBe(400);
    expect(body.json<{ message: string }>().message).toBe(
      'name: must be valid Unicode text (it holds half of a surrogate pair)',
    );
    const filter = await t.app.inject({
      url: '/api/users?blurry=%ED%A0%80',
      headers: { authorization: token },
    });
    expect(filter.statusCode).not.toBe(500);
    expect(output).not.toContain('request failed');
  });
});

describe('URLs the router cannot read', () => {
  it('answer 400 in the ApiError shape: a 5,000-digit id in the path, bad percent-encoding', async () => {
    const token = await t.login('13900000001', 1);
    for (const url of [`/api/roles/${'9'.repeat(5000)}`, '/api/roles/%E0%A4%A']) {
      const response = await t.app.inject({ url, headers: { authorization: token } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400 });
    }
  });
});

describe('security headers', () => {
  it('come with every answer: a script-tight Content-Security-Policy, nosniff, referrer policy, no framing', async () => {
    for (const url of ['/auth/code', '/api/nothing-here', '/health']) {
      const { headers } = await t.app.inject({ url });
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });
});
