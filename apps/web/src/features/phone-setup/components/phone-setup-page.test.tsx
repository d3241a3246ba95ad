import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneSetupPage } from '@/features/phone-setup/components/phone-setup-page';

const renderPage = (secureUrl: string | null, certificateNeeded: boolean) =>
  render(
    <PhoneSetupPage
      secureUrl={secureUrl}
      certificateNeeded={certificateNeeded}
      scanPath="/scan"
      languageSwitch={null}
    />,
  );

describe('the phone set-up page', () => {
  it('has the certificate downloaded and trusted, then the secure scan page opened', () => {
    renderPage('https://192.168.1.20:8443/', true);
    const steps = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(steps).toEqual([
      "Download the server's certificate",
      'Trust it on the phone',
      'Open the scan page',
    ]);
    const download = screen.getByRole('link', { name: /Download the certificate/ });
    expect(download.getAttribute('href')).toBe('ca.crt');
    // Both systems' steps, Android's shown first on a browser that is no iPhone.
    expect(screen.getByRole('tab', { name: 'Android', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'iPhone / iPad' })).toBeTruthy();
    expect(
      within(screen.getByRole('tabpanel')).getByText(/Install a certificate › CA certificate/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the secure scan page' }).getAttribute('href')).toBe(
      'https://192.168.1.20:8443/#/scan',
    );
  });

  it('goes straight to the scan page when the secure address needs no certificate of the installation', () => {
    renderPage('https://factory.example.com/', false);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Open the scan page',
    ]);
    expect(screen.queryByRole('link', { name: /Download the certificate/ })).toBeNull();
  });

  it('says what to ask for when the server has no secure address', () => {
    renderPage(null, false);
    expect(screen.getByText(/Ask the administrator to turn on HTTPS/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open the scan page without the camera' }).getAttribute('href'),
    ).toBe('#/scan');
  });
});
