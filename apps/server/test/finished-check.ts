import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/client';
import type { Caller } from './helpers';

// What the database keeps as each bundle's finished pieces (bundles.finished_qty, migration 0012) against the
// rule itself, worked out from the scans: the least valid qty over the bed's snapshot processes, 0 until each
// has some.

/** Bundles of ticket numbers `tickets` whose kept figure differs from the scans' (none when all agree). */
export async function finishedMismatches(database: Database, tickets: number[]) {
  return queryRows<{ ticket: number; kept: number; fromScans: number }>(
    database.db,
    sql`select b.ticket_no::int as ticket, b.finished_qty as kept, r.qty::int as "fromScans"
        from bundles b
        cross join lateral (
          select case when count(*) > 0 and bool_and(d.qty > 0) then min(d.qty) else 0 end as qty
          from cut_order_processes p
          cross join lateral (
            select coalesce(sum(s.qty), 0) as qty from scans s
            where s.factory_id = b.factory_id and s.bundle_id = b.id and s.process_id = p.id and s.status = 'valid') d
          where p.factory_id = b.factory_id and p.cut_order_id = b.cut_order_id) r
        where b.factory_id = 1 and b.ticket_no in (${sql.join(tickets, sql`, `)})
          and b.finished_qty <> r.qty
        order by b.ticket_no`,
  );
}

/** The kept finished pieces of a bundle by ticket number. */
export async function keptFinished(database: Database, ticket: number): Promise<number> {
  const [row] = await queryRows<{ qty: number }>(
    database.db,
    sql`select finished_qty as qty from bundles where factory_id = 1 and ticket_no = ${ticket}`,
  );
  return Number(row?.qty ?? -1);
}

/** A small deterministic generator (mulberry32), so that a failing walk can be replayed. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { below: (n: number) => Math.floor(next() * n) };
}

/** Undoes a scan (204 expected, or 409 when it was undone meanwhile and `raced`). */
export async function undo(caller: Caller, id: number, raced = false) {
  const response = await caller.delete(`/api/scans/${id}`);
  expect(raced ? [204, 409] : [204], response.body).toContain(response.statusCode);
}
