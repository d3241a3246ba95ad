import type { DefectCode, QcLookup } from '@gbo/contracts';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import styles from '@/features/quality/components/qc-page.module.css';
import { QtyStepper } from '@/features/quality/components/qty-stepper';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';
import type { DefectLine } from '@/features/quality/utils/qc-rules';
import { MAX_QC_DEFECT_LINES } from '@gbo/contracts';

interface DefectLinesProps {
  lookup: QcLookup;
  codes: readonly DefectCode[];
  lines: DefectLine[];
  /** The process a new line is put down to (the checkpoint's, or the bed's last). */
  faultProcessId: number | undefined;
  onChange: (lines: DefectLine[]) => void;
}

/**
 * The defects found: a big button per enabled code adds a line (or one more to the line of that code and
 * process); each line has its count, the process at fault and, when several scanned it, whose piece it is.
 */
export function DefectLines({ lookup, codes, lines, faultProcessId, onChange }: DefectLinesProps) {
  const { t } = useQualityTranslation();
  const enabled = codes.filter((code) => code.enabled);
  const nameOf = (code: string | undefined) => enabled.find((known) => known.code === code)?.name ?? code;
  const add = (code: string) => {
    const same = lines.find((line) => line.code === code && line.processId === faultProcessId);
    if (same) return onChange(lines.map((line) => (line === same ? { ...line, qty: line.qty + 1 } : line)));
    if (lines.length >= MAX_QC_DEFECT_LINES) return;
    const key = Math.max(0, ...lines.map((line) => line.key)) + 1;
    onChange([...lines, { key, code, qty: 1, processId: faultProcessId }]);
  };
  const update = (key: number, next: Partial<DefectLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...next } : line)));
  const processes = [...lookup.processes].sort((a, b) => a.seq - b.seq);
  return (
    <section className={styles.section} aria-label={t('defects.title')}>
      <h2 className={styles.panelTitle}>{t('defects.title')}</h2>
      {enabled.length === 0 ? (
        <p className={styles.muted}>{t('defects.noCodes')}</p>
      ) : (
        <div className={styles.choices} role="group" aria-label={t('defects.add')}>
          {enabled.map((code) => (
            <Button key={code.code} className={styles.choice} onClick={() => add(code.code)}>
              {code.code} {code.name}
            </Button>
          ))}
        </div>
      )}
      <ul className={styles.lines}>
        {lines.map((line) => {
          const process = processes.find((p) => p.processId === line.processId);
          const label = t('defects.line', { code: line.code, name: nameOf(line.code) });
          return (
            <li key={line.key} className={styles.line} aria-label={label}>
              <div className={styles.lineHead}>
                <span className={styles.lineCode}>{label}</span>
                <Button
                  className={styles.touchButton}
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('defects.remove', { line: label })}
                  onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
                />
              </div>
              <QtyStepper
                label={t('defects.qty', { line: label })}
                value={line.qty}
                min={1}
                max={lookup.bundle.qty * 10}
                onChange={(qty) => update(line.key, { qty: qty ?? 1 })}
              />
              <Select
                size="large"
                aria-label={t('defects.process', { line: label })}
                value={line.processId}
                onChange={(processId: number) => update(line.key, { processId, workerId: undefined })}
                options={processes.map((p) => ({ value: p.processId, label: `${p.seq} ${p.name}` }))}
              />
              <FaultWorker
                line={line}
                label={label}
                doneBy={process?.doneBy ?? []}
                onChange={(workerId) => update(line.key, { workerId })}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Who scanned the process: named; when several did, the inspector may say whose piece it is. */
function FaultWorker({
  line,
  label,
  doneBy,
  onChange,
}: {
  line: DefectLine;
  label: string;
  doneBy: QcLookup['processes'][number]['doneBy'];
  onChange: (workerId: number | undefined) => void;
}) {
  const { t } = useQualityTranslation();
  if (doneBy.length === 0) return <span className={styles.muted}>{t('defects.nobody')}</span>;
  if (doneBy.length === 1)
    return <span className={styles.muted}>{t('defects.by', { name: doneBy[0]?.name })}</span>;
  return (
    <Select
      size="large"
      allowClear
      aria-label={t('defects.worker', { line: label })}
      placeholder={t('defects.shared', { names: doneBy.map((worker) => worker.name).join(', ') })}
      value={line.workerId}
      onChange={(workerId: number | undefined) => onChange(workerId)}
      options={doneBy.map((worker) => ({
        value: worker.workerId,
        label: t('defects.workerOption', { name: worker.name, qty: worker.qty }),
      }))}
    />
  );
}
