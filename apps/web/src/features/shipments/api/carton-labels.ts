import type { CartonLabelPrint, CartonLabelTemplate, Printer, PrintJob } from '@gbo/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';

/**
 * Carton labels of an order: to a label printer (one job), or as a ZPL / TSPL file. The printers and their jobs
 * are shared lookups (lib/lookups).
 */

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

export const usePrintCartonLabels = () =>
  useMutation({ mutationFn: printCartonLabels, meta: { invalidates: ['printers'] } });
