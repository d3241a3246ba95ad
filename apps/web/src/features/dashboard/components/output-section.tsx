import type { DashboardMine, DashboardOutput } from '@gbo/contracts';
import { Card, Col, Empty, Row, theme } from 'antd';
import { useMemo } from 'react';
import { EChart } from '@/components/echart';
import { FigureCard } from '@/features/dashboard/components/figure-card';
import { useDashboardTranslation } from '@/features/dashboard/hooks/use-dashboard-translation';
import { outputChartOption, shortDay } from '@/features/dashboard/utils/chart-options';

/**
 * Output of the people the caller may see, or their own: today, yesterday and this month as cards, and the
 * last 14 days as a chart.
 */
export function OutputSection({
  title,
  output,
  todayHint,
  chartTitle,
  extra,
}: {
  title: string;
  output: DashboardOutput | DashboardMine;
  todayHint: string;
  chartTitle: string;
  /** Beside the chart (the stage chart), or nothing: the chart then takes the row. */
  extra?: React.ReactNode;
}) {
  const { t } = useDashboardTranslation();
  const { token } = theme.useToken();
  const option = useMemo(
    () =>
      outputChartOption(
        output.days,
        { pieces: t('output.pieces'), amount: t('output.wages') },
        {
          primary: token.colorPrimary,
          secondary: token.colorWarning,
          text: token.colorTextSecondary,
          grid: token.colorBorderSecondary,
        },
      ),
    [output.days, t, token],
  );
  const first = output.days[0]?.day ?? '';
  const last = output.days.at(-1)?.day ?? '';
  const label = t('chart.daysLabel', {
    from: first,
    to: last,
    values: output.days.map((day) => `${shortDay(day.day)} ${day.qty}`).join(', '),
  });
  return (
    <section aria-label={title}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <FigureCard title={t('output.today')} figure={output.today} hint={todayHint} />
        </Col>
        <Col xs={12} md={8}>
          <FigureCard title={t('output.yesterday')} figure={output.yesterday} />
        </Col>
        <Col xs={12} md={8}>
          <FigureCard title={t('output.month')} figure={output.month} />
        </Col>
        <Col xs={24} xl={extra ? 16 : 24}>
          <Card size="small" title={chartTitle}>
            {output.days.every((day) => day.qty === 0) ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chart.noDays')} />
            ) : (
              <EChart option={option} height={260} label={label} />
            )}
          </Card>
        </Col>
        {extra && (
          <Col xs={24} xl={8}>
            {extra}
          </Col>
        )}
      </Row>
    </section>
  );
}
