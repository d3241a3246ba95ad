import type { CartonLabelPrint, CartonLabelTemplate, Printer, PrintJob } from '@gbo/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { shipmentKeys } from '@/features/shipments/api/shipment-keys';
import { api } from '@/lib/http';
import { usePermissionGuard } from '@/lib/permission';

/**
 * Carton labels of an order: to a label printer (one job), or as a ZPL / TSPL file. The factory's printers and
 * their jobs as this feature needs them (the printers screen is another feature).
 */

const JOB_POLL_MS = 2000;
const MAY_LIST_PRINTERS = ['admin', 'printer:list', 'bundle:print', 'shipment:print'];

// A refusal (403) leaves the A4 print and the file: the dialog says nothing of it.
export const getLabelPrinters = () => api.get<Printer[]>('/api/printers', { showsOwnMessage: true });
export const getLabelJob = (id: number) => api.get<PrintJob>(`/api/printers/jobs/${id}`);

export const printCartonLabels = ({ id, body }: { id: number; body: CartonLabelPrint }) =>
  api.post<PrintJob>(`/api/shipments/${id}/cartonLabels`, body);

export interface CartonLabelFile {
  protocol: Printer['protocol'];
  dpi: 203 | 300;
  cjkFont: boolean;
  template: CartonLabelTemplate;
  fromNo?: number;
  toNo?: number;
}

/** `GET api/shipments/{id}/cartonLabels`: the labels as a ZPL or TSPL file, with the server's name for it. */
export const downloadCartonLabels = (id: number, { fromNo, toNo, cjkFont, ...file }: CartonLabelFile) =>
  api.download(`/api/shipments/${id}/cartonLabels`, {
    params: {
      ...file,
      cjkFont: String(cjkFont),
      ...(fromNo !== undefined && { fromNo }),
      ...(toNo !== undefined && { toNo }),
    },
  });

export function useLabelPrinters(enabled: boolean) {
  const may = usePermissionGuard(MAY_LIST_PRINTERS);
  const query = useQuery({
    queryKey: shipmentKeys.labelPrinters(),
    queryFn: getLabelPrinters,
    enabled: enabled && may,
    retry: false,
    meta: { resources: ['printers'] },
  });
  return query.data ?? [];
}

/** A print job, read again every few seconds until it is sent, failed or cancelled. */
export function useLabelJob(job: PrintJob | undefined) {
  const query = useQuery({
    queryKey: shipmentKeys.labelJob(job?.id ?? 0),
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

export const usePrintCartonLabels = () =>
  useMutation({ mutationFn: printCartonLabels, meta: { invalidates: ['printers'] } });
