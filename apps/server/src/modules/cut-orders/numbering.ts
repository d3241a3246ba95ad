/**
 * Bundle numbering of a cutting bed (分扎/编菲): a pure function, no database.
 *
 * - pieces(colour, size) = layers(colour) × ratio(size).
 * - Each ratio unit of a size is one stack per colour, `layers` plies high, cut into bundles:
 *   - max plies: k = ceil(layers / maxPlies) bundles of even ply ranges, sizes differing by at most one, the
 *     larger ones first (40 plies, max 30 → 1–20, 21–40; 25 plies, max 10 → 1–9, 10–17, 18–25);
 *   - bundle size: bundles of `bundleSize` plies, the remainder in the last one (30 plies, size 20 → 1–20,
 *     21–30). The split is per stack (per ratio unit), so a bundle never mixes plies of two stacks.
 * - Numbering order: size (the style's order) → ratio unit (1..ratio) → colour (lay order); numbers are
 *   consecutive from the first bundle number.
 * - A size with ratio 0 produces nothing.
 */

export type NumberingLay = { colour: string; layers: number; dyeLot: string | null; shade: string | null };
export type Split = { maxPlies: number } | { bundleSize: number };

export type NumberingInput = {
  /** The style's sizes in numbering order; the ratio may name a subset of them. */
  sizes: readonly string[];
  ratio: readonly { size: string; ratio: number }[];
  /** In lay order. */
  lays: readonly NumberingLay[];
  split: Split;
  firstBundleNo: number;
};

export type NumberedBundle = {
  bundleNo: number;
  colour: string;
  size: string;
  qty: number;
  plyFrom: number | null;
  plyTo: number | null;
  dyeLot: string | null;
  shade: string | null;
};

/** The ply ranges one stack of `layers` plies is cut into, as [from, to] pairs (1-based, inclusive). */
export function plyRanges(layers: number, split: Split): [number, number][] {
  const ranges: [number, number][] = [];
  if (layers <= 0) return ranges;
  if ('bundleSize' in split) {
    for (let from = 1; from <= layers; from += split.bundleSize)
      ranges.push([from, Math.min(from + split.bundleSize - 1, layers)]);
    return ranges;
  }
  const count = Math.ceil(layers / split.maxPlies);
  const base = Math.floor(layers / count);
  const larger = layers % count; // the first `larger` bundles get one ply more
  let from = 1;
  for (let i = 0; i < count; i++) {
    const size = base + (i < larger ? 1 : 0);
    ranges.push([from, from + size - 1]);
    from += size;
  }
  return ranges;
}

/** How many bundles a stack of `layers` plies makes, without listing them. */
function bundlesPerStack(layers: number, split: Split): number {
  return Math.ceil(layers / ('bundleSize' in split ? split.bundleSize : split.maxPlies));
}

/** The ratio per size in the style's order (sizes the ratio does not name, or names with 0, are left out). */
function ratioInOrder(input: Pick<NumberingInput, 'sizes' | 'ratio'>): { size: string; ratio: number }[] {
  const bySize = new Map(input.ratio.map((entry) => [entry.size, entry.ratio]));
  return input.sizes
    .map((size) => ({ size, ratio: bySize.get(size) ?? 0 }))
    .filter((entry) => entry.ratio > 0);
}

/** Bundles and pieces the bed makes: cheap, so a bed too big to number is refused before it is numbered. */
export function countBundles(input: Omit<NumberingInput, 'firstBundleNo'>): {
  bundles: number;
  pieces: number;
} {
  const units = ratioInOrder(input).reduce((sum, entry) => sum + entry.ratio, 0);
  const perUnit = input.lays.reduce((sum, lay) => sum + bundlesPerStack(lay.layers, input.split), 0);
  const layers = input.lays.reduce((sum, lay) => sum + lay.layers, 0);
  return { bundles: units * perUnit, pieces: units * layers };
}

/** Every bundle of the bed, numbered. */
export function numberBundles(input: NumberingInput): NumberedBundle[] {
  // The ply ranges depend only on a colour's layers: computed once per lay, reused for every ratio unit.
  const stacks = input.lays.map((lay) => ({ lay, ranges: plyRanges(lay.layers, input.split) }));
  const bundles: NumberedBundle[] = [];
  let bundleNo = input.firstBundleNo;
  for (const { size, ratio } of ratioInOrder(input)) {
    for (let unit = 1; unit <= ratio; unit++) {
      for (const { lay, ranges } of stacks) {
        for (const [plyFrom, plyTo] of ranges) {
          bundles.push({
            bundleNo: bundleNo++,
            colour: lay.colour,
            size,
            qty: plyTo - plyFrom + 1,
            plyFrom,
            plyTo,
            dyeLot: lay.dyeLot,
            shade: lay.shade,
          });
        }
      }
    }
  }
  return bundles;
}

/** Bundle numbers as compact ranges, ascending: [1..36] → "1–36", [3, 7, 8, 9] → "3, 7–9". */
export function numberRanges(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    parts.push(i === j ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}
