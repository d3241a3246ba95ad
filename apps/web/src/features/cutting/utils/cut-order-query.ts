/** The cut order list's filter bar. Days are YYYY-MM-DD (cut dates are calendar days, no time zone). */
export interface CutOrderFilters {
  styleId?: number;
  customerId?: number;
  bedNo?: number | null;
  blurry?: string;
  from?: string;
  to?: string;
}

/** Query parameters of `GET api/cutOrders`. */
export interface CutOrderParams {
  styleId?: number;
  customerId?: number;
  bedNo?: number;
  blurry?: string;
  /** Sent as `cutDate=from&cutDate=to`, both days included. */
  cutDate?: [string, string];
  page?: number;
  size?: number;
}

/** The open ends of a range of days. */
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '9999-12-31';

/** The days chosen as the API's range: an open end is open; ends given the wrong way round are swapped. */
export function toCutDateRange(from?: string, to?: string): [string, string] | undefined {
  if (!from && !to) return undefined;
  const [first, last] = from && to && from > to ? [to, from] : [from, to];
  return [first ?? FIRST_DAY, last ?? LAST_DAY];
}

/** The filters as query parameters, blanks left out. */
export function toCutOrderParams(filters: CutOrderFilters, page: number, size: number): CutOrderParams {
  const params: CutOrderParams = { page, size };
  if (filters.styleId !== undefined) params.styleId = filters.styleId;
  if (filters.customerId !== undefined) params.customerId = filters.customerId;
  if (filters.bedNo !== undefined && filters.bedNo !== null) params.bedNo = filters.bedNo;
  const blurry = filters.blurry?.trim();
  if (blurry) params.blurry = blurry;
  const cutDate = toCutDateRange(filters.from, filters.to);
  if (cutDate) params.cutDate = cutDate;
  return params;
}

/** Whether any filter is set (the empty list then says nothing matches, not that there is nothing). */
export const isFiltered = (filters: CutOrderFilters) =>
  Object.keys(toCutOrderParams(filters, 0, 1)).some((key) => key !== 'page' && key !== 'size');
