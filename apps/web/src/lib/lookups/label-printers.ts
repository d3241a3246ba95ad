import type { Printer, PrintJob } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { lookupKeys } from '@/lib/lookups/lookup-keys';
import { usePermissionGuard } from '@/lib/permission';

/** How often a job on its way to the printer is read again. */
const JOB_POLL_MS = 2000;

/** Who may read the printers: those who manage them, and those who print tickets or carton labels. */
const MAY_LIST_PRINTERS = ['admin', 'printer:list', 'bundle:print', 'shipment:print'];

// A 403 (no permission) simply leaves the browser print: the dialogs say nothing of it.
export const getLabelPrinters = () => api.get<Printer[]>('/api/printers', { showsOwnMessage: true });
export const getPrintJob = (id: number) => api.get<PrintJob>(`/api/printers/jobs/${id}`);

/** The factory's label printers, for the print dialogs, when the user may read them (none otherwise). */
export function useLabelPrinters(enabled: boolean) {
  const may = usePermissionGuard(MAY_LIST_PRINTERS);
  const query = useQuery({
    queryKey: lookupKeys.labelPrinters,
    queryFn: getLabelPrinters,
    enabled: enabled && may,
    retry: false,
    meta: { resources: ['printers'] },
  });
  return { printers: query.data ?? [], loading: may && enabled && query.isLoading };
}

/** A print job, read again every few seconds until it is sent, failed or cancelled. */
export function usePrintJob(job: PrintJob | undefined): PrintJob | undefined {
  const query = useQuery({
    queryKey: lookupKeys.printJob(job?.id ?? 0),
    queryFn: () => getPrintJob(job?.id ?? 0),
    enabled: job !== undefined,
    refetchInterval: (q) => {
      const status = (q.state.data ?? job)?.status;
      return status === 'queued' || status === 'sending' ? JOB_POLL_MS : false;
    },
    meta: { resources: ['printers'] },
  });
  return query.data ?? job;
}
