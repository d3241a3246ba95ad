import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreApi } from '@/testing/fake-api';
import { demoAppSettings, renderShell } from '@/testing/render-app';

afterEach(restoreApi);

describe('the shell’s frame (docs/specification.md §1, what the product does; §2, screens and routes)', () => {
  it('shows the configured copyright line and filing number in the footer', async () => {
    await renderShell();
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toBe('© 2026 Demo Garment ⋅ ZJ-ICP-0001');
    expect(screen.getByRole('link', { name: 'ZJ-ICP-0001' }).getAttribute('href')).toBe(
      'https://beian.miit.gov.cn',
    );
  });

  it('shows the test-environment banner with the way to production when the server says so', async () => {
    await renderShell('/dashboard', {
      appSettings: {
        ...demoAppSettings,
        testEnvironment: true,
        productionUrl: 'https://factory.example.com',
      },
    });
    expect(await screen.findByText('This is the test environment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the production site' }).getAttribute('href')).toBe(
      'https://factory.example.com',
    );
  });

  it('shows no banner in production', async () => {
    await renderShell();
    await screen.findByRole('contentinfo');
    expect(screen.queryByText('This is the test environment.')).toBeNull();
  });

  it('offers a way back to the top once the page is scrolled', async () => {
    await renderShell();
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    const scrollTo = (offset: number) =>
      act(() => {
        Object.defineProperty(window, 'pageYOffset', { value: offset, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(800);
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeTruthy();
    scrollTo(0);
  });
});
