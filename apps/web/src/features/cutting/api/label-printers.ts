import type { Printer, TicketPrintRequest } from '@gbo/contracts';
import { api } from '@/lib/http';

/** The ticket dialog's label file; the printers and their jobs are shared lookups (lib/lookups). */

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
