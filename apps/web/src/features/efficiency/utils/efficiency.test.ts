import type { EfficiencyRow } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  chartRows,
  dayCount,
  efficiencyTotals,
  formatEfficiency,
  formatMinuteCount,
  lastWeek,
  lastWeeks,
  mondayOf,
  percentOf,
  piecesWithoutSam,
  rowLabel,
  thisWeek,
  tooLongFor,
} from '@/features/efficiency/utils/efficiency';
import { barsTop, efficiencyOption } from '@/features/efficiency/utils/efficiency-chart';

const row = (key: string, name: string, efficiency: number | null, extra: Partial<EfficiencyRow> = {}) => ({
  key,
  name,
  qty: 100,
  samQty: 100,
  earnedMinutes: 0,
  attendedMinutes: 0,
  efficiency,
  ...extra,
});

describe('efficiency periods', () => {
  it.each([
    ['2026-12-02', '2026-11-30'], // a Wednesday
    ['2026-11-30', '2026-11-30'], // a Monday
    ['2026-12-06', '2026-11-30'], // a Sunday
    ['2027-01-01', '2026-12-28'], // across a year
  ])('the week of %s starts on %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });

  it('opens on this week so far, and offers last week and the last weeks', () => {
    expect(thisWeek('2026-12-02')).toEqual({ from: '2026-11-30', to: '2026-12-02' });
    expect(lastWeek('2026-12-02')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(lastWeeks('2026-12-02', 8)).toEqual({ from: '2026-10-12', to: '2026-12-02' });
  });

  it('refuses by hour only past 31 days', () => {
    expect(dayCount({ from: '2026-11-01', to: '2026-12-01' })).toBe(31);
    expect(tooLongFor('hour', { from: '2026-11-01', to: '2026-12-01' })).toBe(false);
    expect(tooLongFor('hour', { from: '2026-11-01', to: '2026-12-02' })).toBe(true);
    expect(tooLongFor('week', { from: '2026-01-01', to: '2026-12-02' })).toBe(false);
  });
});

describe('efficiency figures', () => {
  it('totals the rows and takes efficiency from the sums, not the rows’ efficiencies', () => {
    const totals = efficiencyTotals([
      row('1', 'Li Lei', 0.8, { qty: 120, samQty: 100, earnedMinutes: 384.1, attendedMinutes: 480 }),
      row('2', 'Zhou Hong', 0.2, { qty: 30, samQty: 30, earnedMinutes: 24.2, attendedMinutes: 120 }),
      row('3', 'Wu Min', null, { qty: 5, samQty: 0, earnedMinutes: 0, attendedMinutes: 0 }),
    ]);
    expect(totals).toEqual({
      qty: 155,
      samQty: 130,
      earnedMinutes: 408.3,
      attendedMinutes: 600,
      efficiency: 0.6805,
    });
    expect(piecesWithoutSam(totals)).toBe(25);
    expect(efficiencyTotals([]).efficiency).toBeNull();
  });

  it.each([
    [null, '—'],
    [0, '0.0 %'],
    [0.8533, '85.3 %'],
    [1.2, '120.0 %'],
  ])('writes efficiency %j as %s', (efficiency, text) => {
    expect(formatEfficiency(efficiency)).toBe(text);
  });

  it('writes minutes, percents and names', () => {
    expect(formatMinuteCount(1234.567)).toBe('1,234.6');
    expect(formatMinuteCount(480)).toBe('480');
    expect(percentOf(0.85333)).toBe(85.3);
    expect(percentOf(null)).toBeNull();
    expect(rowLabel({ key: '08', name: '' })).toBe('08');
    expect(rowLabel({ key: '12', name: 'Li Lei' })).toBe('Li Lei');
  });

  it('orders time in time, and workers best first with nothing to show last', () => {
    const workers = [row('1', 'A', 0.5), row('2', 'B', null), row('3', 'C', 0.9)];
    expect(chartRows(workers, 'worker').map((r) => r.key)).toEqual(['3', '1', '2']);
    const days = [row('2026-12-02', '', 0.5), row('2026-11-30', '', 0.7)];
    expect(chartRows(days, 'day').map((r) => r.key)).toEqual(['2026-11-30', '2026-12-02']);
  });
});

describe('the efficiency chart', () => {
  const look = { series: 'blue', target: 'red', text: 'grey', grid: 'silver' };
  type Series = {
    type: string;
    data: unknown[];
    markLine?: { data: unknown[]; label: { position: string } };
  };
  const seriesOf = (option: Record<string, unknown>) => (option.series as Series[])[0];

  it('draws days and weeks as a line in time, with gaps where nothing was attended', () => {
    const option = efficiencyOption(
      [row('2026-11-30', '2026-11-30', 0.7), row('2026-11-23', '2026-11-23', null)],
      'week',
      'Efficiency',
      look,
    );
    expect(seriesOf(option)).toMatchObject({ type: 'line', data: [null, 70] });
    expect(seriesOf(option)?.markLine).toBeUndefined();
  });

  it('draws workers, lines and hours as bars with a marker at 100 %', () => {
    const option = efficiencyOption([row('1', 'A', 0.5), row('3', 'C', 1.05)], 'worker', 'Efficiency', look);
    expect(seriesOf(option)).toMatchObject({ type: 'bar', data: [105, 50] });
    expect(seriesOf(option)?.markLine?.data).toEqual([{ yAxis: 100 }]);
    // Its label inside the plot, not past the chart's right edge.
    expect(seriesOf(option)?.markLine?.label.position).toBe('insideEndTop');
    expect((option.xAxis as { data: string[] }).data).toEqual(['C', 'A']);
    expect((option.yAxis as { max: number }).max).toBe(120);
  });

  it('tops the bars past the highest and the 100 % marker', () => {
    expect(barsTop([0, null])).toBe(120);
    expect(barsTop([99.9])).toBe(120);
    expect(barsTop([100])).toBe(120);
    expect(barsTop([131.2])).toBe(140);
  });
});
