import { LoadingOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import styles from '@/features/quality/components/qc-page.module.css';
import type { QcForm } from '@/features/quality/hooks/use-qc-form';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';

/** The inspections kept on the phone: waiting for the network, and what became of those sent since. */
export function QcPending({ form }: { form: QcForm }) {
  const { t } = useQualityTranslation();
  const { pending, results, sending, online } = form.outbox;
  if (pending.length === 0 && results.length === 0) return null;
  return (
    <section className={styles.panel} aria-label={t('queue.title')}>
      <div className={styles.row}>
        <h2 className={`${styles.panelTitle} ${styles.rowText}`}>{t('queue.title')}</h2>
        {pending.length > 0 && online && (
          <Button className={styles.touchButton} onClick={() => void form.outbox.flush()}>
            {t('queue.sendNow')}
          </Button>
        )}
      </div>
      <ul className={styles.rows}>
        {pending.map((entry) => (
          <li key={entry.requestId} className={styles.row}>
            <span className={styles.rowText}>{form.entryText(entry)}</span>
            {entry.requestId === sending?.requestId ? (
              <Tag color="processing" icon={<LoadingOutlined />}>
                {t('queue.sending')}
              </Tag>
            ) : (
              <Tag color="warning">{t('queue.pending')}</Tag>
            )}
          </li>
        ))}
        {results.map((result) => (
          <li key={result.entry.requestId} className={styles.row}>
            <span className={styles.rowText}>
              {form.entryText(result.entry)}
              {result.outcome === 'failed' && <span className={styles.muted}> · {result.message}</span>}
            </span>
            <Tag
              color={
                result.outcome === 'recorded' ? 'success' : result.outcome === 'failed' ? 'error' : 'default'
              }
            >
              {t(`queue.${result.outcome}`)}
            </Tag>
            <Button
              type="text"
              className={styles.touchButton}
              onClick={() => form.outbox.dismiss(result.entry.requestId)}
            >
              {t('queue.dismiss')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
