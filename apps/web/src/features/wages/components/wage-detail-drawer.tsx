import { PlusOutlined } from '@ant-design/icons';
import type { WageDetail, WageItem } from '@gbo/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Drawer,
  Empty,
  Flex,
  Grid,
  Spin,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { RowActions } from '@/components/row-actions';
import { useDeleteAdjustment, useWageDetail } from '@/features/wages/api/wages';
import { AdjustmentDialog, type AdjustmentTarget } from '@/features/wages/components/adjustment-dialog';
import { workerName } from '@/features/wages/components/wage-columns';
import { useWagesTranslation } from '@/features/wages/hooks/use-wages-translation';
import { signedCents, toAdjustmentFormValues } from '@/features/wages/utils/adjustment-form';
import { formatCents, formatMills, formatMoney, formatYuan, sumMills } from '@/features/wages/utils/money';
import { defaultAdjustmentMonth, monthsCounted, type Period } from '@/features/wages/utils/period';
import { usePermissionGuard } from '@/lib/permission';

const DRAWER_WIDTH = 760;

type AdjustmentItem = WageDetail['adjustmentItems'][number];

interface WageDetailDrawerProps {
  /** The worker whose wage is open; undefined when closed. */
  worker: { workerId: number; name: string; jobNumber: string | null } | undefined;
  period: Period;
  onClose: () => void;
}

/**
 * One worker's wage for the period, itemised as a pay dispute needs it: pieces by style × process × rate,
 * pieces and amount per day, the month's adjustments (added, edited and deleted with wage:edit) and the
 * settlements that paid it.
 */
export function WageDetailDrawer({ worker, period, onClose }: WageDetailDrawerProps) {
  const { t } = useWagesTranslation();
  const { sm } = Grid.useBreakpoint();
  const { data, isLoading } = useWageDetail(worker?.workerId, period);
  const shown = data && data.worker.id === worker?.workerId ? data : undefined;
  return (
    <Drawer
      open={worker !== undefined}
      title={worker && t('detail.title', { name: workerName(worker) })}
      size={sm ? DRAWER_WIDTH : '100%'}
      onClose={onClose}
      destroyOnHidden
    >
      {isLoading || !shown ? (
        <Spin spinning>
          <div style={{ minHeight: 200 }} />
        </Spin>
      ) : (
        <DetailBody detail={shown} period={period} />
      )}
    </Drawer>
  );
}

function DetailBody({ detail, period }: { detail: WageDetail; period: Period }) {
  const { t } = useWagesTranslation();
  return (
    <Flex vertical gap="middle">
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">
          {t('detail.period', { from: detail.from, to: detail.to })}
          {detail.worker.deptName && ` · ${detail.worker.deptName}`}
        </Typography.Text>
        <Flex gap="large" wrap role="group" aria-label={t('detail.figures')}>
          <Statistic title={t('totals.qty')} value={detail.qty} />
          <Statistic title={t('totals.amount')} value={formatYuan(detail.amount)} />
          <Statistic title={t('totals.adjustments')} value={formatYuan(detail.adjustments)} />
          <Statistic
            title={t('totals.total')}
            value={formatYuan(detail.total)}
            styles={{ content: { fontWeight: 600 } }}
          />
        </Flex>
      </Flex>
      {detail.settled.length > 0 && (
        <Alert
          type={detail.settledQty >= detail.qty ? 'success' : 'warning'}
          showIcon
          title={
            detail.settledQty >= detail.qty
              ? t('detail.settled')
              : t('detail.partlySettled', { settled: detail.settledQty, qty: detail.qty })
          }
          description={detail.settled
            .map((s) => t('detail.settledBy', { id: s.settlementId, from: s.from, to: s.to }))
            .join('; ')}
        />
      )}
      <Items items={detail.items} />
      <Days days={detail.days} />
      <Adjustments detail={detail} period={period} />
    </Flex>
  );
}

function Items({ items }: { items: WageItem[] }) {
  const { t } = useWagesTranslation();
  return (
    <Card size="small" title={t('detail.items')}>
      <Table<WageItem>
        size="small"
        rowKey={(item) => `${item.styleNo}|${item.seq}|${item.processName}|${item.rate}`}
        dataSource={items}
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label={t('detail.items')}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noItems')} />,
        }}
        columns={[
          { key: 'style', title: t('detail.columns.style'), render: (_, item) => item.styleNo },
          {
            key: 'process',
            title: t('detail.columns.process'),
            render: (_, item) => `${item.seq}. ${item.processName}`,
          },
          {
            key: 'rate',
            title: t('detail.columns.rate'),
            align: 'end',
            render: (_, item) => item.rate ?? '—',
          },
          { key: 'qty', title: t('detail.columns.qty'), align: 'end', render: (_, item) => item.qty },
          {
            key: 'amount',
            title: t('detail.columns.amount'),
            align: 'end',
            render: (_, item) => formatMoney(item.amount),
          },
        ]}
        summary={(rows) =>
          rows.length > 0 && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>{t('detail.sum')}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="end">
                <strong>{rows.reduce((sum, item) => sum + item.qty, 0)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="end">
                <strong>{formatMills(sumMills(rows.map((item) => item.amount)))}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
      />
    </Card>
  );
}

