import { describe, expect, it } from 'vitest';
import {
  countBundles,
  type NumberingInput,
  numberBundles,
  numberRanges,
  plyRanges,
  type Split,
} from './numbering';
import { splitQty } from '@gbo/contracts';

const lay = (colour: string, layers: number, dyeLot: string | null = null, shade: string | null = null) => ({
  colour,
  layers,
  dyeLot,
  shade,
});

/** The worked example of docs/domain.md §4. */
const PL2408: NumberingInput = {
  sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
  ratio: [
    { size: 'S', ratio: 1 },
    { size: 'M', ratio: 2 },
    { size: 'L', ratio: 2 },
    { size: 'XL', ratio: 2 },
    { size: '2XL', ratio: 1 },
    { size: '3XL', ratio: 1 },
  ],
  lays: [
    lay('黑色', 40, 'G2408-11', 'A'),
    lay('白色', 30, 'G2408-12', 'A'),
    lay('藏青', 25, 'G2408-13', 'B'),
  ],
  split: { maxPlies: 30 },
  firstBundleNo: 1,
};

const short = (bundles: ReturnType<typeof numberBundles>) =>
  bundles.map((b) => `${b.bundleNo} ${b.size} ${b.colour} ${b.plyFrom}-${b.plyTo} ${b.qty}`);

describe('plyRanges', () => {
  it.each<[number, Split, [number, number][]]>([
    [
      40,
      { maxPlies: 30 },
      [
        [1, 20],
        [21, 40],
      ],
    ],
    [30, { maxPlies: 30 }, [[1, 30]]],
    [25, { maxPlies: 30 }, [[1, 25]]],
    [
      25,
      { maxPlies: 10 },
      [
        [1, 9],
        [10, 17],
        [18, 25],
      ],
    ],
    [
      61,
      { maxPlies: 30 },
      [
        [1, 21],
        [22, 41],
        [42, 61],
      ],
    ],
    [
      7,
      { maxPlies: 2 },
      [
        [1, 2],
        [3, 4],
        [5, 6],
        [7, 7],
      ],
    ],
    [1, { maxPlies: 30 }, [[1, 1]]],
    [
      30,
      { bundleSize: 20 },
      [
        [1, 20],
        [21, 30],
      ],
    ],
    [
      40,
      { bundleSize: 20 },
      [
        [1, 20],
        [21, 40],
      ],
    ],
    [
      45,
      { bundleSize: 20 },
      [
        [1, 20],
        [21, 40],
        [41, 45],
      ],
    ],
    [5, { bundleSize: 20 }, [[1, 5]]],
  ])('%i plies with %o → %j', (layers, split, ranges) => {
    expect(plyRanges(layers, split)).toEqual(ranges);
  });

  it('keeps even ranges within max plies, differing by at most one, larger first', () => {
    for (let layers = 1; layers <= 200; layers++) {
      for (const maxPlies of [1, 7, 20, 30, 50]) {
        const sizes = plyRanges(layers, { maxPlies }).map(([from, to]) => to - from + 1);
        expect(sizes.length).toBe(Math.ceil(layers / maxPlies));
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(layers);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(maxPlies);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
      }
    }
  });
});

