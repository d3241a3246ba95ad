/** A grid cell's state: nothing scanned, some of the bundle's pieces, or all of them. */
export type CellState = 'none' | 'partial' | 'done';

export function cellState(doneQty: number, qty: number): CellState {
  if (doneQty <= 0) return 'none';
  return doneQty >= qty ? 'done' : 'partial';
}

/** A share as a whole percentage for a progress bar (0 of 0 is 0, never more than 100). */
export function percent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done * 100) / total));
}

/** A process's breakdown as a colour × size table: colours and sizes in the order they first come. */
export function breakdownMatrix<T extends { colour: string; size: string }>(rows: readonly T[]) {
  const colours = [...new Set(rows.map((row) => row.colour))];
  const sizes = [...new Set(rows.map((row) => row.size))];
  const cell = (colour: string, size: string) =>
    rows.find((row) => row.colour === colour && row.size === size);
  return { colours, sizes, cell };
}

/** The process holding the bundles back: the least done (ties: the lowest seq), none once all are done. */
export function slowestSeq(processes: readonly { seq: number; doneQty: number; totalQty: number }[]) {
  let slowest: { seq: number; doneQty: number } | undefined;
  for (const process of processes) {
    if (process.totalQty === 0 || process.doneQty >= process.totalQty) continue;
    if (!slowest || process.doneQty < slowest.doneQty) slowest = process;
  }
  return slowest?.seq;
}
