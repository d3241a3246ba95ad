import { describe, expect, it } from 'vitest';
import { groupPieces, percentFinished, shareOfWorst } from '@/features/dashboard/utils/figures';

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

describe('shareOfWorst', () => {
  it.each([
    [12.5, 12.5, 100],
    [6.25, 12.5, 50],
    [0, 12.5, 0],
    [3, 0, 0],
    [Number.NaN, 10, 0],
  ])('%f against %f → %i %%', (value, worst, share) => {
    expect(shareOfWorst(value, worst)).toBe(share);
  });
});
