import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotShippedCounter } from './not-shipped';

// When the slow count of finished pieces not shipped is made again, with a counting function that takes a
// given time: requests never wait for it once there is a count.

function setUp(countMs: number) {
  let value = 100;
  const counts: number[] = [];
  const told: number[] = [];
  const counter = createNotShippedCounter({
    count: async (factoryId) => {
      counts.push(factoryId);
      await new Promise((resolve) => setTimeout(resolve, countMs));
      return value;
    },
    onCounted: (factoryId) => told.push(factoryId),
    log: { error: vi.fn() },
    minIntervalMs: 30_000,
    maxAgeMs: 600_000,
    firstWaitMs: 150,
  });
  return { counter, counts, told, set: (n: number) => (value = n) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the count of finished pieces not shipped', () => {
  it('is waited for the first time when it is quick, then kept until the figures change', async () => {
    const { counter, counts, told } = setUp(20);
    const first = counter.get(1);
    await vi.advanceTimersByTimeAsync(20);
    expect((await first)?.qty).toBe(100);
    expect(told).toEqual([1]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await counter.get(1))?.qty).toBe(100);
    expect(counts).toEqual([1]);
  });

  it('answers nothing yet when the first count is slow, and tells the dashboards once it is done', async () => {
    const { counter, told } = setUp(2000);
    const first = counter.get(1);
    await vi.advanceTimersByTimeAsync(150);
    expect(await first).toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(told).toEqual([1]);
    expect((await counter.get(1))?.qty).toBe(100);
  });

  it('counts again after a change, at most once in the minimum interval, answering the last count meanwhile', async () => {
    const { counter, counts, told, set } = setUp(1000);
    const first = counter.get(1);
    await vi.advanceTimersByTimeAsync(1000);
    await first;
    set(90);
    counter.changed(1);
    await vi.advanceTimersByTimeAsync(10_000);
    // Too soon after the last count: the old figure, no new count.
    expect((await counter.get(1))?.qty).toBe(100);
    expect(counts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20_000);
    // Due: the old figure at once, a new count behind it.
    expect((await counter.get(1))?.qty).toBe(100);
    expect(counts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(told).toEqual([1, 1]);
    expect((await counter.get(1))?.qty).toBe(90);
    expect(counts).toHaveLength(2);
  });

  it('counts again when the count is old, even without a change', async () => {
    const { counter, counts } = setUp(10);
    const first = counter.get(1);
    await vi.advanceTimersByTimeAsync(10);
    await first;
    await vi.advanceTimersByTimeAsync(600_000);
    await counter.get(1);
    expect(counts).toHaveLength(2);
  });
});
