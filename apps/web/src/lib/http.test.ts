import { APP_VERSION } from '@gbo/contracts';
import { screen } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, saveToken } from '@/lib/auth-storage';
import { fetchJson } from '@/lib/fetch-json';
import { api, http } from '@/lib/http';
import { chooseLanguage } from '@/lib/language';
import * as navigation from '@/lib/navigation';
import * as notify from '@/lib/notify';
import { useSessionStore } from '@/lib/session-store';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(() => {
  restoreApi();
  vi.unstubAllGlobals();
});

/** Answers every request with an eladmin error body and that HTTP status. */
function failWith(status: number, message: string) {
  http.defaults.adapter = (config: InternalAxiosRequestConfig) =>
    Promise.reject(
      new AxiosError(
        message,
        'ERR_BAD_RESPONSE',
        config,
        {},
        {
          status,
          statusText: '',
          headers: {},
          config,
          data: { status, message, timestamp: Date.now() },
        },
      ),
    );
}

/**
 * Leaves requests to axios' real XHR adapter, over a browser request that never gets an answer and ends as
 * `end` says: its timeout elapsed (`ontimeout`), or the browser dropped it, e.g. on a page reload (`onabort`).
 */
function browserRequestsEndWith(end: 'ontimeout' | 'onabort' | 'onerror') {
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      timeout = 0;
      onloadend = null;
      ontimeout: (() => void) | null = null;
      onabort: (() => void) | null = null;
      onerror: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        setTimeout(() => this[end]?.());
      }
      abort() {}
    },
  );
}

