import { create } from 'zustand';

/**
 * The service worker (vite.config.ts: Workbox's, precaching the app) seen from the page: its registration,
 * the new version it has waiting, and Background Sync. A new version is offered, never forced: it waits until
 * the user reloads from the notice (components/update-notice.tsx), which holds back while a page says it is
 * busy (a scan on its way).
 */
interface AppUpdateState {
  /**
   * A new version is installed and waits for the user to reload, or this page's own files are gone from the
   * server (watchFailedChunks).
   */
  waiting: boolean;
  /** Why the reload must wait now, by who asked (a scan in flight); empty: it may go ahead. */
  holds: readonly string[];
}

export const useAppUpdateStore = create<AppUpdateState>()(() => ({ waiting: false, holds: [] }));

/**
 * Activates the waiting version and reloads the page with it; undefined until a version waits, and when the
 * new version is only known from this page's code failing to load (watchFailedChunks).
 */
let activateWaiting: (() => Promise<void>) | undefined;

/** The service worker's message that asks the pages to act on a Background Sync of theirs. */
export interface BackgroundSyncMessage {
  type: 'background-sync';
  tag: string;
}

type RegisterSW = (options: {
  immediate?: boolean;
  onNeedRefresh?: () => void;
  /** The new version took over the pages (the plugin would reload every window of the app at once). */
  onNeedReload?: () => void;
}) => (reloadPage?: boolean) => Promise<void>;

/**
 * Registers the service worker with vite-plugin-pwa's `registerSW` (workbox-window), which main.tsx hands in
 * from the plugin's virtual module in a built app: a new version then waits for the notice's Reload.
 */
export function registerServiceWorker(registerSW: RegisterSW): void {
  if (!('serviceWorker' in navigator)) return;
  // Whether this window asked for the new version (it reloads as soon as the version takes over), and whether
  // the new version already controls it (the user of another window asked).
  let asked = false;
  let takenOver = false;
  const activate = async () => {
    asked = true;
    if (takenOver) return window.location.reload();
    // Reloaded once the new version controls the page. workbox-window reloads only a page that had a
    // controller when it registered, which the page that first installed the app had not.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    await skipWaiting();
  };
  const offer = () => {
    activateWaiting = activate;
    useAppUpdateStore.setState({ waiting: true });
  };
  const skipWaiting = registerSW({
    immediate: true,
    onNeedRefresh: offer,
    // Another window (the installed app beside a browser tab) loaded the new version: this one is not reloaded
    // under its user, whose scan may be on its way; it offers the reload like a waiting version.
    onNeedReload: () => {
      if (asked) return;
      takenOver = true;
      offer();
    },
  });
}

/**
 * Offers the new version when a page's code fails to download while the browser is online: Vite's
 * `vite:preloadError`, fired on window by a failed dynamic import. The files this page was built with are gone
 * from the server (a deployment, or a version another window activated) and a reload loads the new ones.
 * Not prevented: the import still fails, and the route shows its error page (with a Reload) rather than a page
 * whose module is undefined. Returns the listener's removal.
 */
export function watchFailedChunks(): () => void {
  const listener = () => {
    // Offline, the crash page says the server cannot be reached; there is nothing new to offer.
    if (!navigator.onLine) return;
    // No worker's version waits: the notice's Reload is a plain reload.
    if (!useAppUpdateStore.getState().waiting) activateWaiting = undefined;
    useAppUpdateStore.setState({ waiting: true });
  };
  window.addEventListener('vite:preloadError', listener);
  return () => window.removeEventListener('vite:preloadError', listener);
}

/** Whether the new version may be loaded now: one waits and no page holds it back. */
export const canReload = ({ waiting, holds }: AppUpdateState): boolean => waiting && holds.length === 0;

/** Loads the new version: the user asked for it (the notice's button), and nothing holds it back. */
export async function reloadToUpdate(): Promise<void> {
  if (!canReload(useAppUpdateStore.getState())) return;
  if (activateWaiting) await activateWaiting();
  else window.location.reload();
}

/** Holds a reload back (`busy`) or lets it go, under a name of the caller's (the scan page while it sends). */
export function holdUpdate(who: string, busy: boolean): void {
  useAppUpdateStore.setState(({ holds }) => {
    const others = holds.filter((name) => name !== who);
    return { holds: busy ? [...others, who] : others };
  });
}

interface SyncManager {
  register: (tag: string) => Promise<void>;
}

/** Whether this browser has Background Sync (Chromium's); elsewhere the pages send when they see the network. */
export function hasBackgroundSync(): boolean {
  return typeof ServiceWorkerRegistration !== 'undefined' && 'sync' in ServiceWorkerRegistration.prototype;
}

/**
 * Asks the browser to tell the pages (through the service worker) once the network is back, even if it comes
 * back while the phone sleeps. Quietly nothing where there is no Background Sync or no service worker yet.
 */
export async function requestBackgroundSync(tag: string): Promise<void> {
  if (!hasBackgroundSync() || !navigator.serviceWorker.controller) return;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: SyncManager;
    };
    await registration.sync.register(tag);
  } catch {
    // Refused (permission, private mode): the page's own 'online' listener still sends.
  }
}

const isSyncMessage = (data: unknown, tag: string): data is BackgroundSyncMessage =>
  typeof data === 'object' &&
  data !== null &&
  'type' in data &&
  data.type === 'background-sync' &&
  'tag' in data &&
  data.tag === tag;

/** Calls `onSync` whenever the service worker says the browser fired the Background Sync `tag`. */
export function onBackgroundSync(tag: string, onSync: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const listener = (event: MessageEvent) => {
    if (isSyncMessage(event.data, tag)) onSync();
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
