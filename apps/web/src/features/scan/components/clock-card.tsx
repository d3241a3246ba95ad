import { ClockCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useClock, useMyAttendance } from '@/features/scan/api/attendance';
import styles from '@/features/scan/components/scan-page.module.css';
import { useScanTranslation } from '@/features/scan/hooks/use-scan-translation';

/**
 * Clocking in and out, where the factory keeps attendance (hidden otherwise): today's times, the minutes
 * attended so far, and one button for what comes next. A refusal shows as any request's does.
 */
export function ClockCard() {
  const { t } = useScanTranslation();
  const { data: today } = useMyAttendance();
  const { mutate, isPending } = useClock();
  if (!today?.keepsAttendance) return null;
  const action = today.open ? 'out' : today.clockIn === null ? 'in' : undefined;
  const hours = Math.floor(today.attendedMinutes / 60);
  const minutes = today.attendedMinutes % 60;
  return (
    <section className={`${styles.panel} ${styles.clock}`} aria-label={t('clock.title')}>
      <div className={styles.clockFacts}>
        <span>
          {t('clock.in')} <strong>{today.clockIn ?? '—'}</strong>
          {' · '}
          {t('clock.out')} <strong>{today.clockOut ?? '—'}</strong>
        </span>
        <span className={styles.rowMeta}>
          {t('clock.attended', {
            time: hours > 0 ? t('clock.hours', { hours, minutes }) : t('clock.minutes', { minutes }),
          })}
        </span>
      </div>
      {action ? (
        <Button
          type={action === 'in' ? 'primary' : 'default'}
          size="large"
          className={styles.bigButton}
          icon={<ClockCircleOutlined aria-hidden />}
          loading={isPending}
          onClick={() => mutate(action)}
        >
          {t(action === 'in' ? 'clock.clockIn' : 'clock.clockOut')}
        </Button>
      ) : (
        <span className={styles.muted}>{t('clock.done')}</span>
      )}
    </section>
  );
}
