import { efficiencyOf, type EfficiencyGroup, type EfficiencyRow } from '@gbo/contracts';

// Efficiency per group (docs/design.md §11): earned minutes (Σ pieces × SAM) over attended minutes. Pure: the
// service hands in each worker's day (or hour) with its attended minutes already worked out.

/** A worker's figures for one day, or one hour of a day. */
export type Figures = {
  workerId: number;
  deptId: number | null;
  workDate: string;
  /** The hour of the day, for `groupBy=hour`. */
  hour?: number;
  qty: number;
  samQty: number;
  /** Σ qty × SAM as numeric text (3 decimals), summed exactly in thousandths. */
  earned: string;
  attended: number;
};

type Sums = { qty: number; samQty: number; thousandths: number; attended: number };

/** The Monday of a day's week, `YYYY-MM-DD`. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const keyOf: Record<EfficiencyGroup, (f: Figures) => string> = {
  worker: (f) => String(f.workerId),
  dept: (f) => (f.deptId === null ? 'none' : String(f.deptId)),
  day: (f) => f.workDate,
  week: (f) => weekOf(f.workDate),
  hour: (f) => String(f.hour ?? 0).padStart(2, '0'),
};

/** "12.345" → 12345, exactly (no float on the way). */
export function thousandthsOf(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3)));
}

/**
 * The figures summed per group: pieces, pieces with standard minutes, minutes earned (3 decimals) and
 * attended, and efficiency = earned ÷ attended (4 decimals, null where nothing was attended). Rows in key
 * order; `nameOf` names a key.
 */
export function efficiencyRows(
  figures: readonly Figures[],
  groupBy: EfficiencyGroup,
  nameOf: (key: string) => string,
): EfficiencyRow[] {
  const groups = new Map<string, Sums>();
  for (const f of figures) {
    const key = keyOf[groupBy](f);
    const sums = groups.get(key) ?? { qty: 0, samQty: 0, thousandths: 0, attended: 0 };
    sums.qty += f.qty;
    sums.samQty += f.samQty;
    sums.thousandths += thousandthsOf(f.earned);
    sums.attended += f.attended;
    groups.set(key, sums);
  }
  return [...groups.entries()]
    .map(([key, sums]) => {
      const earnedMinutes = sums.thousandths / 1000;
      return {
        key,
        name: nameOf(key),
        qty: sums.qty,
        samQty: sums.samQty,
        earnedMinutes,
        attendedMinutes: sums.attended,
        efficiency: efficiencyOf(earnedMinutes, sums.attended),
      };
    })
    .sort(
      (a, b) =>
        (groupBy === 'worker' || groupBy === 'dept' ? a.name.localeCompare(b.name) : 0) ||
        a.key.localeCompare(b.key),
    );
}
