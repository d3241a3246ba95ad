import type { Scan, ScanPage } from '@gbo/contracts';
import { Skeleton, Statistic, Tag } from 'antd';
import type { ReactNode } from 'react';
import styles from '@/features/scan/components/scan-page.module.css';
import { useScanTranslation } from '@/features/scan/hooks/use-scan-translation';
import { timeOfDay } from '@/lib/work-days';
import { formatYuan } from '@/lib/money';

interface TodayScansProps {
  today: ScanPage | undefined;
  month: ScanPage['totals'] | undefined;
  timeZone: string;
  /** Beside the title: the way to the worker's pay. */
  action?: ReactNode;
}

/** The worker's own day: pieces and wage (where the factory shows rates), this month's, and today's scans. */
export function TodayScans({ today, month, timeZone, action }: TodayScansProps) {
  const { t } = useScanTranslation();
  return (
    <section className={styles.panel} aria-label={t('today.title')}>
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle}>{t('today.title')}</h2>
        {action}
      </div>
      {!today ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <div className={styles.stats}>
            <Statistic title={t('today.pieces')} value={today.totals.qty} />
            {today.totals.amount !== null && (
              <Statistic title={t('today.wage')} value={formatYuan(today.totals.amount)} />
            )}
            {month && <Statistic title={t('today.monthPieces')} value={month.qty} />}
            {month && month.amount !== null && (
              <Statistic title={t('today.monthWage')} value={formatYuan(month.amount)} />
            )}
          </div>
          {today.content.length === 0 ? (
            <p className={styles.muted}>{t('today.empty')}</p>
          ) : (
            <ul className={styles.rows} aria-label={t('today.title')}>
              {today.content.map((scan) => (
                <ScanRow key={scan.id} scan={scan} timeZone={timeZone} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function ScanRow({ scan, timeZone }: { scan: Scan; timeZone: string }) {
  const { t } = useScanTranslation();
  const undone = scan.status === 'undone';
  return (
    <li className={`${styles.row} ${undone ? styles.undone : ''}`} data-scan-id={scan.id}>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {t('today.row', { bundleNo: scan.bundleNo, process: scan.processName })}
        </span>
        <span className={styles.rowMeta}>
          {timeOfDay(scan.scanTime, timeZone)} · {scan.styleNo} · {scan.colour} · {scan.size}
        </span>
      </span>
      {undone && <Tag>{t('today.undone')}</Tag>}
      {!undone && scan.settled && <Tag color="blue">{t('today.settled')}</Tag>}
      <span className={styles.rowQty}>
        {t('today.qty', { qty: scan.qty })}
        {scan.amount !== null && <span className={styles.rowMeta}>{formatYuan(scan.amount)}</span>}
      </span>
    </li>
  );
}
