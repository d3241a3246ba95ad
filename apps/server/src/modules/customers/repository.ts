import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema';
import { blurryMatch } from '../../lib/search';
import { orderBy } from '../../lib/sorting';

export type CustomerRow = {
  id: number;
  name: string;
  contact: string | null;
  phone: string | null;
  address: string | null;
  note: string | null;
  createTime: Date;
};

export type CustomerValues = Pick<CustomerRow, 'name' | 'contact' | 'phone' | 'address' | 'note'>;

const customerColumns = {
  id: customers.id,
  name: customers.name,
  contact: customers.contact,
  phone: customers.phone,
  address: customers.address,
  note: customers.note,
  createTime: customers.createTime,
};

const sortableColumns = { id: customers.id, name: customers.name, createTime: customers.createTime };

export async function findCustomerPage(
  db: DbOrTx,
  factoryId: number,
  query: { blurry?: string; page: number; size: number; sort?: string },
): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = and(
    eq(customers.factoryId, factoryId),
    blurryMatch(query.blurry, [customers.name, customers.contact, customers.phone]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(customerColumns)
      .from(customers)
      .where(where)
      .orderBy(...orderBy(query.sort, sortableColumns, 'id', customers.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findCustomer(db: DbOrTx, factoryId: number, id: number): Promise<CustomerRow | null> {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.factoryId, factoryId), eq(customers.id, id)));
  return row ?? null;
}

export async function insertCustomer(db: DbOrTx, factoryId: number, values: CustomerValues): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({ factoryId, ...values })
    .returning({ id: customers.id });
  if (!row) throw new Error('customer insert returned nothing');
  return row.id;
}

/** Whether the customer was there to change. */
export async function updateCustomer(
  db: DbOrTx,
  factoryId: number,
  id: number,
  values: CustomerValues,
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ ...values, updateTime: sql`now()` })
    .where(and(eq(customers.factoryId, factoryId), eq(customers.id, id)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** The deleted customer's name, or null when there was none. */
export async function deleteCustomer(db: DbOrTx, factoryId: number, id: number): Promise<string | null> {
  const [row] = await db
    .delete(customers)
    .where(and(eq(customers.factoryId, factoryId), eq(customers.id, id)))
    .returning({ name: customers.name });
  return row?.name ?? null;
}

/** The factory's customers of these names (exact, as the unique index compares them). */
export async function findCustomersNamed(
  db: DbOrTx,
  factoryId: number,
  names: string[],
): Promise<CustomerRow[]> {
  if (names.length === 0) return [];
  return db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.factoryId, factoryId), inArray(customers.name, names)));
}
