import { describe, expect, it } from 'vitest';
import { addSample, bucketOf, type Histogram, mergeInto, percentileMs, upperBoundMs } from './latency';

describe('latency histograms', () => {
  it.each([0, 0.05, 0.1, 0.11, 1, 7.3, 42, 250, 999, 30_000, 10_000_000])(
    'puts %s ms in a bucket whose upper bound is at most 19 %% above it',
    (ms) => {
      const bound = upperBoundMs(bucketOf(ms));
      if (ms <= 0.1) expect(bucketOf(ms)).toBe(0);
      else if (ms < 600_000) {
        expect(bound).toBeGreaterThanOrEqual(ms * 0.999);
        expect(bound).toBeLessThanOrEqual(ms * 1.19 + 0.01);
      } else expect(bucketOf(ms)).toBe(91);
    },
  );

  it('gives percentiles by nearest rank, null for nothing', () => {
    const histogram: Histogram = {};
    expect(percentileMs(histogram, 0.5)).toBeNull();
    for (let i = 1; i <= 98; i += 1) addSample(histogram, 10);
    addSample(histogram, 500);
    addSample(histogram, 2000);
    expect(percentileMs(histogram, 0.5)).toBe(upperBoundMs(bucketOf(10)));
    expect(percentileMs(histogram, 0.99)).toBe(upperBoundMs(bucketOf(500)));
    expect(percentileMs(histogram, 1)).toBe(upperBoundMs(bucketOf(2000)));
  });

  it('merges processes by adding counts, as if one process had seen every request', () => {
    const fast: Histogram = {};
    const slow: Histogram = {};
    for (let i = 0; i < 90; i += 1) addSample(fast, 5);
    for (let i = 0; i < 10; i += 1) addSample(slow, 800);
    const merged = mergeInto(mergeInto({}, fast), slow);
    expect(percentileMs(merged, 0.5)).toBe(upperBoundMs(bucketOf(5)));
    expect(percentileMs(merged, 0.95)).toBe(upperBoundMs(bucketOf(800)));
    // What a reader of a row might find: keys that are not buckets are ignored.
    expect(mergeInto({}, { x: 3, '4': 2 })).toEqual({ '4': 2 });
  });
});
