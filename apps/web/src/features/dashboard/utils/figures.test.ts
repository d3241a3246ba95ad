import { describe, expect, it } from 'vitest';
import { groupPieces, percentFinished } from '@/features/dashboard/utils/figures';

describe('groupPieces', () => {
  it.each([
    [0, '0'],
    [818, '818'],
    [2_000_049, '2,000,049'],
  ])('%i → %s', (n, grouped) => {
    expect(groupPieces(n)).toBe(grouped);
  });
});

describe('percentFinished', () => {
  it.each([
    [0, 0, 0],
    [0, 855, 0],
    [1, 855, 0],
    [854, 855, 99],
    [855, 855, 100],
    [427, 855, 49],
  ])('%i of %i → %i %%', (finished, total, percent) => {
    expect(percentFinished(finished, total)).toBe(percent);
  });
});
