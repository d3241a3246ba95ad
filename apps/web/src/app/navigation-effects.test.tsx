import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavigationEffects } from '@/app/navigation-effects';

describe('navigation effects (docs/specification.md §2, screens and routes)', () => {
  it('shows a thin progress bar while navigating, without a spinner', async () => {
    let finishLoading = () => {};
    const router = createMemoryRouter([
      {
        element: (
          <>
            <NavigationEffects />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>first</p> },
          {
            path: '/slow',
            loader: () => new Promise<null>((resolve) => (finishLoading = () => resolve(null))),
            element: <p>slow page</p>,
          },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByText('first');

    act(() => void router.navigate('/slow'));
    await waitFor(() => expect(document.querySelector('#nprogress .bar')).not.toBeNull());
    expect(document.querySelector('#nprogress .spinner')).toBeNull();

    act(() => finishLoading());
    await screen.findByText('slow page');
    await waitFor(() => expect(document.querySelector('#nprogress')).toBeNull(), { timeout: 2000 });
  });
});
