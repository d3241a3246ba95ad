import { isAxiosError, isCancel } from 'axios';

/** What the app does about a failed request: the error catalogue of spec §8. */
export type RequestErrorOutcome =
  | { kind: 'cancelled' }
  | { kind: 'timeout' }
  | { kind: 'upgrade' }
  | { kind: 'unauthorized' }
  | { kind: 'forbidden' }
  | { kind: 'message'; message: string }
  | { kind: 'failed' };

/** The parts of a failed request the rules read. */
export interface RequestFailure {
  /** The caller abandoned the request (e.g. a query that unmounted): nobody needs to hear about it. */
  cancelled?: boolean;
  /** axios' error code: ETIMEDOUT for a timeout (clarifyTimeoutError), ECONNABORTED for an aborted request. */
  code?: string;
  /** The HTTP status; undefined when no response arrived. */
  httpStatus?: number;
  /** The response body, already parsed when it came as a JSON Blob. */
  body?: unknown;
  /** The body came as a JSON Blob (a failed download): its message is shown even without a status. */
  fromBlob?: boolean;
}

/** The server's answer to an `app_version` below its minimum. */
const HTTP_UPGRADE_REQUIRED = 512;

export function resolveRequestError({
  cancelled,
  code,
  httpStatus,
  body,
  fromBlob,
}: RequestFailure): RequestErrorOutcome {
  if (cancelled) return { kind: 'cancelled' };
  if (httpStatus === undefined && code === 'ETIMEDOUT') return { kind: 'timeout' };
  // The browser dropped the request, e.g. the page reloaded mid-request: nobody is there to tell.
  if (httpStatus === undefined && code === 'ECONNABORTED') return { kind: 'cancelled' };
  if (httpStatus === HTTP_UPGRADE_REQUIRED) return { kind: 'upgrade' };
  // Like upstream, the rules follow the status in the body (eladmin's ApiError), not the HTTP status.
  const { status, message } = readErrorBody(body);
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 403) return { kind: 'forbidden' };
  if ((status !== undefined || fromBlob) && message) return { kind: 'message', message };
  return { kind: 'failed' };
}

/** Collects what `resolveRequestError` needs from whatever a request rejected with; null-safe for any input. */
export async function describeRequestFailure(error: unknown): Promise<RequestFailure> {
  if (isCancel(error)) return { cancelled: true };
  if (!isAxiosError(error)) return {};
  const data: unknown = error.response?.data;
  const fromBlob = isJsonBlob(data);
  return {
    code: error.code,
    httpStatus: error.response?.status,
    body: fromBlob ? await parseJsonBlob(data) : data,
    ...(fromBlob && { fromBlob }),
  };
}

const isJsonBlob = (data: unknown): data is Blob =>
  data instanceof Blob && data.type.startsWith('application/json');

/** A download (responseType blob) that fails still carries the JSON error, inside a Blob. */
async function parseJsonBlob(data: Blob): Promise<unknown> {
  try {
    return JSON.parse(await data.text());
  } catch {
    return undefined;
  }
}

function readErrorBody(body: unknown): { status?: number; message?: string } {
  if (typeof body !== 'object' || body === null) return {};
  return {
    status: 'status' in body && typeof body.status === 'number' ? body.status : undefined,
    message: 'message' in body && typeof body.message === 'string' ? body.message : undefined,
  };
}
