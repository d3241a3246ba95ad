import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdUpdate, registerServiceWorker, useAppUpdateStore, watchFailedChunks } from '@/lib/app-update';
import { renderWithProviders } from '@/testing/render-app';

// happy-dom has no service workers: the container's events are all the notice's code listens to.
Object.defineProperty(navigator, 'serviceWorker', { value: new EventTarget(), configurable: true });

/** A service worker whose new version is waiting; `skipWaiting` stands for workbox-window's. */
function newVersionWaiting() {
  const skipWaiting = vi.fn(async () => undefined);
  registerServiceWorker(({ onNeedRefresh }) => {
    onNeedRefresh?.();
    return skipWaiting;
  });
  return skipWaiting;
}

afterEach(() => useAppUpdateStore.setState({ waiting: false, holds: [] }));

/** The notice of components/update-notice.tsx, as the app's providers (app/provider.tsx) show it. */
describe('the new version notice (issue 22: offered, not forced in the middle of a scan)', () => {
  it('shows nothing while no new version waits', () => {
    renderWithProviders(<div />);
    expect(screen.queryByText('A new version is available')).toBeNull();
  });

  it('offers the new version, and loads it only when the user asks', async () => {
    const skipWaiting = newVersionWaiting();
    renderWithProviders(<div />);
    // The app's providers show it, downloaded once a version waits.
    expect(await screen.findByText('A new version is available')).toBeTruthy();
    expect(skipWaiting).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('holds the reload back while a scan is on its way, and lets it go once answered', async () => {
    const skipWaiting = newVersionWaiting();
    holdUpdate('scan', true);
    renderWithProviders(<div />);
    const reload = await screen.findByRole('button', { name: 'Reload' });
    expect(reload.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('It can load once the scan on its way is answered.')).toBeTruthy();
    fireEvent.click(reload);
    expect(skipWaiting).not.toHaveBeenCalled();

    act(() => holdUpdate('scan', false));
    await waitFor(() => expect(reload.hasAttribute('disabled')).toBe(false));
    fireEvent.click(reload);
    expect(skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('does not reload a window under its user when another window loads the new version', async () => {
    const skipWaiting = vi.fn(async () => undefined);
    let takeOver: (() => void) | undefined;
    registerServiceWorker(({ onNeedReload }) => {
      takeOver = onNeedReload;
      return skipWaiting;
    });
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { value: { ...location, reload }, configurable: true });
    try {
      renderWithProviders(<div />);
      // The installed app's user reloaded to the new version: it now controls this tab too.
      act(() => takeOver?.());
      expect(await screen.findByText('A new version is available')).toBeTruthy();
      expect(reload).not.toHaveBeenCalled();
      holdUpdate('scan', true);
      fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
      expect(reload).not.toHaveBeenCalled();
      act(() => holdUpdate('scan', false));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Reload' }).hasAttribute('disabled')).toBe(false),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(skipWaiting).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(window, 'location', { value: location, configurable: true });
    }
  });
});

/** What Vite's preload helper does when a page's dynamic import fails (vite:preloadError). */
function failChunk(): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  Object.assign(event, { payload: new TypeError('Failed to fetch dynamically imported module: x.js') });
  window.dispatchEvent(event);
  return event;
}

describe('a page whose code is gone from the server (a newer version was deployed and activated)', () => {
  it('offers the new version, and reloads the page when the user asks, leaving the import to fail', async () => {
    const stop = watchFailedChunks();
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { value: { ...location, reload }, configurable: true });
    try {
      renderWithProviders(<div />);
      let event: Event | undefined;
      act(() => {
        event = failChunk();
      });
      // Not prevented: the route's import still fails and its error page shows, not an undefined module.
      expect(event?.defaultPrevented).toBe(false);
      fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    } finally {
      Object.defineProperty(window, 'location', { value: location, configurable: true });
      stop();
    }
  });

  it('offers nothing while the browser is offline (the page says the server cannot be reached)', () => {
    const stop = watchFailedChunks();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => void failChunk());
      expect(useAppUpdateStore.getState().waiting).toBe(false);
    } finally {
      stop();
    }
  });
});
