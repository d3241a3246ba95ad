import { QC_GROUPS, type QcGroup, type QcSummaryRow } from '@gbo/contracts';
import { Card, Empty, Flex, Form, Select, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DayRangePicker } from '@/components/day-picker';
import { useQcSummary } from '@/features/quality/api/qc';
import { ParetoChart } from '@/features/quality/components/pareto-chart';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';
import { formatDate } from '@/lib/format';

const DAY_FORMAT = 'YYYY-MM-DD';

/** The period's figures by worker, process, department, defect code, style, day or bed; codes as a Pareto too. */
export function FiguresTab() {
  const { t } = useQualityTranslation();
  const [period, setPeriod] = useState(() => {
    const today = dayjs(formatDate(new Date().toISOString()));
    return { from: today.startOf('month').format(DAY_FORMAT), to: today.format(DAY_FORMAT) };
  });
  const [groupBy, setGroupBy] = useState<QcGroup>('code');
  const { data, isFetching } = useQcSummary({ ...period, groupBy });
  const rows = data ?? [];
  const empty = !isFetching && rows.every((row) => row.inspected === 0 && row.defects === 0);

  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <Form layout="inline" name="qc-figures">
          <Form.Item label={t('office.figures.period')}>
            <DayRangePicker
              allowClear={false}
              format={DAY_FORMAT}
              value={[dayjs(period.from), dayjs(period.to)]}
              onChange={(days) => {
                const [from, to] = days ?? [];
                if (from && to) setPeriod({ from: from.format(DAY_FORMAT), to: to.format(DAY_FORMAT) });
              }}
            />
          </Form.Item>
          <Form.Item label={t('office.figures.groupBy')}>
            <Select<QcGroup>
              value={groupBy}
              onChange={setGroupBy}
              style={{ minWidth: 160 }}
              options={QC_GROUPS.map((group) => ({ value: group, label: t(`office.groups.${group}`) }))}
            />
          </Form.Item>
        </Form>
      </Card>
      {empty ? (
        <Card size="small">
          <Empty description={t('office.figures.empty')} />
        </Card>
      ) : (
        <>
          {groupBy === 'code' && <ParetoChart rows={rows} />}
          <Card size="small">
            <Table<QcSummaryRow>
              size="small"
              rowKey="key"
              loading={isFetching}
              dataSource={rows}
              pagination={rows.length > 50 ? { pageSize: 50 } : false}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  key: 'name',
                  title: t(`office.groups.${groupBy}`),
                  render: (_, row) => (row.name && row.name !== row.key ? `${row.key} ${row.name}` : row.key),
                },
                {
                  key: 'inspected',
                  title: t('office.columns.inspected'),
                  dataIndex: 'inspected',
                  align: 'right',
                },
                { key: 'defects', title: t('office.columns.defects'), dataIndex: 'defects', align: 'right' },
                { key: 'dhu', title: t('office.columns.dhu'), dataIndex: 'dhu', align: 'right' },
                { key: 'passed', title: t('office.columns.passed'), dataIndex: 'passed', align: 'right' },
                { key: 'failed', title: t('office.columns.failed'), dataIndex: 'failed', align: 'right' },
                { key: 'rework', title: t('office.columns.rework'), dataIndex: 'rework', align: 'right' },
                {
                  key: 'firstPassYield',
                  title: t('office.columns.firstPassYield'),
                  align: 'right',
                  render: (_, row) => `${row.firstPassYield}%`,
                },
              ]}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
