import { APP_VERSION, APP_VERSION_HEADER } from '@gbo/contracts';
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { apiBase } from '@/config/env';
import { settings } from '@/config/settings';
import { getToken, markSessionExpired, removeToken } from '@/lib/auth-storage';
import { i18n } from '@/lib/i18n';
import { navigateTo, reloadPage } from '@/lib/navigation';
import { notifyError } from '@/lib/notify';
import { describeRequestFailure, type RequestErrorOutcome, resolveRequestError } from '@/lib/request-error';
import { useSessionStore } from '@/lib/session-store';

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
  return config;
});

http.interceptors.response.use(undefined, async (error: unknown) => {
  applyRequestErrorOutcome(resolveRequestError(await describeRequestFailure(error)));
  // Callers still see the failure, e.g. the login form fetches a new captcha.
  throw error;
});

function applyRequestErrorOutcome(outcome: RequestErrorOutcome): void {
  switch (outcome.kind) {
    case 'cancelled':
      break;
    case 'timeout':
      notifyError(i18n.t('request.timeout'));
      break;
    case 'upgrade':
      notifyError(i18n.t('request.upgrade'));
      // An outdated client must not go on working: without the session, /login is where it stays.
      useSessionStore.getState().signOut();
      navigateTo('/login');
      break;
    case 'unauthorized':
      // The session is gone on the server, so signing out is local; the reload drops all signed-in state.
      removeToken();
      markSessionExpired();
      reloadPage();
      break;
    case 'forbidden':
      navigateTo('/401');
      break;
    case 'message':
      notifyError(outcome.message);
      break;
    case 'failed':
      notifyError(i18n.t('request.failed'));
      break;
  }
}

const body = <T>(response: AxiosResponse<T>): T => response.data;

/** Typed calls that resolve to the response body (a Blob when `responseType: 'blob'`). */
export const api = {
  get: <T>(url: string, config?: AxiosRequestConfig) => http.get<T>(url, config).then(body),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    http.post<T>(url, data, config).then(body),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    http.put<T>(url, data, config).then(body),
  delete: <T>(url: string, config?: AxiosRequestConfig) => http.delete<T>(url, config).then(body),
};
