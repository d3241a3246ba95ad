import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, lanUrl, listenError, phoneAddresses, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 8000, ./data, embedded database with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      dataDir: path.resolve('./data'),
      seedDemo: true,
      minAppVersion: '6.0.0',
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('does not seed demo data on PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('times statements out a few seconds after the request timeout unless told otherwise', () => {
    expect(loadConfig({}).statementTimeoutSeconds).toBe(35);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '10' }).statementTimeoutSeconds).toBe(15);
    expect(loadConfig({ STATEMENT_TIMEOUT_SECONDS: '0' }).statementTimeoutSeconds).toBe(0);
    expect(() => loadConfig({ STATEMENT_TIMEOUT_SECONDS: 'soon' })).toThrow(/STATEMENT_TIMEOUT_SECONDS/);
  });

  it('never seeds the demo data (published passwords) in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it.each([
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.1, 172.16.0.0/12 ,fd00::/8', ['10.0.0.1', '172.16.0.0/12', 'fd00::/8']],
  ])('takes TRUST_PROXY=%s as %o', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a number'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must start with postgres://'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO: must be one of'],
    [{ MIN_APP_VERSION: 'six' }, 'MIN_APP_VERSION: must look like 6.0.0'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET: must be at least 32 characters'],
    [
      { NODE_ENV: 'production', CAPTCHA_FIXED_ANSWER: '1234' },
      'CAPTCHA_FIXED_ANSWER: is for automated tests',
    ],
    [{ NODE_ENV: 'production', SEED_DEMO: 'true' }, 'SEED_DEMO: is refused when NODE_ENV=production'],
    [{ NODE_ENV: 'production', PASSWORD_COST_LOG2: '15' }, 'PASSWORD_COST_LOG2: is for automated tests only'],
    [{ PASSWORD_COST_LOG2: '9' }, 'PASSWORD_COST_LOG2'],
    [{ PASSWORD_COST_LOG2: 'cheap' }, 'PASSWORD_COST_LOG2'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY: true would let any client forge its address'],
    [{ TRUST_PROXY: 'yes' }, 'give the number of proxies in front of the server (e.g. 1)'],
    [{ TRUST_PROXY: '10.0.0.300' }, 'TRUST_PROXY: "10.0.0.300" is no address or CIDR range'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY: "10.0.0.0/33" is no address or CIDR range'],
    [{ CAPTCHA_MAX_PER_MINUTE: '0' }, 'CAPTCHA_MAX_PER_MINUTE'],
    [{ HOUSEKEEPING_INTERVAL_MINUTES: 'hourly' }, 'HOUSEKEEPING_INTERVAL_MINUTES'],
  ])('stops the start on %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('hashes passwords at N = 2^16 unless told otherwise, and more in production if asked', () => {
    expect(loadConfig({}).passwordCostLog2).toBe(16);
    expect(loadConfig({ NODE_ENV: 'production' }).passwordCostLog2).toBe(16);
    expect(loadConfig({ NODE_ENV: 'production', PASSWORD_COST_LOG2: '17' }).passwordCostLog2).toBe(17);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_COST_LOG2: '10' }).passwordCostLog2).toBe(10);
  });

  it('accepts a fixed captcha answer outside production', () => {
    expect(loadConfig({ CAPTCHA_FIXED_ANSWER: '1234' }).captchaFixedAnswer).toBe('1234');
  });
});

