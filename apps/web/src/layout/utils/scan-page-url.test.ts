import { describe, expect, it } from 'vitest';
import { phoneLinks, scanPageUrl } from '@/layout/utils/scan-page-url';

const at = (origin: string, pathname = '/') => ({ origin, pathname, hostname: new URL(origin).hostname });

describe('scanPageUrl: an address a phone on the factory network can reach', () => {
  it.each([
    [
      'the configured public address first',
      { publicUrl: 'https://factory.example.com', lanUrl: 'http://192.168.1.20:8000/' },
      at('http://10.0.0.5:8000'),
      'https://factory.example.com/#/scan',
    ],
    [
      'else the address this page was opened at',
      { publicUrl: null, lanUrl: 'http://192.168.1.20:8000/' },
      at('http://office-pc:8000', '/app/'),
      'http://office-pc:8000/app/#/scan',
    ],
    [
      'never localhost: the server’s LAN address instead',
      { publicUrl: null, lanUrl: 'http://192.168.1.20:8000/' },
      at('http://localhost:8000'),
      'http://192.168.1.20:8000/#/scan',
    ],
    ['never 127.0.0.1 either', { publicUrl: null, lanUrl: null }, at('http://127.0.0.1:8000'), null],
    ['nor [::1]', { publicUrl: null, lanUrl: null }, at('http://[::1]:8000'), null],
  ])('%s', (_case, settings, location, expected) => {
    expect(scanPageUrl(settings, location, '/scan')).toBe(expected);
  });
});

describe('phoneLinks: where the download dialog sends phones', () => {
  const plain = { publicUrl: null, lanUrl: 'http://192.168.1.20:8000/' };
  it('sends them to the phone set-up page first, then to the scan page on the secure address', () => {
    expect(
      phoneLinks(
        { ...plain, secureUrl: 'https://192.168.1.20:8443/', certificateUrl: 'http://192.168.1.20:8000/' },
        at('http://localhost:8000'),
      ),
    ).toEqual({
      setup: 'http://192.168.1.20:8000/#/phone-setup',
      scan: 'https://192.168.1.20:8443/#/scan',
    });
  });

  it('needs no set-up page when the secure address has a certificate phones already trust', () => {
    expect(
      phoneLinks(
        { ...plain, secureUrl: 'https://factory.example.com/', certificateUrl: null },
        at('http://localhost:8000'),
      ),
    ).toEqual({ setup: null, scan: 'https://factory.example.com/#/scan' });
  });

  it('keeps to the plain scan page when the server has no secure address', () => {
    expect(
      phoneLinks({ ...plain, secureUrl: null, certificateUrl: null }, at('http://localhost:8000')),
    ).toEqual({ setup: null, scan: 'http://192.168.1.20:8000/#/scan' });
  });
});
