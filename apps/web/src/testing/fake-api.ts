import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@/lib/http';

type Handler = (config: InternalAxiosRequestConfig) => unknown;

const realAdapter = http.defaults.adapter;

/**
 * Answers the app's HTTP client by `METHOD url`, behind its real interceptors, and records the requests.
 * A call without a handler fails with the server's 404 error body. Undo with `restoreApi`.
 */
export function fakeApi(handlers: Record<string, Handler>): InternalAxiosRequestConfig[] {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const handler = handlers[`${config.method?.toUpperCase()} ${config.url}`];
    if (handler) return { status: 200, statusText: 'OK', headers: {}, config, data: handler(config) };
    const data = { status: 404, message: `no handler for ${config.url}`, timestamp: Date.now() };
    const response: AxiosResponse = { status: 404, statusText: 'Not Found', headers: {}, config, data };
    throw new AxiosError(data.message, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  http.defaults.adapter = adapter;
  return requests;
}

export function restoreApi(): void {
  http.defaults.adapter = realAdapter;
}
