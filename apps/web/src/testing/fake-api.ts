import {
  type AxiosAdapter,
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiBase } from '@/config/env';
import { http } from '@/lib/http';

type Handler = (config: InternalAxiosRequestConfig) => unknown;

/** A handler's answer with response headers (e.g. a file's `content-disposition`); axios only. */
class Reply {
  constructor(
    readonly data: unknown,
    readonly headers: Record<string, string>,
  ) {}
}
export const withHeaders = (data: unknown, headers: Record<string, string>) => new Reply(data, headers);

const realAdapter = http.defaults.adapter;
const realFetch = globalThis.fetch;

const notFound = (url: string | undefined) => ({
  status: 404,
  message: `no handler for ${url}`,
  timestamp: Date.now(),
});

/**
 * Answers the app's HTTP clients by `METHOD url`, and records the requests: axios (lib/http.ts) behind its
 * real interceptors, and fetch (lib/fetch-json.ts, the login page's client), recorded in the same shape.
 * A call without a handler fails with the server's 404 error body. Undo with `restoreApi`.
 */
export function fakeApi(handlers: Record<string, Handler>): InternalAxiosRequestConfig[] {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const handler = handlers[`${config.method?.toUpperCase()} ${config.url}`];
    if (handler) {
      const answer = handler(config);
      return answer instanceof Reply
        ? { status: 200, statusText: 'OK', headers: answer.headers, config, data: answer.data }
        : { status: 200, statusText: 'OK', headers: {}, config, data: answer };
    }
    const data = notFound(config.url);
    const response: AxiosResponse = { status: 404, statusText: 'Not Found', headers: {}, config, data };
    throw new AxiosError(data.message, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  http.defaults.adapter = adapter;
  globalThis.fetch = async (input, init) => {
    const method = (init?.method ?? 'GET').toLowerCase();
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = href.slice(apiBase.replace(/\/+$/, '').length);
    const config = {
      method,
      url,
      data: init?.body,
      headers: AxiosHeaders.from(init?.headers as Record<string, string>),
    } as InternalAxiosRequestConfig;
    requests.push(config);
    const handler = handlers[`${method.toUpperCase()} ${url}`];
    const json = { 'Content-Type': 'application/json' };
    if (!handler) return new Response(JSON.stringify(notFound(url)), { status: 404, headers: json });
    return new Response(JSON.stringify(await handler(config)), { status: 200, headers: json });
  };
  return requests;
}

/** For a handler: the server's refusal, `{status, message}` with that HTTP status (e.g. a 400 naming a field). */
export function refuse(config: InternalAxiosRequestConfig, status: number, message: string): never {
  const data = { status, message };
  const response: AxiosResponse = { status, statusText: String(status), headers: {}, config, data };
  throw new AxiosError(message, AxiosError.ERR_BAD_REQUEST, config, {}, response);
}

export function restoreApi(): void {
  http.defaults.adapter = realAdapter;
  globalThis.fetch = realFetch;
}
