import { Alert, type InputRef, Skeleton } from 'antd';
import { useRef } from 'react';
import { TicketPanel } from '@/components/ticket-panel';
import { useDefectCodes } from '@/features/quality/api/qc';
import { BundleFacts } from '@/features/quality/components/bundle-facts';
import { CheckpointPicker } from '@/features/quality/components/checkpoint-picker';
import { InspectionForm } from '@/features/quality/components/inspection-form';
import { QcHeader } from '@/features/quality/components/qc-header';
import { QcOutcome } from '@/features/quality/components/qc-outcome';
import styles from '@/features/quality/components/qc-page.module.css';
import { QcPending } from '@/features/quality/components/qc-pending';
import { useQcForm } from '@/features/quality/hooks/use-qc-form';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';
import type { QcQueue } from '@/features/quality/utils/qc-queue';
import { stateAt } from '@/features/quality/utils/qc-rules';
import { errorMessage } from '@/lib/api-error';
import { usePermissionGuard } from '@/lib/permission';
import { useHardwareScanner } from '@/lib/use-hardware-scanner';

interface QcPageProps {
  /** Signs out, after a confirmation that says `warning` when there is one (inspections not sent yet). */
  onSignOut: (warning?: string) => void;
  /** The phone's outbox; tests hand in their own. */
  queue?: QcQueue;
}

/**
 * The QC inspector's phone page (`/qc`): scan a bundle's ticket, choose the checkpoint, count the pieces
 * passed and the defects found (each put down to a process and its worker), submit. Inspections made without
 * a network wait on the phone and are sent once it is back. The page's model is hooks/use-qc-form.ts.
 */
export function QcPage({ onSignOut, queue }: QcPageProps) {
  const { t } = useQualityTranslation();
  const inputRef = useRef<InputRef>(null);
  useHardwareScanner(inputRef);
  const form = useQcForm({ queue });
  const codes = useDefectCodes();
  const { lookup, choice, outbox } = form;
  const found = lookup.data;
  // The server refuses an inspection without qc:add: said before the inspector counts a whole bundle.
  const mayRecord = usePermissionGuard(['admin', 'qc:add']);
  const reworkOpen = found && choice ? (stateAt(found, choice)?.reworkQty ?? 0) : undefined;

  return (
    <div className={styles.page}>
      <QcHeader
        name={form.user?.name}
        online={outbox.online}
        pending={outbox.pending.length}
        onSignOut={() =>
          onSignOut(
            outbox.pending.length > 0 ? t('phone.unsentOnSignOut', { n: outbox.pending.length }) : undefined,
          )
        }
      />
      <main className={styles.body}>
        <div className={styles.column}>
          <TicketPanel
            className={styles.panel}
            inputRef={inputRef}
            onLookUp={form.lookUp}
            loading={lookup.isFetching}
            onCameraRead={() => navigator.vibrate?.(80)}
          />
          {!mayRecord && <Alert type="warning" showIcon title={t('phone.noPermission')} />}
          <QcOutcome form={form} reworkOpen={reworkOpen} />
          {lookup.isError && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('phone.lookupFailed')}
              description={errorMessage(lookup.error) ?? t('phone.noNetwork')}
            />
          )}
          {lookup.isLoading && <Skeleton active />}
          {found && (
            <section
              className={styles.panel}
              aria-label={t('bundle.title', { bundleNo: found.bundle.bundleNo })}
            >
              <BundleFacts lookup={found} />
            </section>
          )}
          <QcPending form={form} />
        </div>
        <div className={styles.column}>
          {found && found.bundle.status === 'active' && (
            <CheckpointPicker lookup={found} choice={choice} onChoose={form.choose} />
          )}
          {found && choice && found.bundle.status === 'active' && (
            <InspectionForm form={form} lookup={found} choice={choice} codes={codes.data ?? []} />
          )}
        </div>
      </main>
    </div>
  );
}
