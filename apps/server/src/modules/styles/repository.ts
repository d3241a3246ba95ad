import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, styleProcesses, styles } from '../../db/schema';

export type ProcessRow = {
  id: number;
  seq: number;
  name: string;
  stage: string;
  rate: string;
  sizeRates: Record<string, string>;
  dailyQuota: number | null;
};

const processColumns = {
  id: styleProcesses.id,
  seq: styleProcesses.seq,
  name: styleProcesses.name,
  stage: styleProcesses.stage,
  rate: styleProcesses.rate,
  sizeRates: styleProcesses.sizeRates,
  dailyQuota: styleProcesses.dailyQuota,
};

/**
 * The style as cutting needs it. With `lock`, the style row stays locked (FOR NO KEY UPDATE) until the
 * transaction ends: cut orders and bundles of one style are numbered one transaction at a time. NO KEY UPDATE,
 * not FOR UPDATE: lockers still serialise among themselves, but the KEY SHARE lock every foreign-key check into
 * styles takes (a scan, a bundle) does not wait on it.
 */
export async function findStyleForCutting(db: DbOrTx, factoryId: number, id: number, lock: boolean) {
  const query = db
    .select({
      id: styles.id,
      styleNo: styles.styleNo,
      name: styles.name,
      customerId: styles.customerId,
      orderNo: styles.orderNo,
      colours: styles.colours,
      sizes: styles.sizes,
      orderQty: styles.orderQty,
    })
    .from(styles)
    .where(and(eq(styles.factoryId, factoryId), eq(styles.id, id)));
  const [row] = lock ? await query.for('no key update') : await query;
  return row ?? null;
}

/** A customer's name, or null when there is none. */
export async function findCustomerName(db: DbOrTx, factoryId: number, customerId: number | null) {
  if (customerId === null) return null;
  const [row] = await db
    .select({ name: customers.name })
    .from(customers)
    .where(and(eq(customers.factoryId, factoryId), eq(customers.id, customerId)));
  return row?.name ?? null;
}

/** A style's processes in sequence order. */
export async function findProcesses(db: DbOrTx, factoryId: number, styleId: number): Promise<ProcessRow[]> {
  return db
    .select(processColumns)
    .from(styleProcesses)
    .where(and(eq(styleProcesses.factoryId, factoryId), eq(styleProcesses.styleId, styleId)))
    .orderBy(asc(styleProcesses.seq));
}
