import type { ScanLookup } from '@gbo/contracts';
import { Alert, InputNumber, Tag } from 'antd';
import { useId } from 'react';
import styles from '@/features/scan/components/scan-page.module.css';
import { useScanTranslation } from '@/features/scan/hooks/use-scan-translation';

type Process = ScanLookup['processes'][number];

interface BundleCardProps {
  lookup: ScanLookup;
  /** Pieces to record; undefined records all that is left. */
  qty: number | undefined;
  onQtyChange: (qty: number | undefined) => void;
  onRecord: (process: Process) => void;
  /** A scan is on its way: the buttons wait. */
  busy: boolean;
}

/** The looked-up bundle and its processes: one tap on a process records it. */
export function BundleCard({ lookup, qty, onQtyChange, onRecord, busy }: BundleCardProps) {
  const { t } = useScanTranslation();
  const qtyId = useId();
  const { bundle, processes } = lookup;
  const isVoid = bundle.status === 'void';
  const facts = [
    { label: t('bundle.style'), value: bundle.styleNo },
    { label: t('bundle.bed'), value: bundle.bedNo },
    { label: t('bundle.colour'), value: bundle.colour },
    { label: t('bundle.size'), value: bundle.size },
    { label: t('bundle.qty'), value: bundle.qty },
  ];
  return (
    <section className={styles.panel} aria-label={t('bundle.title', { bundleNo: bundle.bundleNo })}>
      <div className={styles.bundleHead}>
        <h2 className={styles.bundleNo}>{t('bundle.title', { bundleNo: bundle.bundleNo })}</h2>
        <span className={styles.muted}>{t('bundle.ticketNo', { ticketNo: bundle.ticketNo })}</span>
        {isVoid && <Tag color="error">{t('bundle.void')}</Tag>}
      </div>
      <dl className={styles.facts}>
        {facts.map(({ label, value }) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {isVoid ? (
        <Alert type="error" showIcon title={t('bundle.voidNotice')} style={{ marginTop: 12 }} />
      ) : (
        <div className={styles.qtyRow}>
          <label htmlFor={qtyId}>{t('process.qty')}</label>
          <InputNumber
            id={qtyId}
            size="large"
            min={1}
            max={bundle.qty}
            precision={0}
            value={qty ?? null}
            onChange={(value) => onQtyChange(typeof value === 'number' ? value : undefined)}
            placeholder={t('process.qtyPlaceholder')}
            style={{ width: 160 }}
            inputMode="numeric"
          />
          <span className={styles.muted}>{t('process.qtyHint')}</span>
        </div>
      )}
      <h3 className={styles.panelTitle}>{isVoid ? t('process.title') : t('process.hint')}</h3>
      <ul className={styles.processes}>
        {processes.map((process) => (
          <li key={process.processId}>
            <ProcessButton
              process={process}
              disabled={isVoid || busy || process.remainingQty === 0}
              onRecord={() => onRecord(process)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface OfflineProcessesProps {
  ticket: string;
  /** The last bundle looked up: a ticket of the same bed has the same processes. */
  lastLookup: ScanLookup;
  onRecord: (process: Process) => void;
  busy: boolean;
}

/**
 * A ticket the network could not check: the processes of the last bundle's bed, to record all that is left
 * of the chosen one later. The server checks the ticket and the process when the scan is sent.
 */
export function OfflineProcesses({ ticket, lastLookup, onRecord, busy }: OfflineProcessesProps) {
  const { t } = useScanTranslation();
  const { bundle, processes } = lastLookup;
  return (
    <section className={styles.panel} aria-label={t('offline.title')}>
      <h2 className={styles.panelTitle}>{t('offline.title')}</h2>
      <p className={styles.muted}>
        {t('offline.detail', {
          ticket,
          bundleNo: bundle.bundleNo,
          styleNo: bundle.styleNo,
          bedNo: bundle.bedNo,
        })}
      </p>
      <ul className={styles.processes}>
        {processes.map((process) => (
          <li key={process.processId}>
            <ProcessButton process={process} disabled={busy} onRecord={() => onRecord(process)} unchecked />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProcessButton({
  process,
  disabled,
  onRecord,
  unchecked = false,
}: {
  process: Process;
  disabled: boolean;
  onRecord: () => void;
  /** The process of another bundle of the bed: its done and left are not this ticket's. */
  unchecked?: boolean;
}) {
  const { t } = useScanTranslation();
  const finished = !unchecked && process.remainingQty === 0;
  const numbers = unchecked
    ? [t('queue.allLeft')]
    : [
        t('process.done', { qty: process.doneQty }),
        t('process.left', { qty: process.remainingQty }),
        process.doneBy.length > 0 ? t('process.by', { names: process.doneBy.join(', ') }) : undefined,
        process.rate !== undefined ? t('process.rate', { rate: process.rate }) : undefined,
      ].filter(Boolean);
  return (
    <button type="button" className={styles.process} disabled={disabled} onClick={onRecord}>
      <span className={styles.processSeq}>{process.seq}</span>
      <span className={styles.processMain}>
        <span className={styles.processName}>{process.name}</span>
        <span className={styles.processNumbers}>{numbers.join(' · ')}</span>
      </span>
      <span className={styles.processAction}>{finished ? t('process.finished') : t('process.record')}</span>
    </button>
  );
}
