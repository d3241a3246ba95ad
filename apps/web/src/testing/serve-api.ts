import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@/lib/http';

/** A status and body, or no answer at all (the network is down). */
export type Answer = { status: number; data?: unknown } | 'network';
type Handler = (config: InternalAxiosRequestConfig) => Answer | Promise<Answer>;

const realAdapter = http.defaults.adapter;

/**
 * Answers the HTTP client by `METHOD url` with any status, or no answer at all ('network'): what a phone
 * page's outbox is tested against (testing/fake-api.ts answers 200 only). Undo with `restoreServe`.
 */
export function serve(handlers: Record<string, Handler>) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const handler = handlers[`${config.method?.toUpperCase()} ${config.url}`];
    const answer = (await handler?.(config)) ?? { status: 404, data: { status: 404, message: 'no handler' } };
    if (answer === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      status: answer.status,
      statusText: '',
      headers: {},
      config,
      data: answer.data,
    };
    if (answer.status >= 400)
      throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
    return response;
  };
  http.defaults.adapter = adapter;
  return requests;
}

export function restoreServe(): void {
  http.defaults.adapter = realAdapter;
}

/** A request's JSON body. */
export const bodyOf = (config: InternalAxiosRequestConfig) =>
  JSON.parse(String(config.data)) as Record<string, unknown>;
