import type { Page, Printer, PrinterCreate, PrintJob, PrintJobQuery } from '@gbo/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { printersKeys, printerWrite } from '@/features/printers/api/printers-keys';
import { hasActiveJob, isActiveJob } from '@/features/printers/utils/job-status';
import { api } from '@/lib/http';

/** How often a list or a job still on its way to a printer is read again. */
export const JOB_POLL_MS = 3000;

export const getPrinters = () => api.get<Printer[]>('/api/printers');
export const createPrinter = (body: PrinterCreate) => api.post<Printer>('/api/printers', body);
export const updatePrinter = (body: PrinterCreate & { id: number }) =>
  api.put<Printer>('/api/printers', body);
export const deletePrinter = (id: number) => api.delete<void>(`/api/printers/${id}`);
/** Queues a test label on the printer. */
export const testPrinter = (id: number) => api.post<PrintJob>(`/api/printers/${id}/test`);

export const getPrintJobs = (params: PrintJobQuery) =>
  api.get<Page<PrintJob>>('/api/printers/jobs', { params });
export const getPrintJob = (id: number) => api.get<PrintJob>(`/api/printers/jobs/${id}`);
/** Queues a failed job again. */
export const retryPrintJob = (id: number) => api.post<PrintJob>(`/api/printers/jobs/${id}/retry`);
/** Cancels a queued job. */
export const cancelPrintJob = (id: number) => api.post<PrintJob>(`/api/printers/jobs/${id}/cancel`);

export function usePrinters() {
  return useQuery({
    queryKey: printersKeys.list(),
    queryFn: getPrinters,
    meta: { resources: ['printers'] },
  });
}

/** A page of jobs, read again every few seconds while one of them is queued or sending. */
export function usePrintJobs(query: PrintJobQuery) {
  return useQuery({
    queryKey: printersKeys.jobs(query),
    queryFn: () => getPrintJobs(query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (hasActiveJob(q.state.data?.content ?? []) ? JOB_POLL_MS : false),
    meta: { resources: ['printers'] },
  });
}

/** One job, read again every few seconds until it is sent, failed or cancelled. */
export function usePrintJob(id: number | undefined) {
  return useQuery({
    queryKey: printersKeys.job(id ?? 0),
    queryFn: () => getPrintJob(id ?? 0),
    enabled: id !== undefined,
    refetchInterval: (q) => (q.state.data && isActiveJob(q.state.data) ? JOB_POLL_MS : false),
    meta: { resources: ['printers'] },
  });
}

export const useCreatePrinter = () => useMutation({ mutationFn: createPrinter, ...printerWrite });
export const useUpdatePrinter = () => useMutation({ mutationFn: updatePrinter, ...printerWrite });
export const useDeletePrinter = () => useMutation({ mutationFn: deletePrinter, ...printerWrite });
export const useTestPrinter = () => useMutation({ mutationFn: testPrinter, ...printerWrite });
export const useRetryPrintJob = () => useMutation({ mutationFn: retryPrintJob, ...printerWrite });
export const useCancelPrintJob = () => useMutation({ mutationFn: cancelPrintJob, ...printerWrite });
