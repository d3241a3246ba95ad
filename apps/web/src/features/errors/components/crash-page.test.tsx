import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CrashPage } from '@/features/errors/components/crash-page';

/** A route whose code fails to download with `error`, under the crash page as the app's routes have it. */
function renderFailedPage(error: Error) {
  const router = createMemoryRouter([
    {
      ErrorBoundary: CrashPage,
      children: [{ path: '/', lazy: async () => Promise.reject(error) }],
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('the crash page of a page whose code could not be downloaded', () => {
  it.each([
    ['a failed dynamic import', new TypeError('Failed to fetch dynamically imported module: http://x/a.js')],
    ['a ChunkLoadError', Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })],
  ])('online, %s: says a new version is out and reloads', async (_case, error) => {
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { value: { ...location, reload }, configurable: true });
    try {
      renderFailedPage(error);
      expect(await screen.findByRole('heading', { name: 'A new version is available' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { value: location, configurable: true });
    }
  });

  it('offline: says the server cannot be reached', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailedPage(new TypeError('Load failed'));
    expect(await screen.findByRole('heading', { name: 'The server cannot be reached' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
