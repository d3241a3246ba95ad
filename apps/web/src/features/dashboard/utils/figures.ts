/** A whole number of pieces grouped by thousands: one format in both languages. */
export const groupPieces = (n: number) => n.toLocaleString('en-US');

/** Finished pieces as a percentage of the bed's pieces, rounded down (100 only when all are finished). */
export function percentFinished(finished: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((finished * 100) / total));
}

/** A value as a whole percentage of the largest one (a bar's length), 0 when the largest is not above 0. */
export function shareOfWorst(value: number, worst: number): number {
  if (!(worst > 0) || !(value > 0)) return 0;
  return Math.min(100, Math.round((value * 100) / worst));
}