function Days({ days }: { days: WageDetail['days'] }) {
  const { t } = useWagesTranslation();
  if (days.length === 0) return null;
  return (
    <Card size="small" title={t('detail.days')}>
      <Table
        size="small"
        rowKey="workDate"
        dataSource={days}
        pagination={false}
        aria-label={t('detail.days')}
        columns={[
          { key: 'day', title: t('detail.columns.day'), render: (_, day) => day.workDate },
          { key: 'qty', title: t('detail.columns.qty'), align: 'end', render: (_, day) => day.qty },
          {
            key: 'amount',
            title: t('detail.columns.amount'),
            align: 'end',
            render: (_, day) => formatMoney(day.amount),
          },
        ]}
      />
    </Card>
  );
}

const KIND_COLOUR = { subsidy: 'blue', bonus: 'green', deduction: 'red' } as const;

function Adjustments({ detail, period }: { detail: WageDetail; period: Period }) {
  const { t } = useWagesTranslation();
  const { message } = App.useApp();
  const mayEdit = usePermissionGuard(['admin', 'wage:edit']);
  const remove = useDeleteAdjustment();
  const [editing, setEditing] = useState<AdjustmentTarget>();
  const name = workerName(detail.worker);
  const months = monthsCounted(period);
  const open = (item?: AdjustmentItem) =>
    setEditing({
      workerId: detail.worker.id,
      workerName: name,
      id: item?.id,
      values: item
        ? toAdjustmentFormValues(item)
        : { month: defaultAdjustmentMonth(period), kind: 'subsidy', amount: '' },
    });
  const describe = (item: AdjustmentItem) =>
    t('adjustments.describe', {
      kind: t(`kind.${item.kind}`),
      month: item.month.slice(0, 7),
      amount: formatMoney(item.amount),
    });

  return (
    <Card
      size="small"
      title={t('adjustments.title')}
      extra={
        mayEdit && (
          <Button type="primary" size="small" icon={<PlusOutlined aria-hidden />} onClick={() => open()}>
            {t('adjustments.add')}
          </Button>
        )
      }
    >
      <Flex vertical gap="small">
        <Typography.Text type="secondary">
          {months.length > 0
            ? t('adjustments.counted', { months: months.join(', ') })
            : t('adjustments.noneCounted')}
        </Typography.Text>
        <Table<AdjustmentItem>
          size="small"
          rowKey="id"
          dataSource={detail.adjustmentItems}
          pagination={false}
          scroll={{ x: 'max-content' }}
          aria-label={t('adjustments.title')}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={mayEdit ? t('adjustments.emptyEdit') : t('adjustments.empty')}
              />
            ),
          }}
          columns={[
            { key: 'month', title: t('adjustments.columns.month'), render: (_, a) => a.month.slice(0, 7) },
            {
              key: 'kind',
              title: t('adjustments.columns.kind'),
              render: (_, a) => <Tag color={KIND_COLOUR[a.kind]}>{t(`kind.${a.kind}`)}</Tag>,
            },
            {
              key: 'amount',
              title: t('adjustments.columns.amount'),
              align: 'end',
              render: (_, a) => formatCents(signedCents(a.kind, a.amount)),
            },
            { key: 'note', title: t('adjustments.columns.note'), render: (_, a) => a.note },
            {
              key: 'actions',
              title: t('adjustments.columns.actions'),
              render: (_, a) =>
                a.settlementId !== null ? (
                  <Tag color="success">{t('status.settled')}</Tag>
                ) : (
                  mayEdit && (
                    <RowActions
                      name={describe(a)}
                      actions={[
                        { key: 'edit', label: t('adjustments.edit'), onClick: () => open(a) },
                        {
                          key: 'delete',
                          label: t('adjustments.delete'),
                          danger: true,
                          confirm: {
                            title: t('adjustments.confirmDelete.title', { what: describe(a) }),
                            content: t('adjustments.confirmDelete.content', { name }),
                          },
                          // A refusal (settled meanwhile) was already shown, in the server's words.
                          onClick: () =>
                            remove.mutateAsync(a.id).then(
                              () => void message.success(t('adjustments.deleted', { what: describe(a) })),
                              () => undefined,
                            ),
                        },
                      ]}
                    />
                  )
                ),
            },
          ]}
        />
      </Flex>
      <AdjustmentDialog target={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
