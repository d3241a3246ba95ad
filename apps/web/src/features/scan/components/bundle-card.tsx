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

function ProcessButton({
  process,
  disabled,
  onRecord,
}: {
  process: Process;
  disabled: boolean;
  onRecord: () => void;
}) {
  const { t } = useScanTranslation();
  const finished = process.remainingQty === 0;
  const numbers = [
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
