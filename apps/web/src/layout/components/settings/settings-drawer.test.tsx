import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import layoutStyles from '@/layout/basic-layout.module.css';
import { restoreApi } from '@/testing/fake-api';
import { renderShell } from '@/testing/render-app';

afterEach(restoreApi);

async function openSettings() {
  fireEvent.click(screen.getByRole('button', { name: 'Page settings' }));
  return screen.findByRole('dialog', { name: 'Page settings' });
}

describe('settings panel (docs/specification.md §2, screens and routes)', () => {
  it('offers the 8 theme presets; a choice applies at once and lasts for the session', async () => {
    await renderShell();
    const panel = await openSettings();
    const swatches = within(panel).getAllByRole('radio');
    expect(swatches).toHaveLength(8);
    expect(within(panel).getByRole('radio', { name: 'Theme colour #1890ff' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(within(panel).getByRole('radio', { name: 'Theme colour #11a983' }));
    expect(sessionStorage.getItem('theme')).toBe('#11a983');
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--gbo-color-primary')).toBe('#11a983'),
    );
  });

  it('hides the tabs', async () => {
    await renderShell();
    const panel = await openSettings();
    fireEvent.click(within(panel).getByRole('switch', { name: 'Show tabs' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Open pages' })).toBeNull());
    expect(JSON.parse(sessionStorage.getItem('settings') ?? '{}')).toMatchObject({ tagsView: false });
  });

  it('hides the logo', async () => {
    await renderShell();
    const panel = await openSettings();
    fireEvent.click(within(panel).getByRole('switch', { name: 'Show logo' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Garment Back Office, home' })).toBeNull());
  });

  it('unfixes the header and stores the choice', async () => {
    await renderShell();
    // The top bar with the tabs: it holds the settings button. Fixed, it sticks to the top (the `fixed` class).
    const header = screen.getByRole('button', { name: 'Page settings' }).closest('header');
    expect(header?.className).toBe(`${layoutStyles.header} ${layoutStyles.fixed}`);
    const panel = await openSettings();
    const fixedHeader = within(panel).getByRole('switch', { name: 'Fixed header' });
    expect(fixedHeader.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(fixedHeader);
    await waitFor(() => expect(header?.className).toBe(layoutStyles.header));
    expect(JSON.parse(sessionStorage.getItem('settings') ?? '{}')).toMatchObject({ fixedHeader: false });
  });
});
