import { sumMills } from '@/lib/money';

// The money helpers are shared (lib/money.ts); the wages page keeps importing them from here.
export {
  formatCents,
  formatMills,
  formatMoney,
  formatYuan,
  formatYuanMills,
  sumMills,
  toCents,
  toMills,
} from '@/lib/money';

/** What a list of wage rows adds up to, every amount in mills. */
export interface WageTotals {
  workers: number;
  qty: number;
  settledQty: number;
  amount: number;
  adjustments: number;
  /** What is paid: the sum of the rows' totals (each worker's rounded to the cent once, by the server). */
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

/** The totals row: pieces and every amount summed exactly (mills); the total paid is what the rows pay. */
export function wageTotals(rows: readonly FiguresRow[]): WageTotals {
  const amount = sumMills(rows.map((row) => row.amount));
  const adjustments = sumMills(rows.map((row) => row.adjustments));
  return {
    workers: rows.length,
    qty: rows.reduce((sum, row) => sum + row.qty, 0),
    settledQty: rows.reduce((sum, row) => sum + row.settledQty, 0),
    amount,
    adjustments,
    total: sumMills(rows.map((row) => row.total)),
    settledAmount: sumMills(rows.map((row) => row.settledAmount)),
  };
}
