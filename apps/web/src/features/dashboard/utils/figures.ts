/** A whole number of pieces grouped by thousands: one format in both languages. */
export const groupPieces = (n: number) => n.toLocaleString('en-US');

/** Finished pieces as a percentage of the bed's pieces, rounded down (100 only when all are finished). */
export function percentFinished(finished: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((finished * 100) / total));
}
