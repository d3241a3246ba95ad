import type { OutputDay } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { outputChartOption, shortDay, stageChartOption } from '@/features/dashboard/utils/chart-options';

const look = { primary: '#1677ff', secondary: '#fa8c16', text: '#333', grid: '#eee' };
const labels = { pieces: 'Pieces', amount: 'Wages' };

describe('the output chart', () => {
  const days: OutputDay[] = [
    { day: '2026-11-26', qty: 120, amount: '27.60' },
    { day: '2026-11-27', qty: 0, amount: '0.00' },
  ];

  it('draws pieces as bars and money as a line on its own axis', () => {
    const option = outputChartOption(days, labels, look);
    expect(option.xAxis).toMatchObject({ data: ['11-26', '11-27'] });
    expect(option.yAxis).toHaveLength(2);
    // Above the plot: at the bottom (ECharts 6's default) it would cover the days.
    expect(option.legend).toMatchObject({ top: 0 });
    expect(option.series).toMatchObject([
      { type: 'bar', name: 'Pieces', data: [120, 0] },
      { type: 'line', name: 'Wages', yAxisIndex: 1, data: [27.6, 0] },
    ]);
  });

  it('draws no money for a caller who does not see it', () => {
    const hidden = days.map((day) => ({ ...day, amount: null }));
    const option = outputChartOption(hidden, labels, look);
    expect(option.series).toHaveLength(1);
    expect(option.yAxis).toHaveLength(1);
    expect(option.legend).toMatchObject({ data: ['Pieces'] });
  });
});

describe('the stage chart', () => {
  it('lists the stages in the order given, with their pieces', () => {
    const option = stageChartOption(
      [
        { label: 'Cutting', qty: 0 },
        { label: 'Sewing', qty: 380 },
      ],
      'Pieces',
      look,
    );
    expect(option.yAxis).toMatchObject({ data: ['Cutting', 'Sewing'], inverse: true });
    expect(option.series).toMatchObject([{ type: 'bar', data: [0, 380] }]);
  });
});

it('labels days by month and day', () => {
  expect(shortDay('2026-11-27')).toBe('11-27');
});
