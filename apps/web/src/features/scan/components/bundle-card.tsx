import type { ScanLookup } from '@gbo/contracts';
import { LoadingOutlined } from '@ant-design/icons';
import { Alert, InputNumber, Tag } from 'antd';
import { useId } from 'react';
import styles from '@/features/scan/components/scan-page.module.css';
import { useScanTranslation } from '@/features/scan/hooks/use-scan-translation';
import { type Claim, type ClaimTarget, claims, type Held, leftOnPhone } from '@/features/scan/utils/outbox';

type Process = ScanLookup['processes'][number];

/** What the phone itself holds against the card's processes. */
export interface PhoneHolds {
  /** Scans kept on the phone, or sent since the lookup was answered: they count against what is left. */
  held: readonly Claim[];
  /** Scans on their way to the server right now. */
  sending: readonly ClaimTarget[];
}

interface BundleCardProps extends PhoneHolds {
  /** The ticket's text as scanned or typed. */
  ticket: string;
  lookup: ScanLookup;
  /** Pieces to record; undefined records all that is left. */
  qty: number | undefined;
  onQtyChange: (qty: number | undefined) => void;
  onRecord: (process: Process) => void;
}

/**
 * The looked-up bundle and its processes: one tap on a process records it. What the phone keeps to send counts
 * against what is left; a process being sent says so on its own button while the others stay usable.
 */
export function BundleCard({ ticket, lookup, qty, onQtyChange, onRecord, held, sending }: BundleCardProps) {
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
        {processes.map((process) => {
          const target = { ticket, bundleId: bundle.id, processId: process.processId };
          const onPhone = leftOnPhone(process.remainingQty, held, target);
          return (
            <li key={process.processId}>
              <ProcessButton
                process={process}
                left={onPhone.left}
                held={onPhone.held}
                sending={sending.some((claim) => claims(claim, target))}
                disabled={isVoid}
                onRecord={() => onRecord(process)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface OfflineProcessesProps extends PhoneHolds {
  ticket: string;
  /** The last bundle looked up: a ticket of the same bed has the same processes. */
  lastLookup: ScanLookup;
  onRecord: (process: Process) => void;
}

/**
 * A ticket the network could not check: the processes of the last bundle's bed, to record all that is left
 * of the chosen one later. The server checks the ticket and the process when the scan is sent.
 */
export function OfflineProcesses({ ticket, lastLookup, onRecord, held, sending }: OfflineProcessesProps) {
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
        {processes.map((process) => {
          // Not this ticket's numbers: only a scan of it this phone already holds (all that is left) counts.
          const target = { ticket, processId: process.processId };
          const kept = held.some((claim) => claims(claim, target));
          return (
            <li key={process.processId}>
              <ProcessButton
                process={process}
                left={kept ? 0 : undefined}
                held={kept ? 'all' : 0}
                sending={sending.some((claim) => claims(claim, target))}
                disabled={false}
                onRecord={() => onRecord(process)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ProcessButton({
  process,
  left,
  held,
  sending,
  disabled,
  onRecord,
}: {
  process: Process;
  /** What is left once the phone's own scans count; undefined for another bundle's process (not checked). */
  left: number | undefined;
  held: Held;
  /** A scan of it is on its way. */
  sending: boolean;
  disabled: boolean;
  onRecord: () => void;
}) {
  const { t } = useScanTranslation();
  const heldText =
    held === 'all' ? t('process.heldAll') : held > 0 ? t('process.held', { qty: held }) : undefined;
  const numbers =
    left === undefined
      ? [heldText ?? t('queue.allLeft')]
      : [
          t('process.done', { qty: process.doneQty }),
          t('process.left', { qty: left }),
          heldText,
          process.doneBy.length > 0 ? t('process.by', { names: process.doneBy.join(', ') }) : undefined,
          process.rate !== undefined ? t('process.rate', { rate: process.rate }) : undefined,
        ].filter(Boolean);
  const action = sending ? (
    <>
      <LoadingOutlined aria-hidden /> {t('process.sending')}
    </>
  ) : left !== 0 ? (
    t('process.record')
  ) : held !== 0 ? (
    t('process.onPhone')
  ) : (
    t('process.finished')
  );
  return (
    <button
      type="button"
      className={styles.process}
      disabled={disabled || sending || left === 0}
      aria-busy={sending}
      data-state={sending ? 'sending' : undefined}
      onClick={onRecord}
    >
      <span className={styles.processSeq}>{process.seq}</span>
      <span className={styles.processMain}>
        <span className={styles.processName}>{process.name}</span>
        <span className={styles.processNumbers}>{numbers.join(' · ')}</span>
      </span>
      <span className={styles.processAction}>{action}</span>
    </button>
  );
}
