import { sql } from 'drizzle-orm';
import { type Db, inTransaction } from './client';

/**
 * Runs reads in one read-only transaction that sees one snapshot of the database (repeatable read), so
 * figures read by several statements agree with each other (a day's total with its top workers). PostgreSQL's
 * JIT compiler is off in it: reporting statements over many rows are estimated costly enough to be compiled,
 * which costs more (about half a second on Debian's PostgreSQL) than it saves on them. Every `transactional`
 * handle joins it, as in `inTransaction`.
 */
export function inReadSnapshot<T>(
  db: Db,
  work: () => Promise<T>,
  options: { workMemMb?: number } = {},
): Promise<T> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    await tx.execute(sql`set local jit = off`);
    // Memory for one statement's groupings (PostgreSQL's default, 4 MB, spills a grouping of 100,000 bundles
    // to disk, which PGlite pays dearly for).
    if (options.workMemMb)
      await tx.execute(sql.raw(`set local work_mem = '${Math.trunc(options.workMemMb)}MB'`));
    return work();
  });
}
