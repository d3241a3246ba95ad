import type {
  DefectCode,
  DefectCodeInput,
  DefectCodeUpdate,
  QcGroup,
  QcInspection,
  QcInspectionInput,
  QcInspectionPage,
  QcInspectionQuery,
  QcLookup,
  QcSummaryRow,
} from '@gbo/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import type { QcSendOutcome } from '@/features/quality/utils/qc-queue';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { api, http } from '@/lib/http';
import { isFinalRefusal } from '@/lib/outbox/outbox-store';

/**
 * How long a request from the inspector's phone may take before it counts as unanswered (and the inspection
 * is kept to send later): an inspector stands waiting with the bundle in hand.
 */
export const QC_TIMEOUT_MS = 15_000;
/** The phone page shows the server's refusals itself, beside the form: not also as a notice. */
const phoneRequest = { showsOwnMessage: true, timeout: QC_TIMEOUT_MS } as const;

/** The inspection list's filters and page, as `GET api/qc/inspections` takes them. */
export type InspectionListQuery = Partial<Omit<QcInspectionQuery, 'page' | 'size' | 'reworkOpen'>> & {
  reworkOpen?: 'true' | 'false';
  page: number;
  size: number;
};
export type SummaryQuery = { from: string; to: string; groupBy: QcGroup };

/** This feature's query keys, all under 'qc'. */
export const qcKeys = {
  all: ['qc'] as const,
  codes: ['qc', 'codes'] as const,
  lookup: (ticket: string) => ['qc', 'lookup', ticket] as const,
  inspections: (query: InspectionListQuery) => ['qc', 'inspections', query] as const,
  summary: (query: SummaryQuery) => ['qc', 'summary', query] as const,
};

/** An inspection, its undo or a code changes the bundle's state, the lists and the figures. */
const qcWrite = { meta: { invalidates: ['qc'] } } as const;

export const getDefectCodes = () => api.get<DefectCode[]>('/api/qc/defectCodes');

/** The factory's defect codes, in the caller's language; kept a while (they change rarely). */
export function useDefectCodes() {
  return useQuery({
    queryKey: qcKeys.codes,
    queryFn: getDefectCodes,
    staleTime: 5 * 60_000,
    meta: { resources: ['qc'] },
  });
}

export const addDefectCode = (input: DefectCodeInput) => api.post<DefectCode>('/api/qc/defectCodes', input);
export const updateDefectCode = (input: DefectCodeUpdate) =>
  api.put<DefectCode>('/api/qc/defectCodes', input);
export const useSaveDefectCode = () =>
  useMutation({
    mutationFn: (input: DefectCodeInput | DefectCodeUpdate) =>
      'id' in input ? updateDefectCode(input) : addDefectCode(input),
    ...qcWrite,
  });

export const lookupQcTicket = (ticket: string) =>
  api.get<QcLookup>('/api/qc/lookup', { params: { ticket }, ...phoneRequest });

export function useQcLookup(ticket: string | undefined) {
  return useQuery({
    queryKey: qcKeys.lookup(ticket ?? ''),
    queryFn: () => lookupQcTicket(ticket ?? ''),
    enabled: ticket !== undefined,
    retry: false,
    meta: { resources: ['qc', 'scans', 'bundles'] },
  });
}

/** `POST api/qc/inspections`: the inspection and whether it is new (201) or the first answer again (200). */
export async function postInspection(input: QcInspectionInput) {
  const response = await http.post<QcInspection>('/api/qc/inspections', input, phoneRequest);
  return { inspection: response.data, created: response.status === 201 };
}

/** Sends an inspection once; never throws: a final refusal with the server's sentence, or no answer. */
export async function sendInspection(input: QcInspectionInput): Promise<QcSendOutcome> {
  try {
    const { inspection, created } = await postInspection(input);
    return { kind: 'recorded', answer: inspection, replayed: !created };
  } catch (error) {
    const status = errorStatus(error);
    if (!isAxiosError(error) || !isFinalRefusal(status)) return { kind: 'unreachable' };
    return { kind: 'refused', status: status ?? 0, message: errorMessage(error) ?? error.message };
  }
}

export const useSendInspection = () => useMutation({ mutationFn: sendInspection, ...qcWrite });

/** Undo from the phone: its refusal is shown on the page. */
export const undoInspectionFromPhone = (id: number) =>
  api.delete<void>(`/api/qc/inspections/${id}`, phoneRequest);
export const useUndoFromPhone = () => useMutation({ mutationFn: undoInspectionFromPhone, ...qcWrite });

/** Undo from the office list: a refusal is told by the HTTP client's notice. */
export const undoInspection = (id: number) => api.delete<void>(`/api/qc/inspections/${id}`);
export const useUndoInspection = () => useMutation({ mutationFn: undoInspection, ...qcWrite });

export const getInspections = (params: InspectionListQuery) =>
  api.get<QcInspectionPage>('/api/qc/inspections', { params });

export function useInspections(query: InspectionListQuery) {
  return useQuery({
    queryKey: qcKeys.inspections(query),
    queryFn: () => getInspections(query),
    placeholderData: keepPreviousData,
    meta: { resources: ['qc', 'users', 'styles'] },
  });
}

/** Every inspection the filters match (no paging), one row per defect line. */
export const exportInspections = ({ page: _page, size: _size, ...filters }: InspectionListQuery) =>
  api.get<Blob>('/api/qc/inspections/download', { params: filters, responseType: 'blob' });

export const getSummary = (params: SummaryQuery) => api.get<QcSummaryRow[]>('/api/qc/summary', { params });

export function useQcSummary(query: SummaryQuery) {
  return useQuery({
    queryKey: qcKeys.summary(query),
    queryFn: () => getSummary(query),
    placeholderData: keepPreviousData,
    meta: { resources: ['qc', 'users', 'styles'] },
  });
}