describe('http client', () => {
  it('sends the app version and JSON content type, and resolves to the body', async () => {
    const requests = fakeApi({ 'POST /auth/getLoginList': () => [{ factoryId: 1, factoryName: 'North' }] });
    await expect(api.post('/auth/getLoginList', { mobile: '13812345678' })).resolves.toEqual([
      { factoryId: 1, factoryName: 'North' },
    ]);
    expect(requests[0]?.headers.get('app_version')).toBe(APP_VERSION);
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends the stored token as it is, Bearer prefix included', async () => {
    saveToken('Bearer abc', Date.now() + 60_000);
    const requests = fakeApi({ 'GET /auth/info': () => ({}) });
    await api.get('/auth/info');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it("sends the UI's language, so the server's messages come in it", async () => {
    const requests = fakeApi({ 'GET /auth/info': () => ({}), 'GET /auth/code': () => ({}) });
    await api.get('/auth/info');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('en');
    await chooseLanguage('zh-CN');
    await api.get('/auth/info');
    // The login page's own client too.
    await fetchJson.get('/auth/code');
    expect(requests[1]?.headers.get('Accept-Language')).toBe('zh-CN');
    expect(requests[2]?.headers.get('Accept-Language')).toBe('zh-CN');
  });

  it('still rejects after handling an error, so callers can react', async () => {
    fakeApi({});
    await expect(api.get('/auth/info')).rejects.toThrow('no handler for /auth/info');
  });
});

describe('what the client does about a failed request (docs/specification.md §8, the error catalogue)', () => {
  it('waits 300000 ms before giving up (docs/specification.md §9, constants and limits)', () => {
    expect(http.defaults.timeout).toBe(300_000);
  });

  it('a timeout: says the network request timed out', async () => {
    const notifyError = vi.spyOn(notify, 'notifyRequestError');
    browserRequestsEndWith('ontimeout');
    await expect(api.get('/api/dictDetail')).rejects.toThrow('timeout of 300000ms exceeded');
    expect(notifyError).toHaveBeenCalledWith('network request timed out');
  });

  it('no answer at all: says the server cannot be reached, unless the browser knows it is offline', async () => {
    const notifyError = vi.spyOn(notify, 'notifyRequestError');
    browserRequestsEndWith('onerror');
    await expect(api.get('/api/dictDetail')).rejects.toThrow('Network Error');
    expect(notifyError).toHaveBeenCalledWith(
      'The server cannot be reached. Check the network and try again.',
    );
    notifyError.mockClear();
    // Offline, the page says so itself (the scan page's header, the office screens' banner): no toast over it.
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(api.get('/api/dictDetail')).rejects.toThrow('Network Error');
      expect(notifyError).not.toHaveBeenCalled();
    } finally {
      offline.mockRestore();
    }
  });

  it('a request the browser aborted (e.g. a page reload): shows nothing, it is no timeout', async () => {
    const notifyError = vi.spyOn(notify, 'notifyRequestError');
    browserRequestsEndWith('onabort');
    await expect(api.get('/api/dictDetail')).rejects.toThrow('Request aborted');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('401: signs out, marks the session expired, reloads', async () => {
    signIn();
    const reload = vi.spyOn(navigation, 'reloadPage').mockImplementation(() => {});
    failWith(401, 'session expired');
    await expect(api.get('/api/menus/build')).rejects.toThrow();
    expect(getToken()).toBeUndefined();
    expect(sessionStorage.getItem('point')).toBe('401');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('403: the router goes to /401', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/system/user'] });
    navigation.bindNavigation((path) => void router.navigate(path));
    failWith(403, 'forbidden');
    await expect(api.get('/api/users')).rejects.toThrow();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/401'));
  });

  it('512: asks for an upgrade and signs out to /login', async () => {
    useSessionStore.getState().restore(demoUser);
    const navigateTo = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
    const notifyError = vi.spyOn(notify, 'notifyRequestError');
    failWith(512, 'client too old');
    await expect(api.get('/auth/info')).rejects.toThrow();
    expect(notifyError).toHaveBeenCalledWith('please upgrade the app!');
    expect(navigateTo).toHaveBeenCalledWith('/login');
    expect(useSessionStore.getState().user).toBeUndefined();
  });

  it('another error with a message: shows the message', async () => {
    const notifyError = vi.spyOn(notify, 'notifyRequestError');
    failWith(400, 'The old password is wrong');
    await expect(api.post('/api/users/rePassword', {})).rejects.toThrow();
    expect(notifyError).toHaveBeenCalledWith('The old password is wrong');
  });

  it('503 (the server restoring a backup): one lasting notice on any page, gone once a request succeeds', async () => {
    renderWithProviders(null);
    const message = 'The server is restoring a backup and is back in a moment. Everyone signs in again then.';
    failWith(503, message);
    // Even a caller that shows its refusals itself: the server's state is every page's.
    await expect(api.post('/api/backups/restore', {}, { showsOwnMessage: true })).rejects.toThrow();
    await expect(api.get('/api/users')).rejects.toThrow();
    expect(await screen.findAllByText(message)).toHaveLength(1);
    // Nothing to close: it lasts as long as the server says so.
    const notice = screen.getByText(message).closest('.ant-notification-notice');
    expect(notice?.querySelector('.ant-notification-notice-close')).toBeNull();
    fakeApi({ 'GET /api/users': () => [] });
    await api.get('/api/users');
    // Leaving (the page's motion never ends in this DOM).
    await vi.waitFor(() =>
      expect(
        screen
          .getByText(message)
          .closest('.ant-notification-notice')
          ?.classList.contains('ant-notification-fade-leave'),
      ).toBe(true),
    );
  });

  it('a caller that shows the refusal itself: no notice for its message, but 403 still goes to /401', async () => {
    const notifyError = vi.spyOn(notify, 'notifyRequestError');
    failWith(400, 'lays[0].colour: 紫色 is not a colour of style PL2408');
    await expect(api.post('/api/cutOrders/preview', {}, { showsOwnMessage: true })).rejects.toThrow();
    expect(notifyError).not.toHaveBeenCalled();
    const navigateTo = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
    failWith(403, 'forbidden');
    await expect(api.post('/api/cutOrders/preview', {}, { showsOwnMessage: true })).rejects.toThrow();
    expect(navigateTo).toHaveBeenCalledWith('/401');
  });

  it.each<[string, number, unknown]>([
    ['an error body with a message but no status', 500, { message: 'NullPointerException', timestamp: 1 }],
    ['a body that is not JSON', 502, '<html>Bad Gateway: NullPointerException</html>'],
    ['an empty body', 500, ''],
  ])('no status in the body (%s): shows exactly "interface request failed"', async (_case, status, data) => {
    renderWithProviders(null);
    http.defaults.adapter = (config: InternalAxiosRequestConfig) =>
      Promise.reject(
        new AxiosError(
          'Request failed',
          'ERR_BAD_RESPONSE',
          config,
          {},
          {
            status,
            statusText: '',
            headers: {},
            config,
            data,
          },
        ),
      );
    await expect(api.get('/api/dictDetail')).rejects.toThrow();
    expect(await screen.findByText('interface request failed')).toBeTruthy();
    expect(screen.queryByText(/NullPointerException/)).toBeNull();
  });
});
