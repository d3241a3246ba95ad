import { X509Certificate } from 'node:crypto';
import os from 'node:os';
import type { AppSettings } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { createAuthority } from '../../lib/tls/certificates';
import { createTestContext } from '../../../test/helpers';

describe('GET /api/app/settings', () => {
  it('is public and carries what the installation configures', async () => {
    const t = await createTestContext({
      env: {
        FOOTER_TEXT: '© 2026 Demo Garment Co.',
        CASE_NUMBER: 'ZJ-ICP-12345678',
        TEST_ENVIRONMENT: 'true',
        PRODUCTION_URL: 'https://factory.example.com',
        APP_DOWNLOAD_URL: 'https://factory.example.com/app.apk',
        PUBLIC_URL: 'http://192.168.1.20:8000/',
      },
    });
    try {
      const response = await t.app.inject({ url: '/api/app/settings' });
      expect(response.statusCode).toBe(200);
      expect(response.json<AppSettings>()).toEqual({
        footerTxt: '© 2026 Demo Garment Co.',
        caseNumber: 'ZJ-ICP-12345678',
        testEnvironment: true,
        productionUrl: 'https://factory.example.com',
        appDownloadUrl: 'https://factory.example.com/app.apk',
        publicUrl: 'http://192.168.1.20:8000/',
        lanUrl: expect.toSatisfy(
          (url: unknown) => url === null || (typeof url === 'string' && /^http:\/\/[\d.]+:8000\/$/.test(url)),
        ),
        // HTTPS on its default port, on the phones' host, secured by the installation's own authority.
        secureUrl: 'https://192.168.1.20:8443/',
        certificateUrl: 'http://192.168.1.20:8000/',
        // No authority opened in this app (https-listener.ts): https.test.ts has the real one.
        certificateName: null,
        certificateFingerprint: null,
      });
    } finally {
      await t.close();
    }
  });

  it('leads phones, without PUBLIC_URL, to the host the page was opened at when the certificate carries it', async () => {
    const t = await createTestContext();
    // The machine's .local name, which the installation's certificate carries (lib/tls/server-names.ts).
    const local = `${os.hostname().toLowerCase()}.local`;
    try {
      const response = await t.app.inject({ url: '/api/app/settings', headers: { host: `${local}:8000` } });
      expect(response.json<AppSettings>()).toMatchObject({
        secureUrl: `https://${local}:8443/`,
        certificateUrl: `http://${local}:8000/`,
      });
      // A name the certificate does not carry (or a Host header written to mislead): the LAN address, as for
      // a page opened at localhost.
      const lan = (await t.app.inject({ url: '/api/app/settings' })).json<AppSettings>().secureUrl;
      for (const host of ['evil.example', 'office-pc.lan:8000', 'a"b']) {
        const settings = (
          await t.app.inject({ url: '/api/app/settings', headers: { host } })
        ).json<AppSettings>();
        expect(settings.secureUrl ?? '').not.toMatch(/evil|office-pc|"/);
        expect(settings.secureUrl).toBe(lan);
      }
    } finally {
      await t.close();
    }
  });

  it('tells the installation authority’s name and fingerprint, from its certificate alone', async () => {
    const authority = await createAuthority({ dns: ['gbo.test'], ips: [] });
    const t = await createTestContext({ caCertificate: authority.cert });
    try {
      const settings = (await t.app.inject({ url: '/api/app/settings' })).json<AppSettings>();
      expect(settings.certificateName).toMatch(/^Garment Back Office CA [0-9a-f]{8}$/);
      expect(settings.certificateFingerprint).toBe(new X509Certificate(authority.cert).fingerprint256);
      expect(JSON.stringify(settings)).not.toMatch(/PRIVATE KEY|BEGIN CERTIFICATE/);
    } finally {
      await t.close();
    }
  });

  it('is not a test environment by default', async () => {
    const t = await createTestContext();
    try {
      expect((await t.app.inject({ url: '/api/app/settings' })).json()).toMatchObject({
        testEnvironment: false,
        productionUrl: null,
      });
    } finally {
      await t.close();
    }
  });
});