describe('numberBundles', () => {
  it('reproduces the worked example: 855 pieces in 36 bundles', () => {
    const bundles = numberBundles(PL2408);
    expect(bundles).toHaveLength(36);
    expect(bundles.reduce((sum, b) => sum + b.qty, 0)).toBe(855);
    expect(countBundles(PL2408)).toEqual({ bundles: 36, pieces: 855 });
    expect(short(bundles.slice(0, 12))).toEqual([
      '1 S 黑色 1-20 20',
      '2 S 黑色 21-40 20',
      '3 S 白色 1-30 30',
      '4 S 藏青 1-25 25',
      // M, ratio unit 1
      '5 M 黑色 1-20 20',
      '6 M 黑色 21-40 20',
      '7 M 白色 1-30 30',
      '8 M 藏青 1-25 25',
      // M, ratio unit 2
      '9 M 黑色 1-20 20',
      '10 M 黑色 21-40 20',
      '11 M 白色 1-30 30',
      '12 M 藏青 1-25 25',
    ]);
    const sizeOf = (from: number, to: number) => [...new Set(bundles.slice(from - 1, to).map((b) => b.size))];
    expect(sizeOf(13, 20)).toEqual(['L']);
    expect(sizeOf(21, 28)).toEqual(['XL']);
    expect(sizeOf(29, 32)).toEqual(['2XL']);
    expect(sizeOf(33, 36)).toEqual(['3XL']);
    expect(bundles.map((b) => b.bundleNo)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(bundles[3]).toMatchObject({ dyeLot: 'G2408-13', shade: 'B' });
  });

  it('numbers in the style’s size order whatever order the ratio is given in, skipping ratio 0', () => {
    const bundles = numberBundles({
      ...PL2408,
      ratio: [
        { size: 'XL', ratio: 1 },
        { size: 'S', ratio: 0 },
        { size: 'M', ratio: 1 },
      ],
      lays: [lay('黑色', 10)],
    });
    expect(short(bundles)).toEqual(['1 M 黑色 1-10 10', '2 XL 黑色 1-10 10']);
  });

  it('starts at the given number', () => {
    const bundles = numberBundles({ ...PL2408, firstBundleNo: 37 });
    expect(bundles[0]?.bundleNo).toBe(37);
    expect(bundles.at(-1)?.bundleNo).toBe(72);
  });

  it('splits per stack in bundle-size mode, the remainder in the last bundle', () => {
    const bundles = numberBundles({
      ...PL2408,
      ratio: [{ size: 'M', ratio: 2 }],
      lays: [lay('白色', 30), lay('黑色', 40)],
      split: { bundleSize: 20 },
    });
    expect(short(bundles)).toEqual([
      '1 M 白色 1-20 20',
      '2 M 白色 21-30 10',
      '3 M 黑色 1-20 20',
      '4 M 黑色 21-40 20',
      '5 M 白色 1-20 20',
      '6 M 白色 21-30 10',
      '7 M 黑色 1-20 20',
      '8 M 黑色 21-40 20',
    ]);
  });

  it('counts what it numbers, for large beds too', () => {
    const input: NumberingInput = {
      ...PL2408,
      ratio: PL2408.sizes.map((size) => ({ size, ratio: 5 })),
      lays: Array.from({ length: 40 }, (_, i) => lay(`C${i}`, 97)),
      split: { maxPlies: 6 },
    };
    const started = performance.now();
    const bundles = numberBundles(input);
    expect(performance.now() - started).toBeLessThan(200);
    expect(countBundles(input)).toEqual({
      bundles: bundles.length,
      pieces: bundles.reduce((sum, b) => sum + b.qty, 0),
    });
    expect(bundles.length).toBe(6 * 5 * 40 * 17);
  });
});

describe('splitQty', () => {
  it.each([
    [100, 3, [33, 33, 34]],
    [10, 1, [10]],
    [10, 5, [2, 2, 2, 2, 2]],
    [7, 7, [1, 1, 1, 1, 1, 1, 1]],
    [11, 2, [5, 6]],
  ])('%i pieces in %i bundles → %j', (qty, count, expected) => {
    expect(splitQty(qty, count)).toEqual(expected);
  });
});

describe('numberRanges', () => {
  it.each([
    [Array.from({ length: 36 }, (_, i) => i + 1), '1–36'],
    [[3, 7, 8, 9], '3, 7–9'],
    [[9, 3, 8, 7, 3], '3, 7–9'],
    [[5], '5'],
    [[1, 3, 5], '1, 3, 5'],
    [[], ''],
  ])('%j → %s', (numbers, text) => {
    expect(numberRanges(numbers)).toBe(text);
  });
});
