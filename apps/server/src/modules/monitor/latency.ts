/**
 * Latency histograms that add up: a bucket is a fixed range on a logarithmic scale (four to a doubling, so each
 * is about 19 % wide), the same in every process, so the histograms of several processes and minutes merge by
 * adding their counts, and a percentile of the merged one is as good as one of a single process. A
 * percentile is the upper bound of the bucket it falls in: never below the true one, at most 19 % above it.
 */

/** The smallest bound: anything faster counts in bucket 0. */
const BASE_MS = 0.1;
const STEPS_PER_DOUBLING = 4;
/** The last bucket holds everything slower than about ten minutes. */
const LAST_BUCKET = 91;

/** Bucket index → count; only the buckets that hold something. JSON keys are strings. */
export type Histogram = Record<string, number>;

export function bucketOf(ms: number): number {
  if (!(ms > BASE_MS)) return 0;
  return Math.min(LAST_BUCKET, Math.ceil(STEPS_PER_DOUBLING * Math.log2(ms / BASE_MS)));
}

/** The upper bound of a bucket, in ms (rounded to what a screen shows). */
export function upperBoundMs(bucket: number): number {
  const ms = BASE_MS * 2 ** (bucket / STEPS_PER_DOUBLING);
  return ms < 10 ? Math.round(ms * 100) / 100 : Math.round(ms);
}

export function addSample(histogram: Histogram, ms: number): void {
  const key = String(bucketOf(ms));
  histogram[key] = (histogram[key] ?? 0) + 1;
}

/** Adds `from`'s counts into `into`. */
export function mergeInto(into: Histogram, from: Histogram): Histogram {
  for (const [key, count] of Object.entries(from)) {
    if (Number.isInteger(Number(key)) && Number.isFinite(count)) into[key] = (into[key] ?? 0) + count;
  }
  return into;
}

/** The q-th quantile (0–1) by nearest rank, as its bucket's upper bound; null for an empty histogram. */
export function percentileMs(histogram: Histogram, q: number): number | null {
  const buckets = Object.entries(histogram)
    .map(([key, count]) => [Number(key), count] as const)
    .filter(([, count]) => count > 0)
    .sort((a, b) => a[0] - b[0]);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const [bucket, count] of buckets) {
    seen += count;
    if (seen >= rank) return upperBoundMs(bucket);
  }
  return upperBoundMs(buckets[buckets.length - 1]?.[0] ?? 0);
}
