import type { LogResult } from '@gbo/contracts';

/** The audit log's filter bar. Days are YYYY-MM-DD in the browser's time zone, both ends included. */
export interface LogFilters {
  blurry?: string;
  result?: LogResult;
  /** One client address, exactly. */
  ip?: string;
  from?: string;
  to?: string;
}

/** Query parameters of `api/logs` and its download (the download takes no paging). */
export interface LogParams {
  blurry?: string;
  result?: LogResult;
  ip?: string;
  /** eladmin's range, sent as `createTime=from&createTime=to`. */
  createTime?: [string, string];
  page?: number;
  size?: number;
  sort?: string;
}

/** The open ends of a range: before any log, and after any. */
const EARLIEST = '1970-01-01T00:00:00.000Z';
const LATEST = '9999-12-31T23:59:59.999Z';

function localDay(day: string): [number, number, number] {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return [year, month - 1, date];
}

/** The first instant of a local day, as ISO 8601. */
export const startOfLocalDay = (day: string) => new Date(...localDay(day)).toISOString();
/** The last instant (to the millisecond) of a local day, as ISO 8601. */
export const endOfLocalDay = (day: string) => new Date(...localDay(day), 23, 59, 59, 999).toISOString();

/** The server's range for the chosen days: an empty end is open; ends given the wrong way round are swapped. */
export function toCreateTimeRange(from?: string, to?: string): [string, string] | undefined {
  if (!from && !to) return undefined;
  const [first, last] = from && to && from > to ? [to, from] : [from, to];
  return [first ? startOfLocalDay(first) : EARLIEST, last ? endOfLocalDay(last) : LATEST];
}

/** The filters as query parameters, with blanks left out. */
export function toLogFilterParams(filters: LogFilters): LogParams {
  const params: LogParams = {};
  const blurry = filters.blurry?.trim();
  if (blurry) params.blurry = blurry;
  if (filters.result) params.result = filters.result;
  const ip = filters.ip?.trim();
  if (ip) params.ip = ip;
  const createTime = toCreateTimeRange(filters.from, filters.to);
  if (createTime) params.createTime = createTime;
  return params;
}

export function toLogParams(filters: LogFilters, page: number, size: number, sort?: string): LogParams {
  return { ...toLogFilterParams(filters), page, size, ...(sort ? { sort } : {}) };
}

/** Parameters as the server logged them: JSON pretty-printed, anything else as it is. */
export function prettyParams(params: string | null): string | null {
  if (!params) return null;
  try {
    return JSON.stringify(JSON.parse(params), null, 2);
  } catch {
    return params;
  }
}
