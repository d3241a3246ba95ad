import type { EfficiencyRow, WageDetail } from '@gbo/contracts';
import { Alert, Skeleton, Statistic, Tag } from 'antd';
import styles from '@/features/my-pay/components/my-pay.module.css';
import { useMyPayTranslation } from '@/features/my-pay/hooks/use-my-pay-translation';
import { formatYuan } from '@/lib/money';

/** The period's figures: pieces and, where the factory shows money, piece pay, adjustments and the total. */
export function PaySummary({ wage, title }: { wage: WageDetail | undefined; title: string }) {
  const { t } = useMyPayTranslation();
  return (
    <section className={styles.panel} aria-label={t('summary.title', { period: title })}>
      <h2 className={styles.panelTitle}>
        {t('summary.title', { period: title })}{' '}
        {wage && paidInFull(wage) && <Tag color="blue">{t('summary.settled')}</Tag>}
      </h2>
      {!wage ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <>
          <div className={styles.stats}>
            <Statistic title={t('summary.pieces')} value={wage.qty} />
            {wage.total !== null && <Statistic title={t('summary.total')} value={formatYuan(wage.total)} />}
            {wage.amount !== null && (
              <Statistic title={t('summary.amount')} value={formatYuan(wage.amount)} />
            )}
            {wage.adjustments !== null && (
              <Statistic title={t('summary.adjustments')} value={formatYuan(wage.adjustments)} />
            )}
          </div>
          {wage.total === null && <p className={styles.muted}>{t('summary.hidden')}</p>}
          <SettledNote wage={wage} />
        </>
      )}
    </section>
  );
}

/** Whether a settlement paid the whole period: its figures are then frozen. */
const paidInFull = (wage: WageDetail) => wage.settled.some((s) => s.from <= wage.from && s.to >= wage.to);

function SettledNote({ wage }: { wage: WageDetail }) {
  const { t } = useMyPayTranslation();
  if (paidInFull(wage)) return <Alert type="info" showIcon title={t('summary.settledAll')} />;
  if (wage.settledQty === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={t('summary.settledSome', { settled: wage.settledQty, qty: wage.qty })}
    />
  );
}

/** Earned standard minutes over attended minutes for the period; hidden where nothing was measured. */
export function EfficiencyCard({ rows }: { rows: EfficiencyRow[] | undefined }) {
  const { t } = useMyPayTranslation();
  if (!rows) return null;
  const earned = rows.reduce((sum, row) => sum + row.earnedMinutes, 0);
  const attended = rows.reduce((sum, row) => sum + row.attendedMinutes, 0);
  return (
    <section className={styles.panel} aria-label={t('efficiency.title')}>
      <h2 className={styles.panelTitle}>{t('efficiency.title')}</h2>
      {earned > 0 && attended > 0 ? (
        <div className={styles.stats}>
          <Statistic
            title={t('efficiency.title')}
            value={t('efficiency.value', { percent: ((earned / attended) * 100).toFixed(1) })}
          />
          <Statistic title={t('efficiency.earned')} value={earned.toFixed(1)} />
          <Statistic title={t('efficiency.attended')} value={attended} />
        </div>
      ) : (
        <p className={styles.muted}>{t('efficiency.none')}</p>
      )}
    </section>
  );
}
