import { splitQty } from '@gbo/contracts';

/** The most bundle numbers one pick may name: a whole bed's worth. */
export const MAX_PICKED_NUMBERS = 20_000;

export type PickedNumbers =
  | { ok: true; numbers: number[] }
  | { ok: false; problem: 'empty' | 'format' | 'order' | 'tooMany'; part?: string };

/**
 * The bundle numbers a clerk types to pick them: "3, 7-9" → [3, 7, 8, 9]. Commas, Chinese commas, semicolons
 * and spaces separate; a range takes -, – or ~. The answer is ascending and without repeats.
 */
export function parseBundleNumbers(text: string): PickedNumbers {
  const parts = text
    .split(/[,，;；\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { ok: false, problem: 'empty' };
  const numbers = new Set<number>();
  for (const part of parts) {
    const match = /^(\d{1,8})(?:[-–~～](\d{1,8}))?$/.exec(part);
    if (!match) return { ok: false, problem: 'format', part };
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < 1) return { ok: false, problem: 'format', part };
    if (to < from) return { ok: false, problem: 'order', part };
    if (numbers.size + (to - from + 1) > MAX_PICKED_NUMBERS) return { ok: false, problem: 'tooMany' };
    for (let n = from; n <= to; n++) numbers.add(n);
  }
  return { ok: true, numbers: [...numbers].sort((a, b) => a - b) };
}

/** Numbers as compact ranges for a sentence: [3, 7, 8, 9] → "3, 7–9". */
export function formatNumberRanges(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = 0;
  sorted.forEach((n, i) => {
    if (sorted[i + 1] === n + 1) return;
    const first = sorted[start] as number;
    parts.push(first === n ? String(n) : `${first}–${n}`);
    start = i + 1;
  });
  return parts.join(', ');
}

/** One bundle a re-cut will add, as the preview shows it before saving. */
export interface PlannedRecut {
  bundleNo: number;
  qty: number;
}

/**
 * The bundles `POST api/bundles` will make of a re-cut: `qty` pieces split into `count` bundles (the server's
 * split), numbered on from the style's last number. Empty while the numbers make no valid re-cut.
 */
export function planRecut(qty: number, count: number, lastBundleNo: number): PlannedRecut[] {
  if (!Number.isInteger(qty) || !Number.isInteger(count) || count < 1 || qty < count) return [];
  return splitQty(qty, count).map((pieces, i) => ({ bundleNo: lastBundleNo + 1 + i, qty: pieces }));
}
