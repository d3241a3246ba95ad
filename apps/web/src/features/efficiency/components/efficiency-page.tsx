import { EFFICIENCY_GROUPS, type EfficiencyGroup, MAX_HOURLY_EFFICIENCY_DAYS } from '@gbo/contracts';
import { Alert, Card, Empty, Flex, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ListPage } from '@/components/list-page';
import { ListToolbar } from '@/components/list-toolbar';
import { useEfficiency } from '@/features/efficiency/api/efficiency';
import { EfficiencyChart } from '@/features/efficiency/components/efficiency-chart';
import {
  EfficiencyFilterBar,
  type EfficiencyFilters,
} from '@/features/efficiency/components/efficiency-filter-bar';
import { EfficiencyTable } from '@/features/efficiency/components/efficiency-table';
import { useEfficiencyTranslation } from '@/features/efficiency/hooks/use-efficiency-translation';
import {
  efficiencyTotals,
  piecesWithoutSam,
  thisWeek,
  tooLongFor,
} from '@/features/efficiency/utils/efficiency';
import { formatDate } from '@/lib/format';

/**
 * Efficiency (`/work/efficiency`, 效率): the standard minutes earned over the minutes attended, by worker,
 * line, day, week or hour of the day, for a period (this week when the page opens), with its chart.
 */
export function EfficiencyPage() {
  const { t } = useEfficiencyTranslation();
  const [today] = useState(() => formatDate(new Date().toISOString()));
  const [initial] = useState<EfficiencyFilters>(() => thisWeek(today));
  const [filters, setFilters] = useState(initial);
  const [groupBy, setGroupBy] = useState<EfficiencyGroup>('worker');
  const tooLong = tooLongFor(groupBy, filters);
  const query = {
    from: filters.from,
    to: filters.to,
    groupBy,
    ...(filters.deptId ? { deptId: filters.deptId } : {}),
  };
  const { data, isFetching, refetch } = useEfficiency(query, !tooLong);
  const rows = useMemo(() => (tooLong ? [] : (data ?? [])), [data, tooLong]);
  const totals = useMemo(() => efficiencyTotals(rows), [rows]);
  const withoutSam = piecesWithoutSam(totals);
  const empty = !isFetching && rows.every((row) => row.qty === 0 && row.attendedMinutes === 0);

  return (
    <ListPage>
      <Typography.Text type="secondary">{t('explain')}</Typography.Text>
      <EfficiencyFilterBar initial={initial} today={today} onSearch={setFilters} />
      <Card size="small">
        <ListToolbar onRefresh={() => void refetch()} refreshing={isFetching}>
          <Flex gap="small" align="center" wrap>
            <Typography.Text id="efficiency-group-by">{t('groupBy')}</Typography.Text>
            <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
              <Segmented<EfficiencyGroup>
                aria-labelledby="efficiency-group-by"
                value={groupBy}
                onChange={setGroupBy}
                options={EFFICIENCY_GROUPS.map((group) => ({ value: group, label: t(`groups.${group}`) }))}
              />
            </div>
          </Flex>
        </ListToolbar>
        {tooLong ? (
          <Alert type="info" showIcon title={t('hourTooLong', { max: MAX_HOURLY_EFFICIENCY_DAYS })} />
        ) : empty ? (
          <Empty description={t('empty')} />
        ) : (
          <Flex vertical gap={12}>
            {withoutSam > 0 && (
              <Alert
                type="warning"
                showIcon
                title={t('noSam', { count: withoutSam })}
                description={t('noSamHelp')}
              />
            )}
            <EfficiencyChart rows={rows} groupBy={groupBy} />
            <EfficiencyTable rows={rows} totals={totals} groupBy={groupBy} loading={isFetching} />
          </Flex>
        )}
      </Card>
    </ListPage>
  );
}
