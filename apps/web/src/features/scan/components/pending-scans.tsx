import { LoadingOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { TFunction } from 'i18next';
import styles from '@/features/scan/components/scan-page.module.css';
import { useScanTranslation } from '@/features/scan/hooks/use-scan-translation';
import type { QueuedScan, QueueResult } from '@/features/scan/utils/scan-queue';

interface PendingScansProps {
  pending: QueuedScan[];
  /** Queued scans the server has answered since the page opened, newest first. */
  results: QueueResult[];
  /** The queued scan on its way now. */
  sending: QueuedScan | undefined;
  online: boolean;
  onSendNow: () => void;
  onDismiss: (requestId: string) => void;
}

/** The scans kept on the phone: waiting for the network, and what became of those sent since. */
export function PendingScans({ pending, results, sending, online, onSendNow, onDismiss }: PendingScansProps) {
  const { t } = useScanTranslation();
  if (pending.length === 0 && results.length === 0) return null;
  return (
    <section className={styles.panel} aria-label={t('queue.title')}>
      <div className={styles.bundleHead}>
        <h2 className={styles.panelTitle}>{t('queue.title')}</h2>
        {pending.length > 0 && (
          <span className={styles.muted}>{t('queue.waiting', { n: pending.length })}</span>
        )}
        {pending.length > 0 && online && (
          <Button className={styles.touchButton} onClick={onSendNow}>
            {t('queue.sendNow')}
          </Button>
        )}
      </div>
      <ul className={styles.rows}>
        {pending.map((entry) => (
          <li key={entry.requestId} className={styles.row} data-state="pending">
            <EntryText entry={entry} />
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
          <li key={result.entry.requestId} className={styles.row} data-state={result.outcome}>
            <EntryText
              entry={result.entry}
              qty={result.outcome === 'failed' ? undefined : result.answer.qty}
              message={result.outcome === 'failed' ? result.message : undefined}
            />
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
              onClick={() => onDismiss(result.entry.requestId)}
            >
              {t('queue.dismiss')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A queued scan in words: its bundle (or ticket, not checked) and process, and its pieces. */
export function entryText(t: TFunction<'scan'>, entry: QueuedScan, qty = entry.qty): string {
  const { bundleNo, processName } = entry.label;
  const title =
    bundleNo === undefined
      ? t('queue.ticketEntry', { ticket: entry.ticket, process: processName })
      : t('queue.entry', { bundleNo, process: processName });
  return `${title} ${qty === undefined ? `(${t('queue.allLeft')})` : t('queue.qty', { qty })}`;
}

function EntryText({ entry, qty, message }: { entry: QueuedScan; qty?: number; message?: string }) {
  const { t } = useScanTranslation();
  return (
    <span className={styles.rowMain}>
      <span className={styles.rowTitle}>{entryText(t, entry, qty ?? entry.qty)}</span>
      {message && <span className={styles.rowMeta}>{message}</span>}
    </span>
  );
}
