/**
 * Money as the API writes it ("27.60", "-5.00": numeric text summed by PostgreSQL) held in integer cents, so
 * sums on this page are exact: no float ever adds 0.1 and 0.2 here.
 */
const MONEY_TEXT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** "27.60" → 2760, "-5" → -500; null (money hidden) → 0. A text that is no amount is a bug: it throws. */
export function toCents(text: string | null | undefined): number {
  if (text === null || text === undefined) return 0;
  const match = MONEY_TEXT.exec(text.trim());
  if (!match) throw new Error(`Not an amount: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign && cents !== 0 ? -cents : cents;
}

/** The exact sum of amounts, in cents. */
export const sumCents = (texts: readonly (string | null | undefined)[]) =>
  texts.reduce((sum, text) => sum + toCents(text), 0);

/** 123456 → "1,234.56", -500 → "-5.00": one format in both languages. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount of the API as the page shows it; a hidden one (null) as a dash. */
export const formatMoney = (text: string | null | undefined) =>
  text === null || text === undefined ? '—' : formatCents(toCents(text));

/** What a list of wage rows adds up to, every amount in cents. */
export interface WageTotals {
  workers: number;
  qty: number;
  settledQty: number;
  amount: number;
  adjustments: number;
  total: number;
  settledAmount: number;
}

interface FiguresRow {
  qty: number;
  settledQty: number;
  amount: string | null;
  adjustments: string | null;
  total: string | null;
  settledAmount: string | null;
}

/** The totals row: pieces and every amount summed exactly (integer cents). */
export function wageTotals(rows: readonly FiguresRow[]): WageTotals {
  return {
    workers: rows.length,
    qty: rows.reduce((sum, row) => sum + row.qty, 0),
    settledQty: rows.reduce((sum, row) => sum + row.settledQty, 0),
    amount: sumCents(rows.map((row) => row.amount)),
    adjustments: sumCents(rows.map((row) => row.adjustments)),
    total: sumCents(rows.map((row) => row.total)),
    settledAmount: sumCents(rows.map((row) => row.settledAmount)),
  };
}
