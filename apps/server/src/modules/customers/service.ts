import type { Customer, CustomerCreate, CustomerQuery, Page } from '@gbo/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { guardConstraints } from '../../lib/db-errors';
import { notFound } from '../../lib/http-error';
import type { AuthContext } from '../../lib/auth-context';
import * as repo from './repository';
import { msg } from '../../lib/messages';

export const CUSTOMER_MESSAGES = {
  notFound: (id: number) => msg('customers.notFound', { id }),
  nameTaken: (name: string) => msg('customers.nameTaken', { name }),
  inUse: (name: string) => msg('customers.inUse', { name }),
} as const;

const toCustomer = (row: repo.CustomerRow): Customer => ({
  ...row,
  createTime: row.createTime.toISOString(),
});

const valuesOf = (body: CustomerCreate): repo.CustomerValues => ({
  name: body.name,
  contact: body.contact ?? null,
  phone: body.phone ?? null,
  address: body.address ?? null,
  note: body.note ?? null,
});

/** Whether the factory has this customer (for other modules that filter by one). */
export async function customerExists(db: DbOrTx, factoryId: number, id: number): Promise<boolean> {
  return (await repo.findCustomer(db, factoryId, id)) !== null;
}

export function createCustomerService({ db }: { db: Db }) {
  async function list(auth: AuthContext, query: CustomerQuery): Promise<Page<Customer>> {
    const { rows, total } = await repo.findCustomerPage(db, auth.factoryId, query);
    return { content: rows.map(toCustomer), totalElements: total };
  }

  async function get(auth: AuthContext, id: number): Promise<Customer> {
    const row = await repo.findCustomer(db, auth.factoryId, id);
    if (!row) throw notFound(CUSTOMER_MESSAGES.notFound(id));
    return toCustomer(row);
  }

  /** A customer of the factory, or null: for modules that name one (a shipment order fills its address). */
  async function find(factoryId: number, id: number): Promise<Customer | null> {
    const row = await repo.findCustomer(db, factoryId, id);
    return row ? toCustomer(row) : null;
  }

  async function create(auth: AuthContext, body: CustomerCreate): Promise<Customer> {
    // The unique index decides, not a read first: two clerks adding the same customer cannot both succeed.
    const id = await guardConstraints(repo.insertCustomer(db, auth.factoryId, valuesOf(body)), {
      duplicate: CUSTOMER_MESSAGES.nameTaken(body.name),
    });
    return get(auth, id);
  }

  async function update(auth: AuthContext, id: number, body: CustomerCreate): Promise<Customer> {
    const found = await guardConstraints(repo.updateCustomer(db, auth.factoryId, id, valuesOf(body)), {
      duplicate: CUSTOMER_MESSAGES.nameTaken(body.name),
    });
    if (!found) throw notFound(CUSTOMER_MESSAGES.notFound(id));
    return get(auth, id);
  }

  /**
   * Deletes a customer no style or shipment order names; returns its name. Their foreign keys refuse one still
   * named.
   */
  async function remove(auth: AuthContext, id: number): Promise<string> {
    const { name } = await get(auth, id);
    const deleted = await guardConstraints(repo.deleteCustomer(db, auth.factoryId, id), {
      inUse: CUSTOMER_MESSAGES.inUse(name),
    });
    if (deleted === null) throw notFound(CUSTOMER_MESSAGES.notFound(id));
    return deleted;
  }

  /** The factory's customers of these names (an import matches its rows to them). */
  async function named(factoryId: number, names: string[]): Promise<Customer[]> {
    return (await repo.findCustomersNamed(db, factoryId, names)).map(toCustomer);
  }

  return { list, get, find, named, create, update, remove };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
