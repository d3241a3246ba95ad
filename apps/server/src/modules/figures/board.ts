import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { type MemberFilter, memberFilter } from '../people';

// A line's day for its board (docs/design.md §11): the style it works on, its output hour by hour, and the
// pieces waiting at each process of the bundles it has in hand.

/** The style a line earned most standard minutes on in a day (then made most pieces of); null: no scans. */
export async function styleOfTheDay(
  db: DbOrTx,
  factoryId: number,
  day: string,
  line: MemberFilter,
): Promise<{ styleId: number; styleNo: string; name: string; samTotal: string | null } | null> {
  const [row] = await queryRows<{
    style_id: number | string;
    style_no: string;
    name: string;
    sam_total: string | null;
  }>(
    db,
    sql`with made as (
          select c.style_id, sum(h.valid_earned) as earned, sum(h.valid_qty) as qty
          from scan_hour_totals h join cut_orders c on c.factory_id = h.factory_id and c.id = h.cut_order_id
          where h.factory_id = ${factoryId} and h.work_date = ${day}::date and h.valid_scans > 0
            and ${memberFilter(factoryId, sql`h.worker_id`, line)}
          group by c.style_id
          order by earned desc, qty desc, c.style_id
          limit 1
        )
        select st.id as style_id, st.style_no, st.name,
          (select sum(p.sam)::numeric(12, 3)::text from style_processes p
            where p.factory_id = st.factory_id and p.style_id = st.id) as sam_total
        from made join styles st on st.factory_id = ${factoryId} and st.id = made.style_id`,
  );
  return row
    ? { styleId: Number(row.style_id), styleNo: row.style_no, name: row.name, samTotal: row.sam_total }
    : null;
}

/**
 * A line's output per hour of a day (hours of the factory's clock, from the kept hour totals): standard
 * garments (each scan's minutes over its bed's total SAM, so a line on two styles adds up) and, for a style
 * without standard minutes, the pieces of its last process.
 */
export async function outputByHour(
  db: DbOrTx,
  factoryId: number,
  day: string,
  line: MemberFilter,
  styleId: number | null,
): Promise<{ hour: number; garments: number; lastProcessQty: number }[]> {
  const rows = await queryRows<{ hour: number | string; garments: string; last_qty: number | string }>(
    db,
    sql`with line_hours as (
          select h.hour, h.cut_order_id, h.process_id, sum(h.valid_qty) as qty, sum(h.valid_earned) as earned
          from scan_hour_totals h
          where h.factory_id = ${factoryId} and h.work_date = ${day}::date and h.valid_scans > 0
            and ${memberFilter(factoryId, sql`h.worker_id`, line)}
          group by h.hour, h.cut_order_id, h.process_id
        ), bed as (
          select p.cut_order_id, c.style_id, sum(p.sam) as sam_total, max(p.seq) as last_seq
          from cut_order_processes p join cut_orders c on c.factory_id = p.factory_id and c.id = p.cut_order_id
          where p.factory_id = ${factoryId} and p.cut_order_id in (select distinct cut_order_id from line_hours)
          group by p.cut_order_id, c.style_id
        )
        select h.hour,
          coalesce(sum(h.earned / nullif(bed.sam_total, 0)), 0)::numeric(14, 1)::text as garments,
          coalesce(sum(h.qty) filter (where p.seq = bed.last_seq and bed.style_id = ${styleId}::bigint), 0) as last_qty
        from line_hours h
        join bed on bed.cut_order_id = h.cut_order_id
        join cut_order_processes p on p.factory_id = ${factoryId} and p.id = h.process_id
        group by 1`,
  );
  return rows.map((r) => ({
    hour: Number(r.hour),
    garments: Number(r.garments),
    lastProcessQty: Number(r.last_qty),
  }));
}

/**
 * The processes of a style on the bundles a line has in hand: those still in progress (finished pieces fewer
 * than the bundle's) scanned since `since` (the kept bundles.last_scan_date, by the partial index
 * bundles_unfinished_idx) by its people (each such bundle's scans, by their bundle, a lateral probe); each
 * process's pieces done on them by anyone, and their pieces, by sequence. A finished bundle is left out: it
 * adds the same pieces to every process and to the pieces, so nothing waits at any process because of it, and
 * the slowest process is the same with or without it.
 */
export async function processesInHand(
  db: DbOrTx,
  factoryId: number,
  styleId: number,
  line: MemberFilter,
  since: string,
): Promise<{ pieces: number; processes: { seq: number; name: string; done: number }[] }> {
  const rows = await queryRows<{ seq: number; name: string; done: number | string; pieces: number | string }>(
    db,
    sql`with in_hand as materialized (
          select b.id, b.cut_order_id, b.qty from bundles b
          cross join lateral (select 1 from scans s
            where s.factory_id = ${factoryId} and s.bundle_id = b.id and s.work_date >= ${since}::date
              and s.status = 'valid' and ${memberFilter(factoryId, sql`s.worker_id`, line)}
            limit 1) touched
          where b.factory_id = ${factoryId} and b.style_id = ${styleId} and b.finished_qty < b.qty
            and b.last_scan_date >= ${since}::date
        ), done as (
          select p.seq, max(p.name) as name, coalesce(sum(d.qty), 0) as done
          from in_hand h
          join cut_order_processes p on p.factory_id = ${factoryId} and p.cut_order_id = h.cut_order_id
          cross join lateral (select sum(s.qty) as qty from scans s
            where s.factory_id = ${factoryId} and s.bundle_id = h.id and s.process_id = p.id
              and s.status = 'valid') d
          group by p.seq
        )
        select d.seq, d.name, d.done, (select coalesce(sum(h.qty), 0) from in_hand h) as pieces
        from done d order by d.seq`,
  );
  return {
    pieces: Number(rows[0]?.pieces ?? 0),
    processes: rows.map((r) => ({ seq: Number(r.seq), name: r.name, done: Number(r.done) })),
  };
}
