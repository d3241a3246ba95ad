import { APP_VERSION, APP_VERSION_HEADER } from '@gbo/contracts';
import { apiBase } from '@/config/env';
import { settings } from '@/config/settings';
import { getToken } from '@/lib/auth-storage';
import { acceptLanguage } from '@/lib/i18n';
import { endUnavailableNotice } from '@/lib/notify';
import { applyRequestErrorOutcome } from '@/lib/report-request-error';
import {
  type RequestErrorOutcome,
  type RequestFailure,
  resolveRequestError,
} from '@/lib/request-error-rules';

/**
 * A request of the fetch client that failed; the user has already been told (docs/specification.md §8, the error catalogue).
 * `outcome` says what was done about it, e.g. which server message was shown.
 */
export class RequestError extends Error {
  constructor(
    readonly outcome: RequestErrorOutcome,
    readonly httpStatus?: number,
  ) {
    super(outcome.kind === 'message' ? outcome.message : `request failed (${outcome.kind})`);
    this.name = 'RequestError';
  }
}

/** axios' way of joining the base and the path, so both clients reach the same URLs. */
const urlOf = (path: string) =>
  apiBase ? `${apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path;

/**
 * A small JSON client on the browser's fetch for the login page, so axios (lib/http.ts) comes only with the
 * signed-in shell. Same wire conventions as lib/http.ts: the API base, a JSON content type, the app version
 * header, the UI's language, the stored token if any, the same timeout; and the same error rules and notifications. Resolves to
 * the response body; rejects with a `RequestError` once the user has been told what went wrong.
 */
async function request<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [APP_VERSION_HEADER]: APP_VERSION,
    'Accept-Language': acceptLanguage(),
  };
  const token = getToken();
  if (token) headers.Authorization = token;
  let failure: RequestFailure;
  try {
    const response = await fetch(urlOf(path), {
      method,
      headers,
      body: data === undefined ? undefined : JSON.stringify(data),
      signal: AbortSignal.timeout(settings.requestTimeoutMs),
    });
    const body = await readBody(response);
    if (response.ok) {
      endUnavailableNotice();
      return body as T;
    }
    failure = { httpStatus: response.status, body };
  } catch (error) {
    // No response: the timeout elapsed, the browser dropped the request, or the network failed.
    failure = { code: errorCode(error) };
  }
  const outcome = resolveRequestError(failure);
  applyRequestErrorOutcome(outcome);
  // Callers still see the failure, e.g. the login form fetches a new captcha.
  throw new RequestError(outcome, failure.httpStatus);
}

/** JSON when it parses (the server's answers and its error bodies), else the text, like axios. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The codes axios (with clarifyTimeoutError) gives the same failures, which the error rules read. */
function errorCode(error: unknown): string | undefined {
  // fetch rejects with a TypeError when no answer came at all (the network is down, the server unreachable).
  if (error instanceof TypeError) return 'ERR_NETWORK';
  if (!(error instanceof DOMException)) return undefined;
  if (error.name === 'TimeoutError') return 'ETIMEDOUT';
  if (error.name === 'AbortError') return 'ECONNABORTED';
  return undefined;
}

export const fetchJson = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, data?: unknown) => request<T>('POST', path, data),
};
