/** A rate as the API takes it: up to 4 digits, and up to 3 decimals (contracts' rateSchema). */
const RATE_TEXT = /^(\d{1,4})(?:\.(\d{1,3}))?$/;

/**
 * A rate in thousandths of a yuan ("0.45" → 450), so sums are exact integers: never add rates as floats
 * (0.12 + 0.40 + … drifts). Undefined for text that is not a rate.
 */
export function toThousandths(text: string): number | undefined {
  const match = RATE_TEXT.exec(text.trim());
  if (!match) return undefined;
  const [, whole = '0', decimals = ''] = match;
  return Number(whole) * 1000 + Number(decimals.padEnd(3, '0'));
}

/** Thousandths as a rate: two decimals at least, a third when it is used (3820 → "3.82", 125 → "0.125"). */
export function formatThousandths(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  const decimals = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0$/, '');
  return `${whole}.${decimals}`;
}

/** The sum of rates, in thousandths; text that is not a rate adds nothing (the form marks it). */
export function sumRates(rates: readonly string[]): number {
  return rates.reduce((sum, rate) => sum + (toThousandths(rate) ?? 0), 0);
}

/** A process as the totals read it: its rate and the sizes paid otherwise. */
export interface RatedProcess {
  rate: string;
  sizeRates: Readonly<Record<string, string>>;
}

/** What one garment pays in piece wages: Σ of the processes' rates, as text ("3.82"). */
export function rateTotal(processes: readonly RatedProcess[]): string {
  return formatThousandths(sumRates(processes.map((process) => process.rate)));
}

/**
 * The sizes whose garment pays otherwise than the plain total (a process with its own rate for them), and
 * what it pays: e.g. 3XL → "3.87" when one process pays 0.50 instead of 0.45. In the style's size order.
 */
export function sizeRateTotals(
  processes: readonly RatedProcess[],
  sizes: readonly string[],
): { size: string; total: string }[] {
  return sizes
    .filter((size) => processes.some((process) => (process.sizeRates[size] ?? '').trim() !== ''))
    .map((size) => ({
      size,
      total: formatThousandths(
        sumRates(processes.map((process) => process.sizeRates[size]?.trim() || process.rate)),
      ),
    }));
}

/**
 * One garment's standard minutes: Σ of the processes' SAM (same text rules as a rate), as text ("12.35"); null
 * when no process has any (the list shows "—").
 */
export function samTotal(sams: readonly string[]): string | null {
  const set = sams.filter((sam) => (toThousandths(sam) ?? 0) > 0);
  return set.length === 0 ? null : formatThousandths(sumRates(set));
}
