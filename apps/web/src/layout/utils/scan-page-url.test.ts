import { describe, expect, it } from 'vitest';
import { scanPageUrl } from '@/layout/utils/scan-page-url';

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
