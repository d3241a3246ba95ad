import { type Customer, PHONE_MESSAGE } from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';
import { queryRows } from '../../db/client';
import { CUSTOMER_MESSAGES } from './service';
import { english } from '../../lib/messages';

let t: TestContext;
let admin: Caller;
let clerk: Caller;
let worker: Caller;
let supervisor: Caller;
let huzhouAdmin: Caller;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.as('13900000001', 1);
  clerk = await t.as('13900000002', 1);
  worker = await t.as('13900000011', 1);
  supervisor = await t.as('13900000003', 1);
  huzhouAdmin = await t.as('13900000001', 2);
});
afterAll(() => t.close());

type CustomerPage = { content: Customer[]; totalElements: number };

const add = async (body: object, as: Caller = clerk) => {
  const response = await as.post('/api/customers', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Customer>();
};

describe('customers', () => {
  it('adds, lists with blurry, edits and deletes a customer', async () => {
    const created = await add({
      name: 'Shanghai Linen Co.',
      contact: 'Ms Gu',
      phone: '021-5555-0101',
      address: '1 Nanjing Road',
    });
    expect(created).toMatchObject({ name: 'Shanghai Linen Co.', contact: 'Ms Gu', note: null });

    for (const blurry of ['linen', 'gu', '5555-0101']) {
      const page = (await clerk.get(`/api/customers?blurry=${blurry}`)).json<CustomerPage>();
      expect(page.content.map((c) => c.id)).toContain(created.id);
    }
    const none = (await clerk.get('/api/customers?blurry=nobody-matches')).json<CustomerPage>();
    expect(none).toEqual({ content: [], totalElements: 0 });

    const edited = await clerk.put(`/api/customers/${created.id}`, {
      name: 'Shanghai Linen Ltd.',
      phone: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Customer>()).toMatchObject({
      name: 'Shanghai Linen Ltd.',
      contact: null,
      phone: null,
    });

    expect((await clerk.delete(`/api/customers/${created.id}`)).statusCode).toBe(204);
    expect((await clerk.delete(`/api/customers/${created.id}`)).statusCode).toBe(404);
    const [log] = await queryRows<{ description: string }>(
      t.database.db,
      sql`select description from audit_logs where factory_id = 1 and path = ${`/api/customers/${created.id}`}
          and status_code = 204`,
    );
    expect(log?.description).toBe('Delete customer Shanghai Linen Ltd.');
  });

  it('pages and sorts', async () => {
    for (const name of ['Paging A', 'Paging B', 'Paging C']) await add({ name });
    const page = (
      await clerk.get('/api/customers?blurry=Paging&size=2&page=1&sort=name,asc')
    ).json<CustomerPage>();
    expect(page.totalElements).toBe(3);
    expect(page.content.map((c) => c.name)).toEqual(['Paging C']);
    const bad = await clerk.get('/api/customers?sort=phone,asc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^sort:/);
  });

  it('refuses a name already used in the factory, but not one used in another factory', async () => {
    const first = await add({ name: 'Twice Trading' });
    const again = await clerk.post('/api/customers', { name: 'Twice Trading' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: english(CUSTOMER_MESSAGES.nameTaken('Twice Trading')) });
    const other = await add({ name: 'Other Trading' });
    const rename = await clerk.put(`/api/customers/${other.id}`, { name: 'Twice Trading' });
    expect(rename.statusCode).toBe(409);
    await add({ name: 'Twice Trading' }, huzhouAdmin);
    expect((await clerk.put(`/api/customers/${first.id}`, { name: 'Twice Trading' })).statusCode).toBe(200);
  });

  it('refuses to delete a customer a style names, with a clear message', async () => {
    const customer = await add({ name: 'Still Named Ltd.' });
    const style = await admin.post('/api/styles', {
      styleNo: 'CUST-1',
      name: 'Tee',
      customerId: customer.id,
      colours: ['Black'],
      sizes: ['M'],
    });
    expect(style.statusCode, style.body).toBe(201);
    const refused = await clerk.delete(`/api/customers/${customer.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: english(CUSTOMER_MESSAGES.inUse('Still Named Ltd.')) });
    expect((await clerk.get('/api/customers?blurry=Still Named')).json<CustomerPage>().totalElements).toBe(1);
  });

  it('answers 400 naming the field', async () => {
    const blank = await clerk.post('/api/customers', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toMatch(/name/);
    const long = await clerk.post('/api/customers', { name: 'ok', phone: '1'.repeat(40) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe('phone: must be at most 32 characters');
    // A phone is a telephone number (digits, spaces, + - ( ) and an extension): "abc" would print on a note.
    const letters = await clerk.post('/api/customers', { name: 'ok', phone: 'abc' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json<{ message: string }>().message).toBe(`phone: ${PHONE_MESSAGE}`);
    const made = await clerk.post('/api/customers', {
      name: 'Phone Ltd.',
      phone: '(0574) 8726-1588 ext. 12',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<{ id: number }>();
    const editedLetters = await clerk.put(`/api/customers/${id}`, { name: 'Phone Ltd.', phone: '0574 abc' });
    expect(editedLetters.json<{ message: string }>().message).toBe(`phone: ${PHONE_MESSAGE}`);
    const number = await clerk.post('/api/customers', { name: 'ok', phone: 13900000000 });
    expect(number.json<{ message: string }>().message).toBe('phone: must be text');
    const search = await clerk.get(`/api/customers?blurry=${'x'.repeat(65)}`);
    expect(search.json<{ message: string }>().message).toBe('blurry: must be at most 64 characters');
    expect((await clerk.put('/api/customers/abc', { name: 'x' })).statusCode).toBe(400);
  });

  it('keeps each factory to its own customers', async () => {
    const huzhou = await add({ name: 'Huzhou Only Co.' }, huzhouAdmin);
    const ningbo = (await admin.get('/api/customers?size=1000')).json<CustomerPage>();
    expect(ningbo.content.map((c) => c.name)).not.toContain('Huzhou Only Co.');
    expect((await admin.put(`/api/customers/${huzhou.id}`, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await admin.delete(`/api/customers/${huzhou.id}`)).statusCode).toBe(404);
    const still = (await huzhouAdmin.get('/api/customers?blurry=Huzhou Only')).json<CustomerPage>();
    expect(still.content.map((c) => c.name)).toEqual(['Huzhou Only Co.']);
  });

  it('lets those who pick a customer read the list, and no one else touch it', async () => {
    // A line supervisor holds none of style:list, bundle:list, shipment:list, customer:list.
    expect((await supervisor.get('/api/customers')).statusCode).toBe(403);
    expect((await worker.get('/api/customers')).statusCode).toBe(403);
    expect((await worker.post('/api/customers', { name: 'Sneaky' })).statusCode).toBe(403);
    expect((await worker.put('/api/customers/1', { name: 'Sneaky' })).statusCode).toBe(403);
    expect((await worker.delete('/api/customers/1')).statusCode).toBe(403);
  });
});
