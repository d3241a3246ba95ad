import type { DictCreate, PageQuery } from '@gbo/contracts';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dictDetails, dicts } from '../../db/schema';
import { blurryMatch } from '../../lib/search';
import { orderBy } from '../../lib/sorting';

const detailColumns = {
  id: dictDetails.id,
  label: dictDetails.label,
  value: dictDetails.value,
  dictSort: dictDetails.sort,
};

/** One page of a dictionary's entries, in their sort order. */
export async function findDetailPage(db: DbOrTx, dictName: string, page: number, size: number) {
  const byName = eq(dicts.name, dictName);
  const [content, [total]] = await Promise.all([
    db
      .select(detailColumns)
      .from(dictDetails)
      .innerJoin(dicts, eq(dicts.id, dictDetails.dictId))
      .where(byName)
      .orderBy(asc(dictDetails.sort), asc(dictDetails.id))
      .limit(size)
      .offset(page * size),
    db
      .select({ n: count() })
      .from(dictDetails)
      .innerJoin(dicts, eq(dicts.id, dictDetails.dictId))
      .where(byName),
  ]);
  return { content, totalElements: total?.n ?? 0 };
}

// ─── Dictionary management (platform operators) ──────────────────────────────────────────────

const dictColumns = {
  id: dicts.id,
  name: dicts.name,
  description: dicts.description,
  createTime: dicts.createTime,
};

const sortableDictColumns = { name: dicts.name, createTime: dicts.createTime, id: dicts.id };

/** One page of dictionaries whose name or description contains `blurry`; newest first unless told otherwise. */
export async function findDictPage(db: DbOrTx, blurry: string | undefined, page: PageQuery) {
  const where = blurryMatch(blurry, [dicts.name, dicts.description]);
  const [content, [total]] = await Promise.all([
    db
      .select(dictColumns)
      .from(dicts)
      .where(where)
      .orderBy(...orderBy(page.sort, sortableDictColumns, 'id', dicts.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(dicts).where(where),
  ]);
  return { content, totalElements: total?.n ?? 0 };
}

export async function findAllDicts(db: DbOrTx) {
  return db.select(dictColumns).from(dicts).orderBy(asc(dicts.name), asc(dicts.id));
}

export async function insertDict(db: DbOrTx, dict: DictCreate) {
  const [row] = await db.insert(dicts).values(dict).returning(dictColumns);
  if (!row) throw new Error('dict insert returned nothing');
  return row;
}

/** False when there is no such dictionary. */
export async function updateDict(db: DbOrTx, id: number, dict: DictCreate): Promise<boolean> {
  const rows = await db.update(dicts).set(dict).where(eq(dicts.id, id)).returning({ id: dicts.id });
  return rows.length > 0;
}

/** Deletes dictionaries (their entries go by cascade); returns the ids that existed. */
export async function deleteDicts(db: DbOrTx, ids: number[]): Promise<number[]> {
  const rows = await db.delete(dicts).where(inArray(dicts.id, ids)).returning({ id: dicts.id });
  return rows.map((row) => row.id);
}

type DetailFields = { label: string; value: string; dictSort: number };

export async function insertDetail(db: DbOrTx, dictId: number, detail: DetailFields) {
  const [row] = await db
    .insert(dictDetails)
    .values({ dictId, label: detail.label, value: detail.value, sort: detail.dictSort })
    .returning(detailColumns);
  if (!row) throw new Error('dict detail insert returned nothing');
  return row;
}

/** False when there is no such entry. */
export async function updateDetail(db: DbOrTx, id: number, detail: DetailFields): Promise<boolean> {
  const rows = await db
    .update(dictDetails)
    .set({ label: detail.label, value: detail.value, sort: detail.dictSort })
    .where(eq(dictDetails.id, id))
    .returning({ id: dictDetails.id });
  return rows.length > 0;
}

/** False when there is no such entry. */
export async function deleteDetail(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(dictDetails).where(eq(dictDetails.id, id)).returning({ id: dictDetails.id });
  return rows.length > 0;
}
