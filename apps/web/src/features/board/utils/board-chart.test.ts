import { describe, expect, it } from 'vitest';
import {
  BOARD_FONT,
  barFigure,
  hoursChartOption,
  MAX_LABELLED_HOURS,
} from '@/features/board/utils/board-chart';

type Series = {
  data: (number | null)[];
  label: { show: boolean; fontSize: number; formatter: typeof barFigure };
};

describe('hoursChartOption', () => {
  const option = hoursChartOption(
    [
      { hour: 8, target: 40.3, output: 0, earnedMinutes: 0, attendedMinutes: 720 },
      { hour: 9, target: null, output: 44.6, earnedMinutes: 557.5, attendedMinutes: 720 },
    ],
    { target: 'Target', output: 'Output' },
  );
  const series = option.series as Series[];

  it('pairs the hours’ targets with their output, whole garments', () => {
    expect(option.xAxis).toMatchObject({ data: ['08:00', '09:00'] });
    expect(series.map((s) => s.data)).toEqual([
      [40, null],
      [0, 45],
    ]);
  });

  it('writes its figures large enough to read from five metres', () => {
    expect(option.xAxis).toMatchObject({ axisLabel: { fontSize: BOARD_FONT.axis } });
    expect(option.yAxis).toMatchObject({ axisLabel: { fontSize: BOARD_FONT.axis } });
    expect(series.every((s) => s.label.fontSize >= 30)).toBe(true);
    expect(BOARD_FONT.axis).toBeGreaterThanOrEqual(30);
  });

  it('writes no figure on an hour with nothing in it', () => {
    expect(series[1]?.label.formatter).toBe(barFigure);
    expect([0, 12, null, 21].map((value) => barFigure({ value }))).toEqual(['', '12', '', '21']);
  });

  it('writes only the output’s figures on a day too long for both', () => {
    const day = Array.from({ length: MAX_LABELLED_HOURS + 1 }, (_, i) => ({
      hour: i + 6,
      target: 21,
      output: 20,
      earnedMinutes: 40,
      attendedMinutes: 120,
    }));
    const labels = (hoursChartOption(day, { target: 'Target', output: 'Output' }).series as Series[]).map(
      (s) => s.label.show,
    );
    expect(labels).toEqual([false, true]);
    expect(series.map((s) => s.label.show)).toEqual([true, true]);
  });
});
