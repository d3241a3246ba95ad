import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindNotifications, notifyError, notifyRequestError, REQUEST_ERROR_KEY } from '@/lib/notify';

const fakeNotifications = () => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
  open: vi.fn(),
  destroy: vi.fn(),
});

afterEach(() => bindNotifications(undefined));

describe('error notifications (spec §8, the error catalogue; §9, constants and limits: they last 5000 ms)', () => {
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
