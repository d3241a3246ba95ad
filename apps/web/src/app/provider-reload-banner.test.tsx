import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { useAppUpdateStore } from '@/lib/app-update';

// The notice's file is gone: a newer version was activated and removed the files this page was built with.
vi.mock('@/components/update-notice', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => useAppUpdateStore.setState({ waiting: false, holds: [] }));

describe('the update notice whose code is gone', () => {
  it('still offers the reload, from the page’s own code', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <AppProvider>
        <p>page</p>
      </AppProvider>,
    );
    act(() => useAppUpdateStore.setState({ waiting: true }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('A new version is available');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    // The page itself stays.
    expect(screen.getByText('page')).toBeDefined();
  });
});
