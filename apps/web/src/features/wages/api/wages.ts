import type {
  WageAdjustment,
  WageAdjustmentInput,
  WageDetail,
  WageRow,
  WageSettleInput,
  WageSettlementDetail,
  WageSettlementPage,
} from '@gbo/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  adjustmentWrite,
  settleWrite,
  WAGE_RESOURCES,
  wageKeys,
  type WageParams,
} from '@/features/wages/api/wage-keys';
import type { Period } from '@/features/wages/utils/period';
import { api } from '@/lib/http';

export const getWages = (params: WageParams) => api.get<WageRow[]>('/api/wages', { params });
export const getWageDetail = (workerId: number, period: Period) =>
  api.get<WageDetail>(`/api/wages/${workerId}`, { params: period });
/** The payroll of the period (every worker the list shows, and a totals row) as an Excel workbook. */
export const exportWages = (params: WageParams) =>
  api.get<Blob>('/api/wages/download', { params, responseType: 'blob' });

// The form shows a refusal (a settled month) on the field it names.
export const addAdjustment = (input: WageAdjustmentInput) =>
  api.post<WageAdjustment>('/api/wages/adjustments', input, { showsOwnMessage: true });
export const updateAdjustment = ({ id, ...input }: WageAdjustmentInput & { id: number }) =>
  api.put<WageAdjustment>(`/api/wages/adjustments/${id}`, input, { showsOwnMessage: true });
export const deleteAdjustment = (id: number) => api.delete<void>(`/api/wages/adjustments/${id}`);

export const settleWages = (input: WageSettleInput) =>
  api.post<WageSettlementDetail>('/api/wages/settlements', input);
export const getSettlements = (page: number, size: number) =>
  api.get<WageSettlementPage>('/api/wages/settlements', { params: { page, size } });
export const getSettlement = (id: number) => api.get<WageSettlementDetail>(`/api/wages/settlements/${id}`);

export function useWages(params: WageParams, enabled = true) {
  return useQuery({
    queryKey: wageKeys.list(params),
    queryFn: () => getWages(params),
    enabled,
    placeholderData: keepPreviousData,
    meta: { resources: WAGE_RESOURCES },
  });
}

export function useWageDetail(workerId: number | undefined, period: Period) {
  return useQuery({
    queryKey: wageKeys.detail(workerId ?? 0, period),
    queryFn: () => getWageDetail(workerId ?? 0, period),
    enabled: workerId !== undefined,
    meta: { resources: WAGE_RESOURCES },
  });
}

export function useSettlements(page: number, size: number) {
  return useQuery({
    queryKey: wageKeys.settlements(page, size),
    queryFn: () => getSettlements(page, size),
    placeholderData: keepPreviousData,
    meta: { resources: WAGE_RESOURCES },
  });
}

export function useSettlement(id: number | undefined) {
  return useQuery({
    queryKey: wageKeys.settlement(id ?? 0),
    queryFn: () => getSettlement(id ?? 0),
    enabled: id !== undefined,
    meta: { resources: WAGE_RESOURCES },
  });
}

export function useSaveAdjustment() {
  return useMutation({
    mutationFn: (input: WageAdjustmentInput & { id?: number }) =>
      input.id === undefined ? addAdjustment(input) : updateAdjustment({ ...input, id: input.id }),
    ...adjustmentWrite,
  });
}

export function useDeleteAdjustment() {
  return useMutation({ mutationFn: deleteAdjustment, ...adjustmentWrite });
}

export function useSettleWages() {
  return useMutation({ mutationFn: settleWages, ...settleWrite });
}
