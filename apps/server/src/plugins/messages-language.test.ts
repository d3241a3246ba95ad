import type { ApiErrorBody, ScanLookup, Style } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { tokensOf } from '../../test/people';

/**
 * Issue 20 item 9: the server answers its messages in the caller's language (`Accept-Language`), with a stable
 * `code` and `params` beside `message`; English without the header, as before.
 */
let t: TestContext;
let tokens: Record<'clerk' | 'w11' | 'w12', string>;

type Send = { method?: 'GET' | 'POST'; url: string; payload?: object | string; token?: string };

/** The same request in three ways: no Accept-Language, English, Chinese. */
async function inEachLanguage({ method = 'GET', url, payload, token }: Send) {
  const answer = async (language?: string) => {
    const response = await t.app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(language ? { 'accept-language': language } : {}),
        ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json<ApiErrorBody>() };
  };
  const [none, en, zh] = [await answer(), await answer('en'), await answer('zh-CN,zh;q=0.9,en;q=0.8')];
  // The code and the parameters are the same whatever the language; only the sentence changes.
  expect(en.status).toBe(none.status);
  expect(zh.status).toBe(none.status);
  expect(en.body.message).toBe(none.body.message);
  expect({ code: zh.body.code, params: zh.body.params }).toEqual({
    code: none.body.code,
    params: none.body.params,
  });
  expect(Object.keys(zh.body).sort()).toEqual(['code', 'message', 'params', 'status', 'timestamp']);
  return {
    status: none.status,
    code: none.body.code,
    params: none.body.params,
    en: none.body.message,
    zh: zh.body.message,
  };
}

