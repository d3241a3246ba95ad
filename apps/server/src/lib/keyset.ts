/** Rows an export reads per round trip: a factory's data is read a thousand rows at a time. */
export const EXPORT_BATCH = 1000;

/**
 * Every row of a table, in batches read by keyset (`… and key > last order by key limit n`, never OFFSET: each
 * batch costs the same however deep into the table it starts): `read(after, limit)` answers the rows after the
 * key `after` (null: from the first), in key order, at most `limit`; `keyOf` names a row's key. The next batch is
 * read only when the consumer asks for it (a workbook writes no faster than its reader reads), so memory holds
 * one batch however large the table.
 */
export async function* keysetBatches<Row, Key>(
  read: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  limit = EXPORT_BATCH,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await read(after, limit);
    const last = rows.at(-1);
    if (last === undefined) return;
    yield rows;
    if (rows.length < limit) return;
    after = keyOf(last);
  }
}
