import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { factoryExports } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';

// This module owns `factory_exports`: a factory's exports of its own data, with their progress and file.

export type ExportRow = typeof factoryExports.$inferSelect;

/** A running export whose heartbeat is older than this has lost its process (the heartbeat beats every 2 s). */
const STALE = sql`interval '1 minute'`;

/** Marks the factory's running exports whose process stopped beating as failed, with the reason given. */
export async function failStale(db: DbOrTx, factoryId: number, error: string): Promise<void> {
  await db
    .update(factoryExports)
    .set({ status: 'failed', area: null, error, finishedAt: sql`now()` })
    .where(
      and(
        eq(factoryExports.factoryId, factoryId),
        eq(factoryExports.status, 'running'),
        lt(factoryExports.heartbeatAt, sql`now() - ${STALE}`),
      ),
    );
}

/**
 * Records a new running export, or answers null when one is running already: the partial unique index
 * decides, so two requests at once cannot both start one.
 */
export async function begin(
  db: DbOrTx,
  factoryId: number,
  requestedBy: string | null,
): Promise<ExportRow | null> {
  try {
    const [row] = await db.insert(factoryExports).values({ factoryId, requestedBy }).returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export type Progress = { area: string | null; areasDone: number; rowsWritten: number };

/** The running export's progress, and its heartbeat. */
export async function report(db: DbOrTx, factoryId: number, id: number, progress: Progress): Promise<void> {
  await db
    .update(factoryExports)
    .set({ ...progress, heartbeatAt: sql`now()` })
    .where(
      and(
        eq(factoryExports.factoryId, factoryId),
        eq(factoryExports.id, id),
        eq(factoryExports.status, 'running'),
      ),
    );
}

/** Ends a running export: written (with its file) or failed (with the reason). */
export async function finish(
  db: DbOrTx,
  factoryId: number,
  id: number,
  end:
    | { status: 'done'; fileName: string; sizeBytes: number; areasDone: number; rowsWritten: number }
    | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .update(factoryExports)
    .set({ ...end, area: null, finishedAt: sql`now()` })
    .where(
      and(
        eq(factoryExports.factoryId, factoryId),
        eq(factoryExports.id, id),
        eq(factoryExports.status, 'running'),
      ),
    );
}

/** The factory's latest exports, newest first. */
export function findLatest(db: DbOrTx, factoryId: number, limit: number): Promise<ExportRow[]> {
  return db
    .select()
    .from(factoryExports)
    .where(eq(factoryExports.factoryId, factoryId))
    .orderBy(desc(factoryExports.id))
    .limit(limit);
}

export async function findExport(db: DbOrTx, factoryId: number, id: number): Promise<ExportRow | null> {
  const [row] = await db
    .select()
    .from(factoryExports)
    .where(and(eq(factoryExports.factoryId, factoryId), eq(factoryExports.id, id)));
  return row ?? null;
}

/**
 * Forgets the files of the factory's finished exports beyond the newest `keep` that have one, answering
 * their names (the caller removes them from disk).
 */
export async function releaseOldFiles(db: DbOrTx, factoryId: number, keep: number): Promise<string[]> {
  const rows = await queryRows<{ fileName: string }>(
    db,
    sql`
    update factory_exports e set file_name = null
    from (select id, file_name from factory_exports
          where factory_id = ${factoryId} and status = 'done' and file_name is not null
          order by id desc offset ${keep}) old
    where e.factory_id = ${factoryId} and e.id = old.id
    returning old.file_name as "fileName"`,
  );
  return rows.map((row) => row.fileName);
}