describe('lanUrl: where phones reach the server when PUBLIC_URL is not set', () => {
  it('is the address the server listens on when it names one, and none when that is loopback only', () => {
    const eth0 = { eth0: [{ address: '192.168.1.20', internal: false, family: 'IPv4' }] } as never;
    expect(lanUrl('10.1.2.3', 8000, eth0)).toBe('http://10.1.2.3:8000/');
    expect(lanUrl('127.0.0.1', 8000, eth0)).toBeNull();
    expect(lanUrl('localhost', 8000, eth0)).toBeNull();
    expect(lanUrl('::', 8000, eth0)).toBe('http://192.168.1.20:8000/');
  });

  it('refuses a PUBLIC_URL that phones cannot reach', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'http://localhost:8000' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8000' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:8000' }).shell.publicUrl).toBe(
      'http://192.168.1.20:8000',
    );
  });

  const nic = (address: string, internal = false, family: 'IPv4' | 'IPv6' = 'IPv4') =>
    ({ address, internal, family, netmask: '', mac: '', cidr: null }) as never;
  it.each([
    [
      'a private address over a public one, never loopback',
      { lo: [nic('127.0.0.1', true)], eth0: [nic('203.0.113.5')], wlan0: [nic('192.168.1.20')] },
      'http://192.168.1.20:8000/',
    ],
    ['10.x and 172.16–31.x are private too', { eth0: [nic('172.20.0.3')] }, 'http://172.20.0.3:8000/'],
    ['a public address when it is all there is', { eth0: [nic('203.0.113.5')] }, 'http://203.0.113.5:8000/'],
    [
      'IPv6 only, or loopback only: none',
      { lo: [nic('127.0.0.1', true)], eth0: [nic('fe80::1', false, 'IPv6')] },
      null,
    ],
  ])('%s', (_case, interfaces, expected) => {
    expect(lanUrl('0.0.0.0', 8000, interfaces)).toBe(expected);
  });
});

