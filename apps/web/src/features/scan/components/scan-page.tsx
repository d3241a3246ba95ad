import type { InputRef } from 'antd';
import { type ReactNode, useRef } from 'react';
import { ClockCard } from '@/features/scan/components/clock-card';
import { LastOutcome } from '@/features/scan/components/last-outcome';
import { LookupResult } from '@/features/scan/components/lookup-result';
import { PendingScans } from '@/features/scan/components/pending-scans';
import { ScanHeader } from '@/features/scan/components/scan-header';
import styles from '@/features/scan/components/scan-page.module.css';
import { TodayScans } from '@/features/scan/components/today-scans';
import { useScanForm } from '@/features/scan/hooks/use-scan-form';
import { useScanTranslation } from '@/features/scan/hooks/use-scan-translation';
import { useUndoLastScan } from '@/features/scan/hooks/use-undo-last-scan';
import { signal } from '@/features/scan/utils/feedback';
import type { ScanQueue } from '@/features/scan/utils/scan-queue';
import { TicketPanel } from '@/components/ticket-panel';
import { unlockAudio } from '@/lib/tone';
import { useHardwareScanner } from '@/lib/use-hardware-scanner';

interface ScanPageProps {
  /** Signs out, after a confirmation that says `warning` when there is one (scans not sent yet). */
  onSignOut: (warning?: string) => void;
  /** The phone's queue; tests hand in their own. */
  queue?: ScanQueue;
  /** The way to the worker's own pay, beside their day's figures. */
  payLink?: ReactNode;
}

/**
 * The worker's scan page (`/scan`): look a ticket up (camera, typed, or a hardware scanner), tap the process
 * done, see it counted; scans made without a network wait on the phone and are sent once it is back. The
 * page's model is hooks/use-scan-form.ts; this lays it out.
 */
export function ScanPage({ onSignOut, queue, payLink }: ScanPageProps) {
  const { t } = useScanTranslation();
  const inputRef = useRef<InputRef>(null);
  const focusTicket = useHardwareScanner(inputRef);
  const form = useScanForm({ queue, focusTicket });
  const { undoable, undoDetail, confirmUndo } = useUndoLastScan(form, focusTicket);
  const { outbox } = form;

  return (
    <div className={styles.page}>
      <ScanHeader
        name={form.user?.name}
        online={outbox.online}
        pending={outbox.pending.length}
        sound={form.sound}
        onSoundChange={(on) => {
          form.setSound(on);
          // Switched on by a tap: the browser lets the page sound from it, and the worker hears how it sounds.
          if (on) {
            unlockAudio();
            signal('success', true);
          }
        }}
        // Scans still on the phone are said before signing out: they are sent only once this worker is back.
        onSignOut={() =>
          onSignOut(
            outbox.pending.length > 0 ? t('header.unsentOnSignOut', { n: outbox.pending.length }) : undefined,
          )
        }
      />
      <main className={styles.body}>
        <div className={styles.main}>
          <ClockCard />
          <TicketPanel
            className={styles.panel}
            inputRef={inputRef}
            onLookUp={form.lookUp}
            loading={form.lookup.isFetching}
            onCameraRead={() => signal('success', false)}
          />
          <LastOutcome
            feedback={form.feedback}
            undoable={undoable}
            undoDetail={undoDetail}
            onUndo={(target) => void confirmUndo(target)}
            sending={outbox.sending}
          />
          <LookupResult
            lookup={form.lookup}
            ticket={form.ticket}
            lastLookup={form.lastLookup}
            qty={form.qty}
            onQtyChange={form.setQty}
            onRecord={(process, bundle) => void form.record(process, bundle)}
            holds={form.holds}
          />
        </div>
        <div className={styles.side}>
          <PendingScans
            pending={outbox.pending}
            results={outbox.results}
            sending={outbox.sending}
            online={outbox.online}
            onSendNow={() => void outbox.flush()}
            onDismiss={outbox.dismiss}
          />
          <TodayScans
            today={form.todayScans.data}
            month={form.monthScans.data?.totals}
            timeZone={form.timeZone}
            action={payLink}
          />
        </div>
      </main>
    </div>
  );
}
