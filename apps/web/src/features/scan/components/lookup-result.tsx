import type { ScanLookup } from '@gbo/contracts';
import { Skeleton } from 'antd';
import type { useTicketLookup } from '@/features/scan/api/scans';
import { BundleCard, OfflineProcesses, type PhoneHolds } from '@/features/scan/components/bundle-card';
import { ScanFeedback } from '@/features/scan/components/scan-feedback';
import styles from '@/features/scan/components/scan-page.module.css';
import { useScanTranslation } from '@/features/scan/hooks/use-scan-translation';
import { errorMessage, errorStatus } from '@/lib/api-error';

type Process = ScanLookup['processes'][number];

interface LookupResultProps {
  lookup: ReturnType<typeof useTicketLookup>;
  ticket: string | undefined;
  /** The last bundle looked up, whose bed's processes a ticket that cannot be checked may take. */
  lastLookup: ScanLookup | undefined;
  qty: number | undefined;
  onQtyChange: (qty: number | undefined) => void;
  /** Records a process; `bundle` is absent for a ticket that could not be looked up. */
  onRecord: (process: Process, bundle?: ScanLookup['bundle']) => void;
  holds: PhoneHolds;
}

/** The looked-up bundle, the lookup's refusal, or nothing before the first ticket. */
export function LookupResult({
  lookup,
  ticket,
  lastLookup,
  qty,
  onQtyChange,
  onRecord,
  holds,
}: LookupResultProps) {
  const { t } = useScanTranslation();
  // No answer, or none asked for: TanStack Query holds a lookup back while the browser says it is offline.
  const paused = lookup.isPending && lookup.fetchStatus === 'paused';
  if (lookup.isError || paused) {
    const status = paused ? undefined : errorStatus(lookup.error);
    if (status === undefined) {
      // The last bed's processes, which say themselves that the ticket could not be checked: a red alert
      // above them would read as if the scan could not be made.
      return ticket && lastLookup && lastLookup.bundle.status === 'active' ? (
        <OfflineProcesses
          ticket={ticket}
          lastLookup={lastLookup}
          {...holds}
          onRecord={(process) => onRecord(process)}
        />
      ) : (
        <ScanFeedback
          feedback={{ tone: 'error', title: t('feedback.noNetwork'), detail: t('feedback.noNetworkDetail') }}
        />
      );
    }
    return (
      <ScanFeedback
        feedback={{ tone: 'error', title: t('feedback.notFound'), detail: errorMessage(lookup.error) }}
      />
    );
  }
  if (lookup.isLoading)
    return (
      <section className={styles.panel} aria-label={t('bundle.looking')}>
        <Skeleton active />
      </section>
    );
  const found = lookup.data;
  if (!found || !ticket) return null;
  return (
    <BundleCard
      ticket={ticket}
      lookup={found}
      qty={qty}
      onQtyChange={onQtyChange}
      onRecord={(process) => onRecord(process, found.bundle)}
      {...holds}
    />
  );
}
