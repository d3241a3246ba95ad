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
          select c.style_id, sum(s.qty * coalesce(s.sam, 0)) as earned, sum(s.qty) as qty
          from scans s join cut_orders c on c.factory_id = s.factory_id and c.id = s.cut_order_id
          where s.factory_id = ${factoryId} and s.work_date = ${day}::date and s.status = 'valid'
            and ${memberFilter(factoryId, sql`s.worker_id`, line)}
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
 * A line's output per hour of a day: standard garments (each scan's minutes over its bed's total SAM, so a
 * line on two styles adds up) and, for a style without standard minutes, the pieces of its last process.
 */
export async function outputByHour(
  db: DbOrTx,
  factoryId: number,
  day: string,
  line: MemberFilter,
  timeZone: string,
  styleId: number | null,
): Promise<{ hour: number; garments: number; lastProcessQty: number }[]> {
  const rows = await queryRows<{ hour: number | string; garments: string; last_qty: number | string }>(
    db,
    sql`with line_scans as (
          select s.* from scans s
          where s.factory_id = ${factoryId} and s.work_date = ${day}::date and s.status = 'valid'
            and ${memberFilter(factoryId, sql`s.worker_id`, line)}
        ), bed as (
          select p.cut_order_id, c.style_id, sum(p.sam) as sam_total, max(p.seq) as last_seq
          from cut_order_processes p join cut_orders c on c.factory_id = p.factory_id and c.id = p.cut_order_id
          where p.factory_id = ${factoryId} and p.cut_order_id in (select cut_order_id from line_scans)
          group by p.cut_order_id, c.style_id
        )
        select extract(hour from s.scan_time at time zone ${timeZone})::int as hour,
          coalesce(sum(s.qty * s.sam / nullif(bed.sam_total, 0)), 0)::numeric(14, 1)::text as garments,
          coalesce(sum(s.qty) filter (where p.seq = bed.last_seq and bed.style_id = ${styleId}::bigint), 0) as last_qty
        from line_scans s
        join bed on bed.cut_order_id = s.cut_order_id
        join cut_order_processes p on p.factory_id = s.factory_id and p.id = s.process_id
        group by 1`,
  );
  return rows.map((r) => ({
    hour: Number(r.hour),
    garments: Number(r.garments),
    lastProcessQty: Number(r.last_qty),
  }));
}

/**
 * The processes of a style on the bundles a line has in hand (those its people scanned since `since`): each
 * process's pieces done by anyone, and the pieces of those bundles, by sequence.
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
    sql`with in_hand as (
          select distinct s.bundle_id from scans s
          where s.factory_id = ${factoryId} and s.work_date >= ${since}::date and s.status = 'valid'
            and s.cut_order_id in (select id from cut_orders where factory_id = ${factoryId} and style_id = ${styleId})
            and ${memberFilter(factoryId, sql`s.worker_id`, line)}
        ), done as (
          select p.seq, max(p.name) as name, coalesce(sum(s.qty) filter (where s.status = 'valid'), 0) as done
          from in_hand h
          join bundles b on b.factory_id = ${factoryId} and b.id = h.bundle_id
          join cut_order_processes p on p.factory_id = b.factory_id and p.cut_order_id = b.cut_order_id
          left join scans s on s.factory_id = b.factory_id and s.bundle_id = b.id and s.process_id = p.id
          group by p.seq
        )
        select d.seq, d.name, d.done,
          (select coalesce(sum(b.qty), 0) from in_hand h join bundles b on b.factory_id = ${factoryId} and b.id = h.bundle_id) as pieces
        from done d order by d.seq`,
  );
  return {
    pieces: Number(rows[0]?.pieces ?? 0),
    processes: rows.map((r) => ({ seq: Number(r.seq), name: r.name, done: Number(r.done) })),
  };
}
