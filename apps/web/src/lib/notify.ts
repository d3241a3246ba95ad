import type { notification } from 'antd';
import { settings } from '@/config/settings';

type Notifications = ReturnType<typeof notification.useNotification>[0];
type Level = 'error' | 'warning';

/** antd's static notification API ignores the app's theme, so the app binds its themed instance here. */
let notifications: Notifications | undefined;
/** Notices raised before the app mounted (a loader's request), shown once it binds. */
const pending: { level: Level; title: string }[] = [];

export function bindNotifications(instance: Notifications | undefined): void {
  notifications = instance;
  if (instance) for (const { level, title } of pending.splice(0)) show(instance, level, title);
}

export function notifyError(title: string): void {
  notify('error', title);
}

export function notifyWarning(title: string): void {
  notify('warning', title);
}

function notify(level: Level, title: string): void {
  if (notifications) show(notifications, level, title);
  else pending.push({ level, title });
}

/** Keyed by its text: the same notice raised twice in a row (e.g. by two requests) shows once, freshly timed. */
function show(instance: Notifications, level: Level, title: string): void {
  instance[level]({ key: title, title, duration: settings.notificationSeconds });
}
