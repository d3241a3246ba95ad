import type { notification } from 'antd';
import { settings } from '@/config/settings';

type Notifications = ReturnType<typeof notification.useNotification>[0];
type Level = 'error' | 'warning';

/** antd's static notification API ignores the app's theme, so the app binds its themed instance here. */
let notifications: Notifications | undefined;
/** Notices raised before the app mounted (a loader's request), shown once it binds. */
const pending: { level: Level; title: string; key: string }[] = [];
/** The one key every request error shows under: a new one replaces the last instead of stacking up. */
export const REQUEST_ERROR_KEY = 'request-error';

export function bindNotifications(instance: Notifications | undefined): void {
  notifications = instance;
  if (instance) for (const { level, title, key } of pending.splice(0)) show(instance, level, title, key);
}

export function notifyError(title: string): void {
  notify('error', title);
}

/** A failed request (the HTTP clients): it replaces the previous request error on screen, if any. */
export function notifyRequestError(title: string): void {
  notify('error', title, REQUEST_ERROR_KEY);
}

export function notifyWarning(title: string): void {
  notify('warning', title);
}

/** Keyed by its text unless told otherwise: the same notice raised twice in a row shows once, freshly timed. */
function notify(level: Level, title: string, key = title): void {
  if (notifications) show(notifications, level, title, key);
  else pending.push({ level, title, key });
}

function show(instance: Notifications, level: Level, title: string, key: string): void {
  instance[level]({ key, title, duration: settings.notificationSeconds });
}
