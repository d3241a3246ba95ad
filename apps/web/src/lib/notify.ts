import type { App } from 'antd';
import { settings } from '@/config/settings';

type Notifications = ReturnType<typeof App.useApp>['notification'];

/** antd's static notification API ignores the app's theme, so the app binds its `App` context instance here. */
let notifications: Notifications | undefined;
/** Errors raised before the app mounted (a loader's request), shown once it binds. */
const pending: string[] = [];

export function bindNotifications(instance: Notifications | undefined): void {
  notifications = instance;
  if (instance) for (const title of pending.splice(0)) showError(instance, title);
}

export function notifyError(title: string): void {
  if (notifications) showError(notifications, title);
  else pending.push(title);
}

/** Keyed by its text: the same error raised twice in a row (e.g. by two requests) shows once, freshly timed. */
function showError(instance: Notifications, title: string): void {
  instance.error({ key: title, title, duration: settings.notificationSeconds });
}
