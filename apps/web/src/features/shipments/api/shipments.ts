import type { Shipment, ShipmentFigures, ShipmentPage } from '@gbo/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { SHIPMENT_RESOURCES, shipmentKeys, shipmentWrite } from '@/features/shipments/api/shipment-keys';
import type { ShipmentBody } from '@/features/shipments/utils/shipment-form';
import type { ShipmentParams } from '@/features/shipments/utils/shipment-query';
import { api } from '@/lib/http';

export const getShipments = (params: ShipmentParams) => api.get<ShipmentPage>('/api/shipments', { params });
export const getShipment = (id: number) => api.get<Shipment>(`/api/shipments/${id}`);
export const getShipmentFigures = (styleId: number) =>
  api.get<ShipmentFigures>('/api/shipments/figures', { params: { styleId } });
/** Every order the filter matches, as an Excel workbook with a totals row. */
export const exportShipments = ({ page: _page, size: _size, ...filters }: ShipmentParams) =>
  api.get<Blob>('/api/shipments/download', { params: filters, responseType: 'blob' });

// The form shows a refusal on the field it names (or above the form).
export const createShipment = (body: ShipmentBody) =>
  api.post<Shipment>('/api/shipments', body, { showsOwnMessage: true });
export const updateShipment = ({ id, body }: { id: number; body: ShipmentBody }) =>
  api.put<Shipment>(`/api/shipments/${id}`, body, { showsOwnMessage: true });
export const deleteShipment = (id: number) => api.delete<void>(`/api/shipments/${id}`);
export const confirmShipment = (id: number) => api.post<Shipment>(`/api/shipments/${id}/confirm`);
export const voidShipment = ({ id, reason }: { id: number; reason: string }) =>
  api.post<Shipment>(`/api/shipments/${id}/void`, { reason }, { showsOwnMessage: true });

export function useShipments(params: ShipmentParams) {
  return useQuery({
    queryKey: shipmentKeys.list(params),
    queryFn: () => getShipments(params),
    placeholderData: keepPreviousData,
    meta: { resources: SHIPMENT_RESOURCES },
  });
}

export function useShipment(id: number | undefined) {
  return useQuery({
    queryKey: shipmentKeys.detail(id ?? 0),
    queryFn: () => getShipment(id ?? 0),
    enabled: id !== undefined,
    meta: { resources: SHIPMENT_RESOURCES },
  });
}

/** Ordered, finished, shipped and left per colour × size of the style chosen. */
export function useShipmentFigures(styleId: number | undefined) {
  return useQuery({
    queryKey: shipmentKeys.figures(styleId ?? 0),
    queryFn: () => getShipmentFigures(styleId ?? 0),
    enabled: styleId !== undefined,
    meta: { resources: SHIPMENT_RESOURCES },
  });
}

export function useSaveShipment() {
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ShipmentBody }) =>
      id === undefined ? createShipment(body) : updateShipment({ id, body }),
    ...shipmentWrite,
  });
}

export function useDeleteShipment() {
  return useMutation({ mutationFn: deleteShipment, ...shipmentWrite });
}

export function useConfirmShipment() {
  return useMutation({ mutationFn: confirmShipment, ...shipmentWrite });
}

export function useVoidShipment() {
  return useMutation({ mutationFn: voidShipment, ...shipmentWrite });
}
