import { DEFAULT_SHIFT } from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import { type Database, queryRows } from '../db/client';

// The demo data set is a factory that could exist: checked on the seeded database itself, in SQL of its own
// (not through the services that made it), for every factory and style.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Each active bundle's finished pieces worked out from its valid scans: the least over its bed's processes. */
const finishedFromScans = sql`
  select b.factory_id, b.style_id, b.colour, b.size, b.id as bundle_id, b.finished_qty as kept,
    (select case when count(*) > 0 and bool_and(d.qty > 0) then min(d.qty) else 0 end
       from cut_order_processes p
       cross join lateral (
         select coalesce(sum(s.qty), 0) as qty from scans s
         where s.factory_id = b.factory_id and s.bundle_id = b.id and s.process_id = p.id
           and s.status = 'valid') d
       where p.factory_id = b.factory_id and p.cut_order_id = b.cut_order_id) as from_scans
  from bundles b where b.status = 'active'`;

describe('the demo data', () => {
  it('keeps each bundle’s finished pieces as its scans make them', async () => {
    const wrong = await queryRows<{ bundle_id: string }>(
      database.db,
      sql`select bundle_id from (${finishedFromScans}) f where f.kept <> f.from_scans`,
    );
    expect(wrong).toEqual([]);
    const [some] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from (${finishedFromScans}) f where f.from_scans > 0`,
    );
    // Not a vacuous truth: the demo has finished bundles.
    expect(some?.n).toBeGreaterThan(0);
  });

  it('ships (confirmed orders) no more than is finished, colour by size, in every factory and style', async () => {
    const cells = await queryRows<{
      factory_id: string;
      style_no: string;
      colour: string;
      size: string;
      shipped: number;
      finished: number;
    }>(
      database.db,
      sql`with shipped as (
            select sh.factory_id, sh.style_id, l.colour, l.size, sum(l.qty)::int as qty
            from shipments sh join shipment_lines l on l.factory_id = sh.factory_id and l.shipment_id = sh.id
            where sh.status = 'confirmed' group by 1, 2, 3, 4),
          finished as (
            select factory_id, style_id, colour, size, sum(from_scans)::int as qty
            from (${finishedFromScans}) f group by 1, 2, 3, 4)
          select s.factory_id, st.style_no, s.colour, s.size, s.qty as shipped, coalesce(f.qty, 0) as finished
          from shipped s join styles st on st.factory_id = s.factory_id and st.id = s.style_id
          left join finished f on f.factory_id = s.factory_id and f.style_id = s.style_id
            and f.colour = s.colour and f.size = s.size
          order by 1, 2, 3, 4`,
    );
    // The demo ships something, and every shipped cell was finished first.
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.filter((cell) => cell.shipped > cell.finished)).toEqual([]);
  });

  it('has no valid scan of a void bundle, and no undone scan counted as valid', async () => {
    const [row] = await queryRows<{ void_scans: number; undone_valid: number }>(
      database.db,
      sql`select
            (select count(*)::int from scans s join bundles b on b.factory_id = s.factory_id
               and b.id = s.bundle_id where b.status = 'void' and s.status = 'valid') as void_scans,
            (select count(*)::int from scans where status = 'valid' and undone_at is not null) as undone_valid`,
    );
    expect(row).toEqual({ void_scans: 0, undone_valid: 0 });
  });

  it('scans in the working hours of the shift, on its factory’s clock (the board and efficiency by hour)', async () => {
    const times = await queryRows<{ time: string; n: number }>(
      database.db,
      sql`select to_char(s.scan_time at time zone f.time_zone, 'HH24:MI') as time, count(*)::int as n
          from scans s join factories f on f.id = s.factory_id group by 1 order by 1`,
    );
    expect(times.length).toBeGreaterThan(0);
    const { start, end, breaks } = DEFAULT_SHIFT;
    const working = (time: string) =>
      time >= start && time < end && breaks.every((b) => time < b.start || time >= b.end);
    expect(times.filter((row) => !working(row.time))).toEqual([]);
  });
});
