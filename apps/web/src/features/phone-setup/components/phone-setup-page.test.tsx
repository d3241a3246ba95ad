import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneSetupPage } from '@/features/phone-setup/components/phone-setup-page';
import { chooseLanguage } from '@/lib/language';

const CERTIFICATE = {
  name: 'Garment Back Office CA 1a2b3c4d',
  fingerprint: Array.from({ length: 32 }, (_, index) =>
    (index * 7).toString(16).padStart(2, '0').toUpperCase(),
  ).join(':'),
};

const renderPage = (
  secureUrl: string | null,
  certificateNeeded: boolean,
  certificate: { name: string; fingerprint: string } | null = null,
) =>
  render(
    <PhoneSetupPage
      secureUrl={secureUrl}
      certificateNeeded={certificateNeeded}
      certificate={certificate}
      scanPath="/scan"
      languageSwitch={null}
    />,
  );

/** The "Check the certificate" block's name and fingerprint, or null when the page has none. */
const checkBlock = (title: string) => {
  const heading = screen.queryByRole('heading', { level: 3, name: title });
  if (!heading) return null;
  const block = heading.closest('section');
  if (!block) throw new Error('no block');
  return [...block.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);
};

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

  it('shows the certificate’s name and SHA-256 fingerprint for a careful owner to check', () => {
    renderPage('https://192.168.1.20:8443/', true, CERTIFICATE);
    expect(checkBlock('Check the certificate')).toEqual([
      ['Name', CERTIFICATE.name],
      ['SHA-256 fingerprint', CERTIFICATE.fingerprint],
    ]);
    expect(screen.getByText(/SHA-256 fingerprint in the phone's certificate details/)).toBeTruthy();
    // Under the trust step, before the scan page is opened.
    const trust = screen.getByRole('heading', { level: 2, name: 'Trust it on the phone' }).closest('li');
    expect(within(trust as HTMLElement).getByText(CERTIFICATE.fingerprint)).toBeTruthy();
  });

  it('shows the check in Chinese too', async () => {
    await chooseLanguage('zh-CN');
    renderPage('https://192.168.1.20:8443/', true, CERTIFICATE);
    expect(checkBlock('核对证书')).toEqual([
      ['名称', CERTIFICATE.name],
      ['SHA-256 指纹', CERTIFICATE.fingerprint],
    ]);
  });

  it('has no check without an authority of the installation (its own certificate files, or no HTTPS)', () => {
    renderPage('https://192.168.1.20:8443/', true, null);
    expect(checkBlock('Check the certificate')).toBeNull();
    expect(screen.getByRole('link', { name: /Download the certificate/ })).toBeTruthy();
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
