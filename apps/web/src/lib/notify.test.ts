import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bindNotifications,
  endUnavailableNotice,
  notifyError,
  notifyRequestError,
  notifyUnavailable,
  REQUEST_ERROR_KEY,
  UNAVAILABLE_KEY,
} from '@/lib/notify';

const fakeNotifications = () => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
  open: vi.fn(),
  destroy: vi.fn(),
});

afterEach(() => bindNotifications(undefined));

describe('error notifications (docs/specification.md §8, the error catalogue; §9, constants and limits: they last 5000 ms)', () => {
  it('show for 5 seconds', () => {
    const notifications = fakeNotifications();
    bindNotifications(notifications);
    notifyError('network request timed out');
    expect(notifications.error).toHaveBeenCalledWith({
      key: 'network request timed out',
      title: 'network request timed out',
      duration: 5,
    });
  });

  it('wait for the app when raised before it mounted', () => {
    notifyError('interface request failed');
    const notifications = fakeNotifications();
    bindNotifications(notifications);
    expect(notifications.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'interface request failed' }),
    );
  });

  it('a request error replaces the previous one: one fixed key', () => {
    const notifications = fakeNotifications();
    bindNotifications(notifications);
    notifyRequestError('The captcha code is wrong');
    notifyRequestError('Wrong mobile number or password');
    expect(notifications.error.mock.calls.map(([config]) => (config as { key: string }).key)).toEqual([
      REQUEST_ERROR_KEY,
      REQUEST_ERROR_KEY,
    ]);
  });
});

describe('the server unavailable for a while (a 503: a backup being restored)', () => {
  it('shows one notice that stays, not closable, until a request succeeds again', () => {
    const notifications = fakeNotifications();
    bindNotifications(notifications);
    notifyUnavailable('The server is restoring a backup');
    notifyUnavailable('The server is restoring a backup');
    expect(notifications.warning.mock.calls).toEqual([
      [{ key: UNAVAILABLE_KEY, title: 'The server is restoring a backup', duration: false, closable: false }],
      [{ key: UNAVAILABLE_KEY, title: 'The server is restoring a backup', duration: false, closable: false }],
    ]);
    endUnavailableNotice();
    expect(notifications.destroy).toHaveBeenCalledWith(UNAVAILABLE_KEY);
    // Nothing to take away after that: other requests' successes do nothing.
    endUnavailableNotice();
    expect(notifications.destroy).toHaveBeenCalledTimes(1);
  });
});

describe('antd’s notification code, downloaded when first needed', () => {
  afterEach(() => {
    vi.doUnmock('antd/es/notification/useNotification');
    vi.resetModules();
    document.body.replaceChildren();
  });

  it('arrives when the first notice is raised, and the notice waits for it', async () => {
    vi.resetModules();
    const notify = await import('@/lib/notify');
    expect(notify.getNotificationCode()).toBeUndefined();
    const arrived = new Promise<void>((resolve) => notify.subscribeNotificationCode(resolve));
    notify.notifyRequestError('interface request failed');
    await arrived;
    expect(notify.getNotificationCode()).toBeTypeOf('function');
    const notifications = fakeNotifications();
    notify.bindNotifications(notifications);
    expect(notifications.error).toHaveBeenCalledWith({
      key: REQUEST_ERROR_KEY,
      title: 'interface request failed',
      duration: 5,
    });
  });

  it('when it cannot be downloaded (server unreachable), the notice shows as a plain alert for 5 seconds', async () => {
    vi.resetModules();
    vi.doMock('antd/es/notification/useNotification', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const notify = await import('@/lib/notify');
    vi.useFakeTimers();
    try {
      notify.notifyRequestError('The captcha code is wrong');
      notify.notifyRequestError('interface request failed');
      await vi.waitFor(() => expect(document.querySelector('[role="alert"]')).not.toBeNull());
      // The second replaced the first, as antd's would under the one request-error key.
      expect([...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)).toEqual([
        'interface request failed',
      ]);
      vi.advanceTimersByTime(4900);
      expect(document.querySelector('[role="alert"]')).not.toBeNull();
      vi.advanceTimersByTime(100);
      expect(document.querySelector('[role="alert"]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
