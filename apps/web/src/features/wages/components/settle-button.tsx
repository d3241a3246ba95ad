import { CheckCircleOutlined } from '@ant-design/icons';
import type { WageRow } from '@gbo/contracts';
import { App, Button, Descriptions, Flex, Typography } from 'antd';
import { useConfirm } from '@/components/use-confirm';
import type { WageParams } from '@/features/wages/api/wage-keys';
import { useSettleWages } from '@/features/wages/api/wages';
import { useWagesTranslation } from '@/features/wages/hooks/use-wages-translation';
import { formatMills, formatYuan, formatYuanMills, wageTotals } from '@/features/wages/utils/money';
import { isOver } from '@/features/wages/utils/period';

interface SettleButtonProps {
  /** The period and department the list shows: what is settled. */
  params: WageParams;
  /** The department's name when the list shows one. */
  deptName?: string;
  /** The rows of the list: the workers and money the confirmation states. */
  rows: readonly WageRow[] | undefined;
  today: string;
  onSettled: (settlementId: number) => void;
}

/**
 * Settles the period the list shows, for the factory or its department, after a confirmation that states the
 * period, the scope, the workers and the total. Only a period that is over may be settled (the server says
 * so too); what is refused (nothing left to settle) is told in the server's words.
 */
export function SettleButton({ params, deptName, rows, today, onSettled }: SettleButtonProps) {
  const { t } = useWagesTranslation();
  const { modal, message } = App.useApp();
  const confirm = useConfirm();
  const settle = useSettleWages();
  const scope = deptName ? t('settle.scopeDept', { dept: deptName }) : t('settle.scopeFactory');

  const ask = () => {
    if (!isOver(params, today)) {
      modal.info({
        title: t('settle.notOverTitle'),
        content: t('settle.notOver', { to: params.to, today }),
        okText: t('settle.understood'),
      });
      return;
    }
    const totals = wageTotals(rows ?? []);
    confirm({
      title: t('settle.confirmTitle', { from: params.from, to: params.to }),
      width: 480,
      content: (
        <Flex vertical gap="small">
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              {
                key: 'period',
                label: t('settle.period'),
                children: t('settle.periodValue', { from: params.from, to: params.to }),
              },
              { key: 'scope', label: t('settle.scope'), children: scope },
              { key: 'workers', label: t('settle.workers'), children: totals.workers },
              // Grouped as the totals above the list show it (2,340), so both read the same.
              { key: 'qty', label: t('settle.qty'), children: totals.qty.toLocaleString('en-US') },
              {
                key: 'total',
                label: t('settle.total'),
                children: <strong>{formatYuanMills(totals.total)}</strong>,
              },
            ]}
          />
          {totals.settledQty > 0 && (
            <Typography.Text type="warning">
              {t('settle.partly', {
                qty: totals.settledQty,
                amount: formatMills(totals.settledAmount),
              })}
            </Typography.Text>
          )}
          <Typography.Text>{t('settle.freezes')}</Typography.Text>
        </Flex>
      ),
      okText: t('settle.ok'),
      cancelText: t('settle.cancel'),
      onOk: () =>
        settle.mutateAsync({ from: params.from, to: params.to, deptId: params.deptId }).then(
          (settlement) => {
            void message.success(
              t('settle.done', {
                id: settlement.id,
                count: settlement.workerCount,
                total: formatYuan(settlement.total),
              }),
            );
            onSettled(settlement.id);
          },
          // A refusal (nothing to settle, not over) was already shown in the server's words.
          () => undefined,
        ),
    });
  };

  return (
    <Button
      icon={<CheckCircleOutlined aria-hidden />}
      disabled={!rows || rows.length === 0}
      loading={settle.isPending}
      onClick={ask}
    >
      {t('settle.button')}
    </Button>
  );
}
