// The error catalogue's pure rules (docs/specification.md §8), shared by the app's HTTP client (lib/http.ts, axios) and the
// login page's small fetch client (lib/fetch-json.ts): no transport is imported here.

/** What the app does about a failed request: the error catalogue of docs/specification.md §8. */
export type RequestErrorOutcome =
  | { kind: 'cancelled' }
  | { kind: 'timeout' }
  | { kind: 'upgrade' }
  | { kind: 'unauthorized' }
  | { kind: 'forbidden' }
  | { kind: 'message'; message: string }
  /** The server is unavailable for a while (503, e.g. while it restores a backup): its message says why. */
  | { kind: 'unavailable'; message: string }
  /** No answer at all: the network is down or the server unreachable (offline, the app opened from its cache). */
  | { kind: 'unreachable' }
  | { kind: 'failed' };

/** The parts of a failed request the rules read. */
export interface RequestFailure {
  /** The caller abandoned the request (e.g. a query that unmounted): nobody needs to hear about it. */
  cancelled?: boolean;
  /**
   * ETIMEDOUT for a timeout (axios' clarifyTimeoutError, or the fetch client's), ECONNABORTED for an aborted
   * request, ERR_NETWORK when no answer came (axios', or the fetch client's for fetch's TypeError).
   */
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
/** The server's answer while it cannot serve for a while (maintenance: a backup being restored). */
const HTTP_UNAVAILABLE = 503;

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
  // The catalogue's "interface request failed" is for an answer without a status; with no answer at all, the
  // user is told the server cannot be reached (the app itself may have opened from the service worker's cache).
  if (httpStatus === undefined && code === 'ERR_NETWORK') return { kind: 'unreachable' };
  if (httpStatus === HTTP_UPGRADE_REQUIRED) return { kind: 'upgrade' };
  // Like upstream, the rules follow the status in the body (eladmin's ApiError), not the HTTP status.
  const { status, message } = readErrorBody(body);
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 403) return { kind: 'forbidden' };
  if (status === HTTP_UNAVAILABLE && message) return { kind: 'unavailable', message };
  if ((status !== undefined || fromBlob) && message) return { kind: 'message', message };
  return { kind: 'failed' };
}

function readErrorBody(body: unknown): { status?: number; message?: string } {
  if (typeof body !== 'object' || body === null) return {};
  return {
    status: 'status' in body && typeof body.status === 'number' ? body.status : undefined,
    message: 'message' in body && typeof body.message === 'string' ? body.message : undefined,
  };
}
