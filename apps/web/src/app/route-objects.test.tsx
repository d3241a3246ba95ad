import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '@/app/route-objects';
import { CrashPage } from '@/features/errors/components/crash-page';

describe('a page whose code fails to download (its chunk gone after a newer version was deployed)', () => {
  it('shows the crash page with its Reload, not a blank page', async () => {
    const gone = new TypeError('Failed to fetch dynamically imported module: http://x/assets/page-1a2b.js');
    const router = createMemoryRouter([
      {
        ErrorBoundary: CrashPage,
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/page', lazy: lazyPage(() => Promise.reject(gone)) },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByText('home');
    await act(() => router.navigate('/page'));
    expect(await screen.findByRole('heading', { name: 'A new version is available' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
