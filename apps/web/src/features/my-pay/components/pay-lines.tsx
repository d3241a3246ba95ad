import type { WageDetail, WageItem } from '@gbo/contracts';
import { Button } from 'antd';
import styles from '@/features/my-pay/components/my-pay.module.css';
import { useMyPayTranslation } from '@/features/my-pay/hooks/use-my-pay-translation';
import { formatYuan } from '@/lib/money';

interface PayLinesProps {
  wage: WageDetail;
  onAskItem: (item: WageItem) => void;
  onAskDay: (day: string) => void;
}

/** The period's pay line by line (style × process × rate) and day by day, each open to a question. */
export function PayLines({ wage, onAskItem, onAskDay }: PayLinesProps) {
  const { t } = useMyPayTranslation();
  return (
    <>
      <section className={styles.panel} aria-label={t('items.title')}>
        <h2 className={styles.panelTitle}>{t('items.title')}</h2>
        {wage.items.length === 0 ? (
          <p className={styles.muted}>{t('items.empty')}</p>
        ) : (
          <ul className={styles.rows}>
            {wage.items.map((item) => (
              <li key={`${item.styleNo}:${item.seq}:${item.processName}:${item.rate}`} className={styles.row}>
                <span className={styles.rowMain}>
                  <span className={styles.rowTitle}>
                    {t('items.line', { styleNo: item.styleNo, seq: item.seq, process: item.processName })}
                  </span>
                  {item.rate !== null && (
                    <span className={styles.rowMeta}>{t('items.rate', { rate: item.rate })}</span>
                  )}
                </span>
                <span className={styles.rowFigure}>
                  {t('items.qty', { qty: item.qty })}
                  {item.amount !== null && <span className={styles.rowMeta}>{formatYuan(item.amount)}</span>}
                </span>
                <Button size="small" type="link" onClick={() => onAskItem(item)}>
                  {t('items.ask')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {wage.days.length > 1 && (
        <section className={styles.panel} aria-label={t('days.title')}>
          <h2 className={styles.panelTitle}>{t('days.title')}</h2>
          <ul className={styles.rows}>
            {wage.days.map((day) => (
              <li key={day.workDate} className={styles.row}>
                <span className={styles.rowMain}>
                  <span className={styles.rowTitle}>{day.workDate}</span>
                </span>
                <span className={styles.rowFigure}>
                  {t('items.qty', { qty: day.qty })}
                  {day.amount !== null && <span className={styles.rowMeta}>{formatYuan(day.amount)}</span>}
                </span>
                <Button size="small" type="link" onClick={() => onAskDay(day.workDate)}>
                  {t('days.ask')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
