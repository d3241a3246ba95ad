import type { ShipmentStatus } from '@gbo/contracts';

/** The shipment list's filter bar. Days are YYYY-MM-DD (ship dates are calendar days). */
export interface ShipmentFilters {
  from?: string;
  to?: string;
  customerId?: number;
  styleId?: number;
  status?: ShipmentStatus;
  /** Part of a shipment number. */
  blurry?: string;
}

/** Query parameters of `GET api/shipments` (and, without page and size, of its download). */
export interface ShipmentParams extends ShipmentFilters {
  page: number;
  size: number;
}

/** The filters as query parameters, blanks left out; ends given the wrong way round are swapped. */
export function toShipmentParams(filters: ShipmentFilters, page: number, size: number): ShipmentParams {
  const params: ShipmentParams = { page, size };
  const [from, to] =
    filters.from && filters.to && filters.from > filters.to
      ? [filters.to, filters.from]
      : [filters.from, filters.to];
  if (from) params.from = from;
  if (to) params.to = to;
  if (filters.customerId !== undefined) params.customerId = filters.customerId;
  if (filters.styleId !== undefined) params.styleId = filters.styleId;
  if (filters.status) params.status = filters.status;
  const blurry = filters.blurry?.trim();
  if (blurry) params.blurry = blurry;
  return params;
}

/** Whether any filter is set (the empty list then says nothing matches, not that there is nothing). */
export const isFiltered = (filters: ShipmentFilters) =>
  Object.keys(toShipmentParams(filters, 0, 1)).some((key) => key !== 'page' && key !== 'size');