const ratioStyle = async (): Promise<Style> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/styles',
    headers: { authorization: tokens.clerk },
    payload: {
      styleNo: 'LANG01',
      name: 'Language test',
      colours: ['黑色'],
      sizes: ['S', 'M'],
      orderQty: [],
      processes: [{ name: '合肩', rate: '0.120', stage: 'sewing' }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Style>();
};

beforeAll(async () => {
  t = await createTestContext();
  tokens = await tokensOf(t, 'clerk', 'w11', 'w12');
});
afterAll(() => t.close());

describe('messages in the language of the request', () => {
  it('a validation 400 of a schema: "at least one size needs a ratio above 0", naming its field', async () => {
    const style = await ratioStyle();
    const answer = await inEachLanguage({
      method: 'POST',
      url: '/api/cutOrders',
      token: tokens.clerk,
      payload: {
        styleId: style.id,
        cutDate: '2026-11-20',
        ratio: [
          { size: 'S', ratio: 0 },
          { size: 'M', ratio: 0 },
        ],
        lays: [{ colour: '黑色', layers: 10 }],
        maxPlies: 30,
      },
    });
    expect(answer).toEqual({
      status: 400,
      code: 'validation.ratioAboveZero',
      params: { field: 'ratio' },
      en: 'ratio: at least one size needs a ratio above 0',
      zh: 'ratio: 至少要有一个尺码的配比大于 0',
    });
  });

  it('a missing field, and a value of the wrong kind', async () => {
    const missing = await inEachLanguage({
      method: 'POST',
      url: '/api/customers',
      token: tokens.clerk,
      payload: {},
    });
    expect(missing).toMatchObject({
      status: 400,
      code: 'validation.required',
      params: { field: 'name' },
      en: 'name is required',
      zh: 'name 为必填项',
    });
    const noProcess = await inEachLanguage({
      method: 'POST',
      url: '/api/scans',
      token: tokens.w11,
      payload: { ticket: '36001', requestId: 'lang-missing-0001' },
    });
    expect(noProcess).toMatchObject({
      status: 400,
      code: 'validation.positiveId',
      params: { field: 'processId' },
      en: 'processId: must be a positive whole number',
      zh: 'processId: 必须是正整数',
    });
    const tooLong = await inEachLanguage({
      url: `/api/customers?blurry=${'x'.repeat(65)}`,
      token: tokens.clerk,
    });
    expect(tooLong).toMatchObject({
      status: 400,
      code: 'validation.atMostChars',
      params: { field: 'blurry', max: '64' },
      en: 'blurry: must be at most 64 characters',
      zh: 'blurry: 最多 64 个字符',
    });
  });

  it('a business 409: "Bundle 1 <process>: only 8 left"', async () => {
    const lookup = await t.app.inject({
      method: 'GET',
      url: '/api/scans/lookup?ticket=36001',
      headers: { authorization: tokens.w12 },
    });
    const process = lookup.json<ScanLookup>().processes.find((p) => p.seq === 3)!;
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/scans',
      headers: { authorization: tokens.w12 },
      payload: { ticket: '36001', processId: process.processId, qty: 12, requestId: 'lang-partial-0001' },
    });
    expect(first.statusCode, first.body).toBe(201);
    let attempt = 0;
    const over = async (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/scans',
        headers: { authorization: tokens.w12, ...(language ? { 'accept-language': language } : {}) },
        payload: {
          ticket: '36001',
          processId: process.processId,
          qty: 13,
          requestId: `lang-over-${++attempt}-x`,
        },
      });
    const [none, en, zh] = [await over(), await over('en-US'), await over('zh-CN')];
    expect([none.statusCode, en.statusCode, zh.statusCode]).toEqual([409, 409, 409]);
    expect(none.json<ApiErrorBody>()).toMatchObject({
      message: `Bundle 1 ${process.name}: only 8 left`,
      code: 'scans.onlyLeft',
      params: { bundleNo: 1, process: process.name, left: 8 },
    });
    expect(en.json<ApiErrorBody>().message).toBe(`Bundle 1 ${process.name}: only 8 left`);
    expect(zh.json<ApiErrorBody>()).toMatchObject({
      message: `第 1 扎 ${process.name}：只剩 8 件`,
      code: 'scans.onlyLeft',
      params: { bundleNo: 1, process: process.name, left: 8 },
    });
  });

  it('a 404: "Ticket 99999 does not exist"', async () => {
    expect(await inEachLanguage({ url: '/api/scans/lookup?ticket=99999', token: tokens.w11 })).toEqual({
      status: 404,
      code: 'cutOrders.ticketNotFound',
      params: { ticketNo: 99999 },
      en: 'Ticket 99999 does not exist (its bed may have been deleted)',
      zh: '菲票 99999 不存在（其所在的床可能已被删除）',
    });
  });

  it('a 404 naming a field: "cutOrderId: cut order 99999 does not exist"', async () => {
    expect(await inEachLanguage({ url: '/api/bundles?cutOrderId=99999', token: tokens.clerk })).toMatchObject(
      {
        status: 404,
        code: 'cutOrders.cutOrderFilterNotFound',
        en: 'cutOrderId: cut order 99999 does not exist',
        zh: 'cutOrderId: 裁床 99999 不存在',
      },
    );
  });

  it('a constraint that refuses a duplicate (a unique index, not a read before the write)', async () => {
    const customer = { name: '语言测试客户' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { authorization: tokens.clerk },
      payload: customer,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(
      await inEachLanguage({ method: 'POST', url: '/api/customers', token: tokens.clerk, payload: customer }),
    ).toEqual({
      status: 409,
      code: 'customers.nameTaken',
      params: { name: '语言测试客户' },
      en: 'name: there is already a customer named 语言测试客户',
      zh: 'name: 已有名为 语言测试客户 的客户',
    });
  });

  it("the server's own: an unknown route, a session missing, a body that is no JSON", async () => {
    expect(await inEachLanguage({ url: '/api/nothing-here' })).toEqual({
      status: 404,
      code: 'request.notFound',
      params: { method: 'GET', path: '/api/nothing-here' },
      en: 'Not found: GET /api/nothing-here',
      zh: '找不到：GET /api/nothing-here',
    });
    expect(await inEachLanguage({ url: '/api/customers' })).toMatchObject({
      status: 401,
      code: 'auth.signInFirst',
      en: 'Please sign in first',
      zh: '请先登录',
    });
    // zod's own sentence (no schema words this one): English as zod says it, Chinese from zod's catalogue.
    const empty = await inEachLanguage({ method: 'POST', url: '/api/customers', token: tokens.clerk });
    expect(empty).toMatchObject({
      status: 400,
      code: 'validation.invalid',
      en: 'request body: Invalid input: expected object, received null',
      zh: 'request body: 无效输入：期望 object，实际接收 null',
    });
    const broken = await inEachLanguage({
      method: 'POST',
      url: '/api/customers',
      token: tokens.clerk,
      payload: '{"name": ',
    });
    expect(broken).toMatchObject({ status: 400, code: 'request.invalidJson' });
    expect(broken.zh).toMatch(/^请求体不是有效的 JSON（/);
  });

  it('honours q-values: the language ranked highest that the server speaks', async () => {
    const answer = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/nothing-here',
          headers: { 'accept-language': language },
        })
      ).json<ApiErrorBody>().message;
    expect(await answer('en;q=0.4, zh-Hans;q=0.8')).toBe('找不到：GET /api/nothing-here');
    expect(await answer('zh;q=0.4, en-GB;q=0.8')).toBe('Not found: GET /api/nothing-here');
    expect(await answer('fr-FR, zh;q=0.5')).toBe('找不到：GET /api/nothing-here');
    expect(await answer('fr-FR, de;q=0.5')).toBe('Not found: GET /api/nothing-here');
  });
});
