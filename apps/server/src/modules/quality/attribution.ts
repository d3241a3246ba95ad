/**
 * Who a defect is charged to. A defect is found at a process of a bundle; the worker at fault is the one whose
 * scan covered that process of that bundle. When several scanned it (a bundle split between two machinists),
 * and the inspector does not name one, the defects are shared in proportion to the pieces each scanned, by
 * largest remainder: whole defects, never more than found, the larger share first (ties: more pieces, then
 * the earlier scan). Nobody is charged for a process nobody has scanned yet (worker null).
 */

/** A worker's valid scans of one process of a bundle. */
export type Scanner = { workerId: number; qty: number; firstScanId: number };
export type Charge = { workerId: number | null; qty: number };

export function attributeDefects(qty: number, scanners: readonly Scanner[]): Charge[] {
  if (qty <= 0) return [];
  if (scanners.reduce((sum, s) => sum + s.qty, 0) <= 0) return [{ workerId: null, qty }];
  return shareOut(
    qty,
    scanners.map((s) => ({ key: s.workerId, weight: s.qty, order: s.firstScanId })),
  ).map(({ key, qty: share }) => ({ workerId: key, qty: share }));
}

/**
 * `total` whole units shared in proportion to the weights by largest remainder: never more than `total`, the
 * larger fraction first (ties: the larger weight, then the lower `order`); shares of 0 left out, largest first.
 */
function shareOut<K>(
  total: number,
  weights: readonly { key: K; weight: number; order: number }[],
): { key: K; qty: number }[] {
  const sum = weights.reduce((n, w) => n + w.weight, 0);
  if (total <= 0 || sum <= 0) return [];
  const shares = weights.map((w) => {
    const exact = (total * w.weight) / sum;
    return { w, whole: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = total - shares.reduce((n, s) => n + s.whole, 0);
  const byRest = [...shares].sort(
    (a, b) => b.rest - a.rest || b.w.weight - a.w.weight || a.w.order - b.w.order,
  );
  for (const share of byRest) {
    if (left === 0) break;
    share.whole += 1;
    left -= 1;
  }
  return shares
    .filter((s) => s.whole > 0)
    .sort((a, b) => b.whole - a.whole || a.w.order - b.w.order)
    .map((s) => ({ key: s.w.key, qty: s.whole }));
}

/**
 * Which first inspections' failures a re-inspection mends: a checkpoint's rework is mended oldest failure
 * first, so the `passed` pieces of a re-inspection go to the first inspections (in order) after the
 * `mendedBefore` pieces earlier re-inspections passed. Answers the mended pieces per first inspection.
 */
export function mendedBy(
  failures: readonly { id: number; failed: number }[],
  mendedBefore: number,
  passed: number,
): { id: number; before: number; mended: number }[] {
  const mended: { id: number; before: number; mended: number }[] = [];
  let skip = mendedBefore;
  let left = passed;
  for (const { id, failed } of failures) {
    const before = Math.min(failed, skip);
    skip -= before;
    const take = Math.min(failed - before, left);
    if (take > 0) mended.push({ id, before, mended: take });
    left -= take;
    if (left === 0) break;
  }
  return mended;
}

/**
 * The pieces `from`+1 … `to` of a sequence shared among weights one at a time, each to the one furthest behind
 * its proportional share (ties: the larger weight, then the lower `order`). Unlike largest remainder, a
 * later piece never takes back an earlier one's share, so the pieces of successive re-inspections add up to
 * the whole's share. Answers the shares of those pieces, 0 left out.
 */
export function sharesOfPieces<K>(
  weights: readonly { key: K; weight: number; order: number }[],
  from: number,
  to: number,
): { key: K; qty: number }[] {
  const sum = weights.reduce((n, w) => n + w.weight, 0);
  if (sum <= 0 || to <= from) return [];
  const given = weights.map(() => 0);
  const counted = weights.map(() => 0);
  for (let piece = 1; piece <= to; piece += 1) {
    let best = -1;
    for (let i = 0; i < weights.length; i += 1) {
      const w = weights[i]!;
      if (w.weight <= 0) continue;
      if (best < 0) {
        best = i;
        continue;
      }
      const b = weights[best]!;
      const lag = (w.weight * piece) / sum - given[i]!;
      const bestLag = (b.weight * piece) / sum - given[best]!;
      if (
        lag > bestLag ||
        (lag === bestLag && (w.weight > b.weight || (w.weight === b.weight && w.order < b.order)))
      )
        best = i;
    }
    given[best] = (given[best] ?? 0) + 1;
    if (piece > from) counted[best] = (counted[best] ?? 0) + 1;
  }
  return weights.map((w, i) => ({ key: w.key, qty: counted[i] ?? 0 })).filter((share) => share.qty > 0);
}
