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
  const total = scanners.reduce((sum, s) => sum + s.qty, 0);
  if (qty <= 0) return [];
  if (total <= 0) return [{ workerId: null, qty }];
  const shares = scanners.map((s) => {
    const exact = (qty * s.qty) / total;
    return { scanner: s, whole: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = qty - shares.reduce((sum, s) => sum + s.whole, 0);
  const order = [...shares].sort(
    (a, b) =>
      b.rest - a.rest || b.scanner.qty - a.scanner.qty || a.scanner.firstScanId - b.scanner.firstScanId,
  );
  for (const share of order) {
    if (left === 0) break;
    share.whole += 1;
    left -= 1;
  }
  return shares
    .filter((s) => s.whole > 0)
    .sort((a, b) => b.whole - a.whole || a.scanner.firstScanId - b.scanner.firstScanId)
    .map((s) => ({ workerId: s.scanner.workerId, qty: s.whole }));
}
