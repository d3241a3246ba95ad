import { APP_VERSION, APP_VERSION_HEADER } from '@gbo/contracts';
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { apiBase } from '@/config/env';
import { settings } from '@/config/settings';
import { getToken } from '@/lib/auth-storage';
import { acceptLanguage } from '@/lib/i18n';
import { endUnavailableNotice } from '@/lib/notify';
import { applyRequestErrorOutcome } from '@/lib/report-request-error';
import { describeRequestFailure, resolveRequestError } from '@/lib/request-error';
import { fileNameOf } from '@/lib/save-file';

export const http = axios.create({
  baseURL: apiBase,
  timeout: settings.requestTimeoutMs,
  // A timeout then fails with ETIMEDOUT; ECONNABORTED is left to an aborted request (e.g. a page reload).
  transitional: { clarifyTimeoutError: true },
  headers: { 'Content-Type': 'application/json', [APP_VERSION_HEADER]: APP_VERSION },
});

http.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.Authorization = token;
  config.headers['Accept-Language'] = acceptLanguage();
  return config;
});

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * The caller shows the server's refusal itself (on the field it names, beside a live preview): its
     * message is not also raised as a notice. Sign-in, permission, upgrade and network outcomes still apply.
     */
    showsOwnMessage?: boolean;
  }
}

http.interceptors.response.use(
  (response) => {
    // The server answers again: a notice that it was unavailable (lib/notify) goes.
    endUnavailableNotice();
    return response;
  },
  async (error: unknown) => {
    const outcome = resolveRequestError(await describeRequestFailure(error));
    const ownMessage = axios.isAxiosError(error) && error.config?.showsOwnMessage === true;
    if (!(ownMessage && outcome.kind === 'message')) applyRequestErrorOutcome(outcome);
    // Callers still see the failure, e.g. the login form fetches a new captcha.
    throw error;
  },
);

const body = <T>(response: AxiosResponse<T>): T => response.data;

/** A downloaded file, and the name the server gave it in `Content-Disposition` (when it gave one). */
export interface DownloadedFile {
  file: Blob;
  name: string | undefined;
}

/** Typed calls that resolve to the response body (a Blob when `responseType: 'blob'`); `download` a file. */
export const api = {
  get: <T>(url: string, config?: AxiosRequestConfig) => http.get<T>(url, config).then(body),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    http.post<T>(url, data, config).then(body),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    http.put<T>(url, data, config).then(body),
  delete: <T>(url: string, config?: AxiosRequestConfig) => http.delete<T>(url, config).then(body),
  download: (url: string, config?: AxiosRequestConfig): Promise<DownloadedFile> =>
    http.get<Blob>(url, { ...config, responseType: 'blob' }).then((response) => ({
      file: response.data,
      name: fileNameOf(response.headers['content-disposition'] as string | undefined),
    })),
};
