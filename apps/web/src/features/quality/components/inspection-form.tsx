import type { DefectCode, QcLookup } from '@gbo/contracts';
import { Alert, Button } from 'antd';
import { useId } from 'react';
import { DefectLines } from '@/features/quality/components/defect-lines';
import styles from '@/features/quality/components/qc-page.module.css';
import { QtyStepper } from '@/features/quality/components/qty-stepper';
import type { QcForm } from '@/features/quality/hooks/use-qc-form';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';
import {
  type CheckpointChoice,
  counts,
  defaultFaultProcess,
  defaultInspected,
  type FormProblem,
} from '@/features/quality/utils/qc-rules';

interface InspectionFormProps {
  form: QcForm;
  lookup: QcLookup;
  choice: CheckpointChoice;
  codes: readonly DefectCode[];
}

/** The inspection at the chosen checkpoint: first or re-inspection, pieces, defects, the rules, Submit. */
export function InspectionForm({ form, lookup, choice, codes }: InspectionFormProps) {
  const { t } = useQualityTranslation();
  const ids = { inspected: useId(), passed: useId() };
  const { draft } = form;
  if (!draft) return null;
  const left = defaultInspected(lookup, choice, 'first');
  const rework = defaultInspected(lookup, choice, 'recheck');
  const { failed, defects } = counts(draft.inspected ?? 0, draft.passed ?? 0, draft.lines);
  if (left === 0 && rework === 0)
    return (
      <section className={styles.panel}>
        <Alert type="info" showIcon title={t('form.nothingLeft')} />
      </section>
    );
  return (
    <section className={styles.panel} aria-label={t('form.title')}>
      <h2 className={styles.panelTitle}>{t('form.title')}</h2>
      {rework > 0 && (
        <div className={styles.choices} role="group" aria-label={t('form.kind')} style={{ marginBottom: 12 }}>
          {(['first', 'recheck'] as const).map((kind) => (
            <Button
              key={kind}
              className={styles.choice}
              type={draft.kind === kind ? 'primary' : 'default'}
              aria-pressed={draft.kind === kind}
              disabled={kind === 'first' && left === 0}
              onClick={() => form.chooseKind(kind)}
            >
              {kind === 'first' ? t('form.first', { n: left }) : t('form.recheck', { n: rework })}
            </Button>
          ))}
        </div>
      )}
      <div className={styles.numbers}>
        <div className={styles.field}>
          <label htmlFor={ids.inspected}>{t('form.inspected')}</label>
          <QtyStepper
            id={ids.inspected}
            label={t('form.inspected')}
            value={draft.inspected}
            min={1}
            max={form.most}
            onChange={(inspected) =>
              // Passed follows inspected until the inspector counts failures.
              form.change({
                inspected,
                passed:
                  draft.passed === draft.inspected ? inspected : Math.min(draft.passed ?? 0, inspected ?? 0),
              })
            }
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.passed}>{t('form.passed')}</label>
          <QtyStepper
            id={ids.passed}
            label={t('form.passed')}
            value={draft.passed}
            min={0}
            max={draft.inspected ?? 0}
            onChange={(passed) => form.change({ passed })}
          />
        </div>
        <div className={styles.field} role="status" aria-label={t('form.counted')}>
          <span>{t('form.failedLabel')}</span>
          <span className={styles.failed}>{t('form.counts', { failed, defects })}</span>
        </div>
      </div>
      {(failed > 0 || draft.lines.length > 0) && (
        <DefectLines
          lookup={lookup}
          codes={codes}
          lines={draft.lines}
          faultProcessId={defaultFaultProcess(lookup, choice)?.processId}
          onChange={(lines) => form.change({ lines })}
        />
      )}
      <Problems problems={form.problems} />
      <Button
        type="primary"
        size="large"
        block
        className={styles.bigButton}
        disabled={form.problems.length > 0 || lookup.bundle.status === 'void'}
        loading={form.submitting}
        onClick={() => void form.submit()}
        style={{ marginTop: 12 }}
      >
        {draft.kind === 'recheck' ? t('form.submitRecheck') : t('form.submit')}
      </Button>
    </section>
  );
}

/** Why Submit waits, in words: the contract's rules, said before the server would refuse. */
function Problems({ problems }: { problems: FormProblem[] }) {
  const { t } = useQualityTranslation();
  if (problems.length === 0) return null;
  const text = (problem: FormProblem) => {
    switch (problem.kind) {
      case 'tooMany':
        return t('problem.tooMany', { most: problem.most });
      case 'tooFewDefects':
        return t('problem.tooFewDefects', { failed: problem.failed, defects: problem.defects });
      case 'lineIncomplete':
        return t('problem.lineIncomplete', { line: problem.line });
      default:
        return t(`problem.${problem.kind}`);
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 12 }}
      title={
        <ul className={styles.rows}>
          {problems.map((problem) => (
            <li key={`${problem.kind}-${'line' in problem ? problem.line : ''}`}>{text(problem)}</li>
          ))}
        </ul>
      }
    />
  );
}
