/**
 * A bed's slowest process: the one with the least pieces done, a tie going to the lowest seq. The production
 * grid and the dashboard both show it, and must name the same process.
 */
export function slowestProcess<P extends { seq: number; doneQty: number }>(processes: Iterable<P>): P | null {
  let slowest: P | null = null;
  for (const process of processes) {
    if (
      slowest === null ||
      process.doneQty < slowest.doneQty ||
      (process.doneQty === slowest.doneQty && process.seq < slowest.seq)
    )
      slowest = process;
  }
  return slowest;
}
