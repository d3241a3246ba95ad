import type { WageDetail } from '@gbo/contracts';
import { Tag } from 'antd';
import styles from '@/features/my-pay/components/my-pay.module.css';
import { useMyPayTranslation } from '@/features/my-pay/hooks/use-my-pay-translation';
import { signOf } from '@/features/my-pay/utils/labels';
import { formatYuan } from '@/lib/money';

/** Whether a period holds a month's first day: an adjustment counts in the period that does. */
const startsAMonth = ({ from, to }: WageDetail) =>
  from.endsWith('-01') || from.slice(0, 7) !== to.slice(0, 7);

/**
 * The period's subsidies, bonuses and deductions with their reasons, and the settlements that paid it. The
 * server lists no adjustment where the factory hides money from workers: the panel then says nothing.
 */
export function PayAdjustments({ wage }: { wage: WageDetail }) {
  const { t } = useMyPayTranslation();
  if (wage.total === null && wage.settled.length === 0) return null;
  return (
    <section className={styles.panel} aria-label={t('adjustments.title')}>
      <h2 className={styles.panelTitle}>{t('adjustments.title')}</h2>
      {wage.adjustmentItems.length === 0 ? (
        <p className={styles.muted}>
          {startsAMonth(wage) ? t('adjustments.empty') : t('adjustments.byMonth')}
        </p>
      ) : (
        <ul className={styles.rows}>
          {wage.adjustmentItems.map((adjustment) => (
            <li key={adjustment.id} className={styles.row}>
              <span className={styles.rowMain}>
                <span className={styles.rowTitle}>
                  {t(`adjustments.kind.${adjustment.kind}`)}{' '}
                  {t('adjustments.month', { month: adjustment.month })}
                </span>
                <span className={styles.rowMeta}>{adjustment.note ?? t('adjustments.noReason')}</span>
              </span>
              {adjustment.settlementId !== null && <Tag color="blue">{t('summary.settled')}</Tag>}
              <span
                className={`${styles.rowFigure} ${adjustment.kind === 'deduction' ? styles.deduction : ''}`}
              >
                {signOf(adjustment.kind)}
                {formatYuan(adjustment.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {wage.settled.length > 0 && (
        <>
          <h3 className={styles.panelTitle}>{t('settlements.title')}</h3>
          <ul className={styles.rows}>
            {wage.settled.map((s) => (
              <li key={s.settlementId} className={styles.row}>
                {t('settlements.line', { id: s.settlementId, from: s.from, to: s.to })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
