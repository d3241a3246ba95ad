import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// The cutting room's tables as pieces of SQL, for a statement of another module that must stay one statement
// (a scan is recorded in one round trip; the scan list filters by style and bundle number on the scans table
// alone): the SQL of bundles, beds and their process snapshots stays here, with their owner.

/**
 * The rate a scan of a process freezes (the rate rule, here alone): the snapshot process's rate for the
 * bundle's size where one is set (size_rates), else its rate.
 */
export const processRateForSize = (process: { rate: SQLWrapper; sizeRates: SQLWrapper }, size: SQLWrapper) =>
  sql<string>`coalesce((${process.sizeRates} ->> ${size})::numeric, ${process.rate})`;

type Value = number | Placeholder;

/**
 * The bundle a ticket number names and the named process of that bundle's bed, with the rate a scan of it
 * freezes, as the rows of a subquery (none when there is no such ticket, or the process is not of its bed):
 * `bundle_id`, `cut_order_id`, `process_id`, `rate`.
 */
export const scanTarget = (v: { factoryId: Value; ticketNo: Value; processId: Value }): SQL =>
  sql`select b.id as bundle_id, b.cut_order_id, p.id as process_id,
        ${processRateForSize({ rate: sql`p.rate`, sizeRates: sql`p.size_rates` }, sql`b.size`)} as rate, p.sam
      from bundles b
      join cut_order_processes p on p.factory_id = b.factory_id and p.cut_order_id = b.cut_order_id
        and p.id = ${v.processId}
      where b.factory_id = ${v.factoryId} and b.ticket_no = ${v.ticketNo}`;

/** The ids of a style's beds, as a subquery (`cut_order_id in (…)`). */
export const bedsOfStyle = (factoryId: number, styleId: number): SQL =>
  sql`(select id from cut_orders
          where factory_id = ${factoryId} and style_id = ${styleId})`;

/** The ids of the bundles of this factory with this bundle number (one per style), as a subquery. */
export const bundlesNumbered = (factoryId: number, bundleNo: number): SQL =>
  sql`(select id from bundles where factory_id = ${factoryId}
          and bundle_no = ${bundleNo})`;
