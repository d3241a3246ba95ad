import type { QcLookup } from '@gbo/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import styles from '@/features/quality/components/qc-page.module.css';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';
import { type CheckpointChoice, sameCheckpoint, stateAt } from '@/features/quality/utils/qc-rules';

interface CheckpointPickerProps {
  lookup: QcLookup;
  choice: CheckpointChoice | undefined;
  onChoose: (choice: CheckpointChoice) => void;
}

/** Where the inspector checks: after one of the bed's processes, or the final check; rework open is shown. */
export function CheckpointPicker({ lookup, choice, onChoose }: CheckpointPickerProps) {
  const { t } = useQualityTranslation();
  // Once chosen (or remembered) the list folds to that checkpoint: an inspector stays at one place.
  const [open, setOpen] = useState(false);
  const options: { choice: CheckpointChoice; label: string }[] = [
    ...[...lookup.processes]
      .sort((a, b) => a.seq - b.seq)
      .map((process) => ({
        choice: { checkpoint: 'inline' as const, afterProcessId: process.processId },
        label: t('checkpoint.after', { process: `${process.seq} ${process.name}` }),
      })),
    { choice: { checkpoint: 'final' }, label: t('checkpoint.final') },
  ];
  return (
    <section className={styles.panel} aria-label={t('checkpoint.title')}>
      <h2 className={styles.panelTitle}>{t('checkpoint.title')}</h2>
      <div className={styles.choices} role="group" aria-label={t('checkpoint.title')}>
        {options
          .filter((option) => open || !choice || sameCheckpoint(option.choice, choice))
          .map((option) => {
            const chosen = choice !== undefined && sameCheckpoint(option.choice, choice);
            const rework = stateAt(lookup, option.choice)?.reworkQty ?? 0;
            return (
              <Button
                key={option.label}
                className={styles.choice}
                type={chosen ? 'primary' : 'default'}
                aria-pressed={chosen}
                onClick={() => {
                  setOpen(false);
                  onChoose(option.choice);
                }}
              >
                {option.label}
                {rework > 0 && <> · {t('checkpoint.rework', { n: rework })}</>}
              </Button>
            );
          })}
        {choice && !open && (
          <Button className={styles.choice} onClick={() => setOpen(true)}>
            {t('checkpoint.change')}
          </Button>
        )}
      </div>
    </section>
  );
}
