import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { boardLinks } from '../../db/schema';

// This module owns `board_links`: the display links of line boards. The key itself is never kept, only its
// sha256; a board finds its link by it.

export type LinkRow = {
  id: number;
  deptId: number;
  name: string | null;
  createdBy: number | null;
  createTime: Date;
  lastSeenAt: Date | null;
  revokedAt: Date | null;
};

/** A factory's display links (of some lines, or all), newest first. */
export async function findLinks(
  db: DbOrTx,
  factoryId: number,
  deptIds: 'all' | number[],
): Promise<LinkRow[]> {
  if (deptIds !== 'all' && deptIds.length === 0) return [];
  return db
    .select({
      id: boardLinks.id,
      deptId: boardLinks.deptId,
      name: boardLinks.name,
      createdBy: boardLinks.createdBy,
      createTime: boardLinks.createTime,
      lastSeenAt: boardLinks.lastSeenAt,
      revokedAt: boardLinks.revokedAt,
    })
    .from(boardLinks)
    .where(
      and(
        eq(boardLinks.factoryId, factoryId),
        deptIds === 'all' ? undefined : inArray(boardLinks.deptId, deptIds),
      ),
    )
    .orderBy(desc(boardLinks.id));
}

export async function insertLink(
  db: DbOrTx,
  factoryId: number,
  values: { deptId: number; name: string | null; keyHash: string; createdBy: number | null },
): Promise<number> {
  const [row] = await db
    .insert(boardLinks)
    .values({ factoryId, ...values })
    .returning({ id: boardLinks.id });
  if (!row) throw new Error('board link insert returned nothing');
  return row.id;
}

/** Revokes a link (once: a revoked link keeps its first time); false when the factory has no such link. */
export async function revokeLink(db: DbOrTx, factoryId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(boardLinks)
    .set({ revokedAt: sql`coalesce(${boardLinks.revokedAt}, now())` })
    .where(and(eq(boardLinks.factoryId, factoryId), eq(boardLinks.id, id)))
    .returning({ id: boardLinks.id });
  return rows.length > 0;
}

/** The live link of a key's hash (not revoked), or null. */
export async function findLiveLink(db: DbOrTx, keyHash: string) {
  const [row] = await db
    .select({ id: boardLinks.id, factoryId: boardLinks.factoryId, deptId: boardLinks.deptId })
    .from(boardLinks)
    .where(and(eq(boardLinks.keyHash, keyHash), isNull(boardLinks.revokedAt)))
    .orderBy(desc(boardLinks.id));
  return row ?? null;
}

/** Notes that a board used its link, at most once a minute (a board asks every few seconds). */
export async function touchLink(db: DbOrTx, factoryId: number, id: number) {
  await db.execute(
    sql`update board_links set last_seen_at = now()
        where factory_id = ${factoryId} and id = ${id}
          and (last_seen_at is null or last_seen_at < now() - interval '1 minute')`,
  );
}
