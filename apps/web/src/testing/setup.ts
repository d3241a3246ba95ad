import '@/app/i18n';
import '@/app/shell-i18n';
import { cleanup, configure, waitFor } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterAll, afterEach, vi } from 'vitest';
import type { StoreApi } from 'zustand';
import { useAppStore } from '@/layout/stores/app-store';
import { useMenuStore } from '@/layout/stores/menu-store';
import { useSettingsStore } from '@/layout/stores/settings-store';
import { useTagsViewStore } from '@/layout/stores/tags-view-store';
import { DEFAULT_LANGUAGE } from '@/lib/i18n';
import { chooseLanguage } from '@/lib/language';
import { bindNavigation } from '@/lib/navigation';
import { notificationsSettled } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session-store';

// jsdom lacks what antd's responsive and resizing helpers, the router's scroll reset and the tabs' scrolling call.
window.matchMedia = (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: vi.fn(),
  removeListener: vi.fn(),
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
  dispatchEvent: () => false,
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.scrollTo = vi.fn();
Element.prototype.scrollIntoView = vi.fn();

// The whole app renders in these tests; the first of a file also loads the lazy pages' code, which takes
// seconds on a small machine, more while the API tests share its two cores. Margins only: passing tests do not wait.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 45_000 });

function resetStore<State>(store: StoreApi<State>): void {
  store.setState(store.getInitialState(), true);
}

afterEach(async () => {
  cleanup();
  // A test that chose another language leaves English to the next (the choice it stored goes below).
  await chooseLanguage(DEFAULT_LANGUAGE);
  localStorage.clear();
  sessionStorage.clear();
  resetStore(useSessionStore);
  resetStore(useMenuStore);
  resetStore(useTagsViewStore);
  resetStore(useSettingsStore);
  resetStore(useAppStore);
  queryClient.clear();
  bindNavigation(undefined);
  vi.restoreAllMocks();
});

// NProgress finishes its bar on timers; one still pending when the file's jsdom is torn down fires in the
// next file of the same worker and throws "document is not defined" outside any test. Let it finish first.
afterAll(async () => {
  // A download the file set off must not be cut short by its page's teardown (lib/notify.ts).
  await notificationsSettled();
  if (NProgress.isStarted()) NProgress.done();
  await waitFor(
    () => {
      if (document.getElementById('nprogress')) throw new Error('the progress bar is still on screen');
    },
    { timeout: 3000 },
  );
});
