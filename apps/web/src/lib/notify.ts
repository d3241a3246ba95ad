import type { notification } from 'antd';
import { settings } from '@/config/settings';

type Notifications = ReturnType<typeof notification.useNotification>[0];
/** antd's `notification.useNotification`, downloaded when first needed (see `loadNotifications`). */
export type UseNotification = typeof notification.useNotification;
type Level = 'error' | 'warning';
/** `lasting`: shown, not closable, until taken away (`endUnavailableNotice`), instead of for a few seconds. */
type Notice = { level: Level; title: string; key: string; lasting?: boolean };

/** antd's static notification API ignores the app's theme, so the app binds its themed instance here. */
let notifications: Notifications | undefined;
/** Notices raised before the app mounted (a loader's request) or before antd's code arrived, shown once it binds. */
const pending: Notice[] = [];
/**
 * How far below the window's top edge toasts (antd's messages) and notices (its notifications) start: below a
 * drawer's header (about 57 px at either size), so a "Saved" over an open drawer leaves its title and its close
 * button readable. antd's own 8 px and 24 px put them over it.
 */
export const NOTICE_TOP = 64;

/** The one key every request error shows under: a new one replaces the last instead of stacking up. */
export const REQUEST_ERROR_KEY = 'request-error';

/**
 * antd's notification code (about 8 KB gzip) is not part of the first page: it downloads when the first
 * notice is raised, or earlier when a page knows one may come (the login page, once the user starts
 * filling the form). The app's bridge (app/notification-bridge) renders its themed holder once it is here.
 */
let download: Promise<void> | undefined;
let useNotificationCode: UseNotification | undefined;
const listeners = new Set<() => void>();

export function loadNotifications(): void {
  download ??= import('antd/es/notification/useNotification').then(
    ({ default: useNotification }) => {
      useNotificationCode = useNotification;
      for (const listener of listeners) listener();
    },
    () => {
      // The code could not be downloaded (the server is unreachable, say): what waits is shown without it,
      // and the next notice tries again.
      download = undefined;
      for (const notice of pending.splice(0)) showWithoutAntd(notice);
    },
  );
}

/**
 * Settles once antd's notification code, if asked for, has downloaded or failed. The web tests wait for it
 * before a file's page is torn down: a download still under way then fails, and its failure would stay in the
 * module cache the next file of the worker shares.
 */
export function notificationsSettled(): Promise<void> {
  return download ?? Promise.resolve();
}

/** For `useSyncExternalStore`: antd's notification hook once downloaded. */
export function subscribeNotificationCode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getNotificationCode(): UseNotification | undefined {
  return useNotificationCode;
}

export function bindNotifications(instance: Notifications | undefined): void {
  notifications = instance;
  if (instance) for (const notice of pending.splice(0)) show(instance, notice);
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

/** The one key of the notice that the server cannot serve for a while. */
export const UNAVAILABLE_KEY = 'server-unavailable';
let unavailableShown = false;

/**
 * The server cannot serve for a while (a 503: it is restoring a backup, say): one notice, whatever page asked
 * and however many requests are refused, that stays until a request succeeds again (or the page reloads).
 */
export function notifyUnavailable(title: string): void {
  unavailableShown = true;
  notify('warning', title, UNAVAILABLE_KEY, true);
}

/** A request succeeded: the server serves again, and its unavailable notice, if any, goes. */
export function endUnavailableNotice(): void {
  if (!unavailableShown) return;
  unavailableShown = false;
  notifications?.destroy(UNAVAILABLE_KEY);
  const queued = pending.findIndex((notice) => notice.key === UNAVAILABLE_KEY);
  if (queued >= 0) pending.splice(queued, 1);
  plainNotices.get(UNAVAILABLE_KEY)?.remove();
  plainNotices.delete(UNAVAILABLE_KEY);
}

/** Keyed by its text unless told otherwise: the same notice raised twice in a row shows once, freshly timed. */
function notify(level: Level, title: string, key = title, lasting = false): void {
  const notice: Notice = lasting ? { level, title, key, lasting } : { level, title, key };
  if (notifications) {
    show(notifications, notice);
    return;
  }
  const queued = pending.findIndex((waiting) => waiting.key === key);
  if (queued >= 0) pending.splice(queued, 1);
  pending.push(notice);
  loadNotifications();
}

function show(instance: Notifications, { level, title, key, lasting }: Notice): void {
  if (lasting) instance[level]({ key, title, duration: false, closable: false });
  else instance[level]({ key, title, duration: settings.notificationSeconds });
}

/** The notices shown without antd, by key: a new one under the same key replaces the old. */
const plainNotices = new Map<string, HTMLElement>();

/**
 * The fallback when antd's notification code cannot be downloaded: a plain alert in the top right corner
 * (where antd shows its notices), for as long as antd's would stay, or until clicked.
 */
function showWithoutAntd({ level, title, key, lasting }: Notice): void {
  plainNotices.get(key)?.remove();
  const notice = document.createElement('div');
  notice.setAttribute('role', 'alert');
  notice.dataset.level = level;
  notice.textContent = title;
  // CSSOM, not a style attribute, so the Content-Security-Policy allows it.
  Object.assign(notice.style, {
    position: 'fixed',
    top: `${NOTICE_TOP}px`,
    insetInlineEnd: '24px',
    zIndex: '2050',
    maxWidth: 'calc(100vw - 48px)',
    padding: '20px 24px',
    borderInlineStart: `4px solid ${level === 'error' ? '#ff4d4f' : '#faad14'}`,
    borderRadius: '8px',
    background: '#fff',
    boxShadow: '0 6px 16px rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12)',
    color: 'rgba(0, 0, 0, 0.88)',
    fontSize: '16px',
    lineHeight: '1.5',
    cursor: lasting ? 'default' : 'pointer',
  });
  const remove = () => {
    notice.remove();
    if (plainNotices.get(key) === notice) plainNotices.delete(key);
  };
  if (!lasting) {
    notice.addEventListener('click', remove);
    setTimeout(remove, settings.notificationSeconds * 1000);
  }
  plainNotices.set(key, notice);
  document.body.append(notice);
}
