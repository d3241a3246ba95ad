import type { Printer, PrintJob, TicketPrintRequest } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { cutOrderKeys } from '@/features/cutting/api/cut-order-keys';
import { api } from '@/lib/http';
import { usePermissionGuard } from '@/lib/permission';

/**
 * The factory's label printers and their jobs, as the ticket dialog needs them (the printers screen is
 * another feature: these few calls are this feature's own).
 */

/** How often a job on its way to the printer is read again. */
const JOB_POLL_MS = 2000;

/** Who may read the printers: those who list them, and those who print tickets or cartons. */
const MAY_LIST_PRINTERS = ['admin', 'printer:list', 'bundle:print', 'shipment:print'];

// A 403 (no permission) simply leaves the browser print: the dialog says nothing of it.
export const getLabelPrinters = () => api.get<Printer[]>('/api/printers', { showsOwnMessage: true });
export const getLabelJob = (id: number) => api.get<PrintJob>(`/api/printers/jobs/${id}`);

/** `GET api/bundles/labels`: the print's label job as a ZPL or TSPL file (records nothing), with its name. */
export interface TicketLabelFile {
  protocol: Printer['protocol'];
  dpi: 203 | 300;
  cjkFont: boolean;
}

export const downloadTicketLabels = (body: TicketPrintRequest, file: TicketLabelFile) =>
  api.download('/api/bundles/labels', {
    params: {
      ...(body.cutOrderId !== undefined && { cutOrderId: body.cutOrderId }),
      ...(body.bundleIds && { bundleIds: body.bundleIds.join(',') }),
      ...(body.bundleNoFrom !== undefined && { bundleNoFrom: body.bundleNoFrom }),
      ...(body.bundleNoTo !== undefined && { bundleNoTo: body.bundleNoTo }),
      protocol: file.protocol,
      template: body.template,
      dpi: file.dpi,
      cjkFont: String(file.cjkFont),
      withProcesses: String(body.withProcesses ?? false),
    },
  });

/** The factory's label printers, when the user may read them (none otherwise, or on a refusal). */
export function useLabelPrinters(enabled: boolean) {
  const may = usePermissionGuard(MAY_LIST_PRINTERS);
  const query = useQuery({
    queryKey: cutOrderKeys.labelPrinters(),
    queryFn: getLabelPrinters,
    enabled: enabled && may,
    retry: false,
    meta: { resources: ['printers'] },
  });
  return { printers: query.data ?? [], loading: may && enabled && query.isLoading };
}

/** A print job, read again every few seconds until it is sent, failed or cancelled. */
export function useLabelJob(job: PrintJob | undefined) {
  const query = useQuery({
    queryKey: cutOrderKeys.labelJob(job?.id ?? 0),
    queryFn: () => getLabelJob(job?.id ?? 0),
    enabled: job !== undefined,
    refetchInterval: (q) => {
      const status = (q.state.data ?? job)?.status;
      return status === 'queued' || status === 'sending' ? JOB_POLL_MS : false;
    },
    meta: { resources: ['printers'] },
  });
  return query.data ?? job;
}
