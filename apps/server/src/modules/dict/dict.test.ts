import type { DictDetail, Page } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.login('13900000011', 1); // any member may read dictionaries
});
afterAll(() => t.close());

const get = (query: string) =>
  t.app.inject({ url: `/api/dictDetail?${query}`, headers: { authorization: token } });

describe('GET /api/dictDetail', () => {
  it('returns a dictionary’s entries in their order, as a page', async () => {
    const page = (await get('dictName=process_stage&page=0&size=9999')).json<Page<DictDetail>>();
    expect(page.totalElements).toBe(4);
    expect(page.content.map((entry) => [entry.value, entry.label])).toEqual([
      ['cutting', 'Cutting'],
      ['sewing', 'Sewing'],
      ['finishing', 'Finishing'],
      ['packing', 'Packing'],
    ]);
  });

  it('pages', async () => {
    const page = (await get('dictName=process_stage&page=1&size=3')).json<Page<DictDetail>>();
    expect(page).toMatchObject({ totalElements: 4, content: [{ value: 'packing' }] });
  });

  it('answers an unknown dictionary with an empty page', async () => {
    expect((await get('dictName=nope')).json()).toEqual({ content: [], totalElements: 0 });
  });

  it.each([
    ['page=0', 'dictName is required'],
    ['dictName=x&size=10000', 'size: must be a whole number from 1 to 9999'],
    ['dictName=x&page=-1', 'page: must be a whole number from 0 to 1000000'],
    ['dictName=x&size=abc', 'size: must be a whole number from 1 to 9999'],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message });
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/dictDetail?dictName=x' })).statusCode).toBe(401);
  });
});
