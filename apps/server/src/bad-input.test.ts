import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/helpers';
import type { RouteAccess } from './plugins/auth';

/**
 * Bad input on every route, generated: the route table gives the routes, their OpenAPI description the
 * fields each one reads, and fast-check the values (wrong types, missing fields, huge strings and numbers,
 * arrays for scalars, NUL characters, broken JSON…). Whatever arrives, the answer is never a 5xx, and a 400
 * names the field at fault (or the body). Callers hold every permission: the platform operator for the
 * platform's routes, the factory administrator for the rest. Runs in `npm test` and CI's PostgreSQL pass.
 */
const NINGBO = 1;
const RUNS_PER_ROUTE = 16;

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};
type Operation = {
  parameters?: { name: string; in: 'path' | 'query' | 'header' }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let t: TestContext;
let doc: OpenApi;
const tokens = { admin: '', operator: '' };
const counts = { routes: 0, requests: 0, serverErrors: 0 };
const failures: string[] = [];

beforeAll(async () => {
  t = await createTestContext();
  tokens.admin = await t.login('13900000001', NINGBO);
  tokens.operator = await t.login('13800000000', NINGBO);
  doc = (await t.app.inject({ url: '/swagger/json' })).json<OpenApi>();
});

afterAll(async () => {
  console.info(
    `bad input: ${counts.routes} routes covered, ${counts.requests} requests made, ${counts.serverErrors} 5xx found`,
  );
  await t.close();
});

/** Values that are wrong somewhere: any JSON, plus the ones that broke servers before. */
const nasty = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    'x'.repeat(100_000),
    -1,
    0,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 63),
    1e308,
    1.5,
    '9'.repeat(5000),
    '1; drop table users',
    '__proto__',
    [],
    [null],
    {},
    { __proto__: { admin: true } },
    true,
    null,
  ),
);

/** A body built from the route's fields, each one kept, dropped, or replaced by something nasty. */
function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema?.properties) return fc.oneof(nasty, fc.constant(undefined));
  const fields = Object.keys(schema.properties);
  const object = fc.record(Object.fromEntries(fields.map((field) => [field, nasty])), { requiredKeys: [] });
  return fc.oneof({ weight: 4, arbitrary: object }, { weight: 1, arbitrary: nasty });
}

/** A query string over the route's own parameters, with nasty values. */
function queryFor(names: string[]): fc.Arbitrary<string> {
  if (names.length === 0) return fc.constant('');
  return fc
    .record(Object.fromEntries(names.map((name) => [name, fc.oneof(fc.string(), nasty.map(String))])), {
      requiredKeys: [],
    })
    .map((query) =>
      Object.entries(query)
        .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value ?? '')}`)
        .join('&'),
    );
}

const isRefusal = (status: number) => status >= 400 && status < 500;

/** A 400 must say what was wrong: a field of the request, or the body (JSON or multipart form) as a whole. */
function namesAField(message: string, fields: string[]): boolean {
  return (
    fields.some((field) => message.includes(field)) ||
    /request body|request|body|JSON|multipart form|URL|path parameter|\[\d+\]/i.test(message)
  );
}

async function send(
  route: RouteAccess,
  token: string,
  path: string,
  query: string,
  body: unknown,
  raw?: string,
) {
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: query ? `${path}?${query}` : path,
    headers: { authorization: token, 'content-type': 'application/json' },
    ...(payload === undefined || route.method === 'GET' ? {} : { payload }),
  });
  counts.requests++;
  if (response.statusCode >= 500) counts.serverErrors++;
  return response;
}

describe('bad input on every route', () => {
  it('never answers 5xx, and each 400 names the field at fault', async () => {
    // Sign-out would end the caller's own session; the sign-in routes are covered by their own tests.
    const routes = t.app.routeAccess.filter(
      (route) => route.access.kind !== 'public' && route.url !== '/auth/logout',
    );
    expect(routes.length).toBeGreaterThan(40);
    counts.routes = routes.length;
    for (const route of routes) {
      const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const token =
        route.access.kind === 'permission' && route.access.platformOnly ? tokens.operator : tokens.admin;
      const queryNames = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const pathNames = (operation?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const schema = operation?.requestBody?.content?.['application/json']?.schema;
      const fields = [...queryNames, ...pathNames, ...Object.keys(schema?.properties ?? {})];
      const pathValue = fc.oneof(
        fc.constantFrom('0', '-1', 'abc', '9'.repeat(5000), '1.5', '%00'),
        fc.string(),
      );
      await fc.assert(
        fc.asyncProperty(pathValue, queryFor(queryNames), bodyFor(schema), async (value, query, body) => {
          const path = route.url.replace(/:\w+/g, encodeURIComponent(value));
          const response = await send(route, token, path, query, body);
          const detail = `${route.method} ${path.slice(0, 80)}?${query.slice(0, 80)} ${JSON.stringify(body)?.slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 160)}`;
          if (response.statusCode >= 500) failures.push(detail);
          if (response.statusCode === 400) {
            const message = response.json<{ message?: string }>().message ?? '';
            if (!namesAField(message, fields)) failures.push(`unnamed field: ${detail}`);
          }
          return true;
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261124, endOnFailure: true },
      );
      // A generated write may have ended or changed a caller's session (online users' kick-out): sign in again.
      for (const [who, mobile] of [
        ['admin', '13900000001'],
        ['operator', '13800000000'],
      ] as const) {
        const info = await t.app.inject({ url: '/auth/info', headers: { authorization: tokens[who] } });
        if (info.statusCode !== 200) tokens[who] = await t.login(mobile, NINGBO);
      }
      if (route.method !== 'GET') {
        for (const raw of ['{"name":', '[1,2', 'not json', '{"a":1}}']) {
          const response = await send(route, token, route.url.replace(/:\w+/g, '1'), '', undefined, raw);
          if (!isRefusal(response.statusCode)) {
            failures.push(`${route.method} ${route.url} with body ${raw} → ${response.statusCode}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(counts.serverErrors).toBe(0);
  }, 600_000);
});