describe('HTTPS: where phones open the scan app securely', () => {
  it('listens on 8443 by default, is off with 0, and takes the installation’s files in pairs', () => {
    expect(loadConfig({}).https).toEqual({ port: 8443, certFile: null });
    expect(loadConfig({ HTTPS_PORT: '0' }).https).toBeNull();
    expect(loadConfig({ TLS_CERT: '/etc/gbo/cert.pem', TLS_KEY: '/etc/gbo/key.pem' }).https).toEqual({
      port: 8443,
      certFile: '/etc/gbo/cert.pem',
      keyFile: '/etc/gbo/key.pem',
    });
    expect(() => loadConfig({ TLS_CERT: '/etc/gbo/cert.pem' })).toThrow(
      /TLS_KEY: TLS_CERT and TLS_KEY go together/,
    );
    expect(() => loadConfig({ TLS_KEY: '/etc/gbo/key.pem' })).toThrow(
      /TLS_CERT: TLS_CERT and TLS_KEY go together/,
    );
    expect(() => loadConfig({ HTTPS_PORT: '8000' })).toThrow(/HTTPS_PORT: must differ from PORT/);
    expect(() => loadConfig({ HTTPS_PORT: 'x' })).toThrow(/HTTPS_PORT: must be a number/);
  });

  it.each(['70000', '-1', '84.43', 'x'])(
    'refuses HTTPS_PORT=%s, naming it, the value given and the ports allowed',
    (value) => {
      expect(() => loadConfig({ HTTPS_PORT: value })).toThrow(
        new RegExp(
          `^Invalid configuration:\\n {2}HTTPS_PORT: must be a (number: a )?port number from 1 to 65535, or 0 \\(no HTTPS\\) \\("${value.replace('.', '\\.')}" given\\)$`,
        ),
      );
    },
  );

  it('refuses a PORT out of range, naming it, the value given and the ports allowed', () => {
    expect(() => loadConfig({ PORT: '0' })).toThrow(
      /^Invalid configuration:\n {2}PORT: must be a port number from 1 to 65535 \("0" given\)$/,
    );
  });

  it('tells a port already in use as its setting’s, with the port', () => {
    const inUse = Object.assign(new Error('listen EADDRINUSE: address already in use 0.0.0.0:8443'), {
      code: 'EADDRINUSE',
    });
    const https = listenError(inUse, 'HTTPS_PORT', 8443, '0.0.0.0');
    expect(https).toBeInstanceOf(ConfigError);
    expect(https.message).toBe(
      'Invalid configuration:\n  HTTPS_PORT: port 8443 is already in use on 0.0.0.0 (another program or server listens on it); choose another HTTPS_PORT, or 0 for no HTTPS',
    );
    expect(listenError(inUse, 'PORT', 8000, '0.0.0.0').message).toMatch(
      /^Invalid configuration:\n {2}PORT: port 8000 is already in use .*; choose another PORT$/,
    );
    // Any other failure is left as it is.
    const other = new Error('boom');
    expect(listenError(other, 'PORT', 8000, '0.0.0.0')).toBe(other);
  });

  const env = { PORT: 8000, HTTPS_PORT: 8443 };
  it.each([
    [
      'the phones’ host on HTTPS_PORT, the certificate step on the plain port',
      { ...env, PUBLIC_URL: 'http://192.168.1.20:8000/' },
      '10.0.0.9',
      { secureUrl: 'https://192.168.1.20:8443/', certificateUrl: 'http://192.168.1.20:8000/' },
    ],
    [
      'the LAN address without PUBLIC_URL',
      env,
      '10.0.0.9',
      { secureUrl: 'https://10.0.0.9:8443/', certificateUrl: 'http://10.0.0.9:8000/' },
    ],
    [
      'an https PUBLIC_URL as it is',
      { ...env, PUBLIC_URL: 'https://gbo.test:8443/' },
      null,
      { secureUrl: 'https://gbo.test:8443/', certificateUrl: 'http://gbo.test:8000/' },
    ],
    [
      'no certificate step with the installation’s own certificate',
      { ...env, TLS_CERT: '/etc/gbo/cert.pem', PUBLIC_URL: 'http://factory.example.com:8000/' },
      null,
      { secureUrl: 'https://factory.example.com:8443/', certificateUrl: null },
    ],
    [
      'a proxy’s https address, whatever this server’s own HTTPS: no certificate step',
      { ...env, PUBLIC_URL: 'https://factory.example.com/' },
      null,
      { secureUrl: 'https://factory.example.com/', certificateUrl: null },
    ],
    [
      'the certificate step on PUBLIC_URL’s own plain address',
      { ...env, PUBLIC_URL: 'http://gbo.lan/' },
      '10.0.0.9',
      { secureUrl: 'https://gbo.lan:8443/', certificateUrl: 'http://gbo.lan/' },
    ],
    [
      'a proxy’s https address with HTTPS off here',
      { ...env, HTTPS_PORT: 0, PUBLIC_URL: 'https://factory.example.com/' },
      null,
      { secureUrl: 'https://factory.example.com/', certificateUrl: null },
    ],
    [
      'nothing with HTTPS off',
      { ...env, HTTPS_PORT: 0 },
      '10.0.0.9',
      { secureUrl: null, certificateUrl: null },
    ],
    ['nothing without an address for phones', env, null, { secureUrl: null, certificateUrl: null }],
  ])('%s', (_case, given, lanHost, expected) => {
    expect(phoneAddresses(given, lanHost)).toEqual(expected);
  });

  it('takes the host the office opened the server at over a LAN address phones may not reach', () => {
    // A PC with a virtual machine's network: its first private address is the virtual network's.
    expect(phoneAddresses(env, '192.168.122.1', 'office-pc.lan')).toEqual({
      secureUrl: 'https://office-pc.lan:8443/',
      certificateUrl: 'http://office-pc.lan:8000/',
    });
    expect(phoneAddresses(env, '192.168.122.1', '127.0.0.1')).toEqual({
      secureUrl: 'https://192.168.122.1:8443/',
      certificateUrl: 'http://192.168.122.1:8000/',
    });
    expect(
      phoneAddresses({ ...env, PUBLIC_URL: 'http://192.168.1.20:8000/' }, null, 'office-pc.lan'),
    ).toEqual({
      secureUrl: 'https://192.168.1.20:8443/',
      certificateUrl: 'http://192.168.1.20:8000/',
    });
  });
});
