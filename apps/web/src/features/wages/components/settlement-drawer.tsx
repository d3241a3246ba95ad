import type { WageSettlementDetail, WageSettlementLine } from '@gbo/contracts';
import { Descriptions, Drawer, Empty, Flex, Grid, Spin, Table } from 'antd';
import { useSettlement } from '@/features/wages/api/wages';
import { useSettlementName } from '@/features/wages/components/settlement-columns';
import { useWagesTranslation } from '@/features/wages/hooks/use-wages-translation';
import { formatMoney, formatYuan } from '@/features/wages/utils/money';
import { formatDateTime } from '@/lib/format';

const DRAWER_WIDTH = 820;

/** A settlement: its period, scope, who made it and when, and the figures it kept for each worker. */
export function SettlementDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { sm } = Grid.useBreakpoint();
  const name = useSettlementName();
  const { data, isLoading } = useSettlement(id);
  const shown = data && data.id === id ? data : undefined;
  return (
    <Drawer
      open={id !== undefined}
      title={id !== undefined && name({ id })}
      size={sm ? DRAWER_WIDTH : '100%'}
      onClose={onClose}
      destroyOnHidden
    >
      {isLoading || !shown ? (
        <Spin spinning>
          <div style={{ minHeight: 200 }} />
        </Spin>
      ) : (
        <SettlementBody settlement={shown} />
      )}
    </Drawer>
  );
}

function SettlementBody({ settlement }: { settlement: WageSettlementDetail }) {
  const { t } = useWagesTranslation();
  return (
    <Flex vertical gap="middle">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'period',
            label: t('settle.period'),
            children: t('settle.periodValue', { from: settlement.from, to: settlement.to }),
          },
          {
            key: 'scope',
            label: t('settle.scope'),
            children: settlement.deptName ?? t('settle.scopeFactory'),
          },
          { key: 'by', label: t('settlements.columns.by'), children: settlement.createdByName ?? '—' },
          { key: 'at', label: t('settlements.columns.at'), children: formatDateTime(settlement.createTime) },
          { key: 'workers', label: t('settle.workers'), children: settlement.workerCount },
          {
            key: 'total',
            label: t('settle.total'),
            children: <strong>{formatYuan(settlement.total)}</strong>,
          },
        ]}
      />
      <Table<WageSettlementLine>
        size="small"
        rowKey="workerId"
        dataSource={settlement.lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label={t('settlements.lines')}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('settlements.noLines')} />,
        }}
        columns={[
          { key: 'jobNumber', title: t('columns.jobNumber'), render: (_, line) => line.jobNumber },
          { key: 'name', title: t('columns.name'), render: (_, line) => line.name },
          { key: 'dept', title: t('columns.dept'), render: (_, line) => line.deptName },
          { key: 'qty', title: t('columns.qty'), align: 'end', render: (_, line) => line.qty },
          {
            key: 'amount',
            title: t('columns.amount'),
            align: 'end',
            render: (_, line) => formatMoney(line.amount),
          },
          {
            key: 'adjustments',
            title: t('columns.adjustments'),
            align: 'end',
            render: (_, line) => formatMoney(line.adjustments),
          },
          {
            key: 'total',
            title: t('columns.total'),
            align: 'end',
            render: (_, line) => <strong>{formatMoney(line.total)}</strong>,
          },
        ]}
        // The figures the server kept for the whole settlement.
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <strong>{t('detail.sum')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="end">
              <strong>{settlement.qty}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="end">
              <strong>{formatMoney(settlement.amount)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="end">
              <strong>{formatMoney(settlement.adjustments)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={6} align="end">
              <strong>{formatMoney(settlement.total)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Flex>
  );
}
