import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type AppSettings, compareVersions } from '@gbo/contracts';
import { z } from 'zod';
import { SERVER_ROOT } from './paths';
import { PASSWORD_COST_LOG2 } from './lib/password';
import { serverNames } from './lib/tls/server-names';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true/false/1/0/yes/no/on/off',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** An address or a CIDR range: 10.0.0.1, 10.0.0.0/8, fd00::/8. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP =
  'give the number of proxies in front of the server (e.g. 1), or their addresses or CIDR ranges separated by commas (e.g. 10.0.0.1,10.1.0.0/16), or false';

/**
 * Which proxies' X-Forwarded-For to believe: none (false), the last N hops, or the listed addresses. `true`
 * would believe any client's header, so the sign-in throttle and the audit log's addresses could be forged.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (['', 'false', '0', 'no', 'off'].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) {
      ctx.addIssue({
        code: 'custom',
        message: `true would let any client forge its address with X-Forwarded-For; ${TRUST_PROXY_HELP}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isAddressOrRange(entry));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `"${bad}" is no address or CIDR range; ${TRUST_PROXY_HELP}` });
      return z.NEVER;
    }
    return entries;
  });

const PORT_RANGE = 'must be a port number from 1 to 65535';
const HTTPS_PORT_RANGE = 'must be a port number from 1 to 65535, or 0 (no HTTPS)';
/** Settings whose wrong value an error may repeat. */
const ECHOED_SETTINGS = new Set(['PORT', 'HTTPS_PORT']);

/** A TCP port from `lowest` to 65535, any other value refused with `range` (which says what is allowed). */
function port(range: string, lowest = 1) {
  return z.coerce
    .number({ error: `must be a number: ${range.replace(/^must be /, '')}` })
    .int({ error: range })
    .min(lowest, { error: range })
    .max(65535, { error: range });
}

const version = z.string().regex(/^\d+(\.\d+){0,2}$/, 'must look like 6.0.0');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: port(PORT_RANGE).default(8000),
    HTTPS_PORT: port(HTTPS_PORT_RANGE, 0).default(8443),
    TLS_CERT: z.string().min(1).optional(),
    TLS_KEY: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    SEED_DEMO: booleanFlag.optional(),
    CAPTCHA_FIXED_ANSWER: z.string().min(1).max(16).optional(),
    MIN_APP_VERSION: version.default('6.0.0'),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy.default(false),
    WEB_DIST: z.string().min(1).optional(),
    FOOTER_TEXT: z.string().max(200).default(`© ${new Date().getFullYear()} Garment Back Office`),
    CASE_NUMBER: z.string().max(64).default(''),
    TEST_ENVIRONMENT: booleanFlag.default(false),
    PRODUCTION_URL: z.url({ error: 'must be a URL such as https://factory.example.com' }).optional(),
    APP_DOWNLOAD_URL: z.url({ error: 'must be a URL' }).optional(),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://192.168.1.20:8000' })
      .refine((url) => !LOOPBACK_HOST.test(new URL(url).hostname), {
        error: "must be an address phones can reach, not this machine's own (localhost, 127.0.0.1)",
      })
      .optional(),
    LOGIN_MAX_FAILURES_PER_MOBILE: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
    LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    LOGIN_MOBILE_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(20),
    LOGIN_MOBILE_SLOWDOWN_MAX_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    LOGIN_TRUSTED_DEVICE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
    CAPTCHA_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    HOUSEKEEPING_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    PRINT_QUEUE_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
    PRINT_RETRY_MAX_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    PRINT_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(5),
    LABEL_FONT: z.string().min(1).optional(),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    STATEMENT_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
    AUTH_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    PASSWORD_COST_LOG2: z.coerce.number().int().min(10).max(20).default(PASSWORD_COST_LOG2),
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_SCHEDULE: z
      .string()
      .trim()
      .regex(/^(off|([01]?\d|2[0-3]):[0-5]\d)$/i, 'must be a time of day like 02:00, or off')
      .default('02:00'),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
    PG_BIN_DIR: z.string().min(1).optional(),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.TLS_CERT) !== Boolean(env.TLS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.TLS_CERT ? 'TLS_KEY' : 'TLS_CERT'],
        message:
          'TLS_CERT and TLS_KEY go together: the certificate file (PEM) and its private key file (PEM)',
      });
    }
    if (env.HTTPS_PORT !== 0 && env.HTTPS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTPS_PORT'],
        message: 'must differ from PORT (or be 0: no HTTPS)',
      });
    }
    if (env.CAPTCHA_FIXED_ANSWER && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_FIXED_ANSWER'],
        message: 'is for automated tests and demos only and is refused when NODE_ENV=production',
      });
    }
    if (env.PASSWORD_COST_LOG2 < PASSWORD_COST_LOG2 && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_COST_LOG2'],
        message: `is for automated tests only: below ${PASSWORD_COST_LOG2} it is refused when NODE_ENV=production`,
      });
    }
    // The demo data holds a platform operator whose password is published in the README.
    if (env.SEED_DEMO && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message:
          'is refused when NODE_ENV=production: the demo accounts have a published password (create an operator with npm run operator:create)',
      });
    }
  });

/** The print queue's timing (the printers module takes it as its PrintQueueOptions). */
export type PrintQueueSettings = {
  pollMs: number;
  retryMaxSeconds: number;
  timeouts: { connectMs: number; idleMs: number; closeMs: number };
};

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /**
   * HTTPS beside HTTP: its port (null: off), and the installation's own certificate files when given (else
   * one issued by the installation's certificate authority, lib/tls).
   */
  https: { port: number; certFile: string; keyFile: string } | { port: number; certFile: null } | null;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  seedDemo: boolean;
  captchaFixedAnswer: string | undefined;
  minAppVersion: string;
  appSecret: string | undefined;
  logLevel: string;
  /** false, a hop count, or the proxies' addresses/CIDR ranges (Fastify's `trustProxy`). */
  trustProxy: false | number | string[];
  webDist: string;
  loginThrottle: {
    maxPerMobile: number;
    maxPerIp: number;
    windowMinutes: number;
    slowdownAfter: number;
    slowdownMaxSeconds: number;
    trustedDeviceDays: number;
  };
  captchaMaxPerMinute: number;
  housekeepingIntervalMinutes: number;
  /** The label printers' queue (modules/printers/queue.ts). */
  printQueue: PrintQueueSettings;
  /** A font file for text labels draw (TTF, OTF, WOFF2 or a .ttc's first face); else the shipped one. */
  labelFont: string | undefined;
  /** How long a client may take to send a whole request (headers and body) before it is answered 408. */
  requestTimeoutSeconds: number;
  /** The longest one database statement of the server's pool may run (PostgreSQL only); 0: no limit. */
  statementTimeoutSeconds: number;
  /** How long a process keeps a session and its authorities in memory (0: read on every request). */
  authCacheSeconds: number;
  /** log2 of scrypt's N for the password hashes made from now on (lib/password.ts). */
  passwordCostLog2: number;
  /**
   * Backups (modules/backups): where they are kept, the daily time the scheduled one starts (server time;
   * null: none), how many are kept, and where PostgreSQL's client tools are (else on the PATH).
   */
  backup: {
    dir: string;
    schedule: { hour: number; minute: number } | null;
    keep: number;
    pgBinDir: string | null;
  };
  /** The bearer token GET /metrics answers to (null: the endpoint is off). */
  metricsToken: string | null;
  /** The shell's settings but the certificate authority's name and fingerprint (known once HTTPS is opened). */
  shell: Omit<AppSettings, 'certificateName' | 'certificateFingerprint'>;
  /**
   * The shell's secureUrl and certificateUrl as a page opened at `requestHost` should show them: without
   * PUBLIC_URL, the host the office reached the server by is one phones on its network can reach too (a PC
   * with several networks, say a virtual machine's, has LAN addresses phones cannot).
   */
  phoneAddressesFor: (requestHost: string) => Pick<AppSettings, 'secureUrl' | 'certificateUrl'>;
};

export class ConfigError extends Error {}

/** A setting found wrong after the environment was read (a file it names, a port taken), as loadConfig says it. */
export function settingError(variable: string, message: string): ConfigError {
  return new ConfigError(`Invalid configuration:\n  ${variable}: ${message}`);
}

/**
 * The start-up error for a port the server cannot listen on, naming its setting (PORT or HTTPS_PORT) and the
 * port; any other error is returned as it is.
 */
export function listenError<E>(
  error: E,
  variable: 'PORT' | 'HTTPS_PORT',
  port: number,
  host: string,
): E | ConfigError {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const other = variable === 'PORT' ? 'another PORT' : 'another HTTPS_PORT, or 0 for no HTTPS';
  if (code === 'EADDRINUSE') {
    return settingError(
      variable,
      `port ${port} is already in use on ${host} (another program or server listens on it); choose ${other}`,
    );
  }
  if (code === 'EACCES') {
    return settingError(
      variable,
      `port ${port} may not be used by this user on ${host} (ports below 1024 need privileges); choose ${other}`,
    );
  }
  if (code === 'EADDRNOTAVAIL') {
    return settingError(
      'HOST',
      `${host} is no address of this machine: ${variable} ${port} cannot be listened on there`,
    );
  }
  return error;
}

const defaultWebDist = path.resolve(SERVER_ROOT, '../web/dist');

/** Reads the configuration from the environment; an invalid value stops the start with a message naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = issue.path.join('.');
      // A port is no secret: the value given is said, as the in-use error says it (not so for every setting).
      const given = ECHOED_SETTINGS.has(variable) ? ` (${JSON.stringify(source[variable])} given)` : '';
      return `  ${variable}: ${issue.message}${given}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    https: !env.HTTPS_PORT
      ? null
      : env.TLS_CERT && env.TLS_KEY
        ? { port: env.HTTPS_PORT, certFile: path.resolve(env.TLS_CERT), keyFile: path.resolve(env.TLS_KEY) }
        : { port: env.HTTPS_PORT, certFile: null },
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    // Demo data by default only on the embedded database outside production: a real PostgreSQL is assumed
    // to be for real use.
    seedDemo: env.SEED_DEMO ?? (!env.DATABASE_URL && env.NODE_ENV !== 'production'),
    captchaFixedAnswer: env.CAPTCHA_FIXED_ANSWER,
    minAppVersion: env.MIN_APP_VERSION,
    appSecret: env.APP_SECRET,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webDist: path.resolve(env.WEB_DIST ?? defaultWebDist),
    loginThrottle: {
      maxPerMobile: env.LOGIN_MAX_FAILURES_PER_MOBILE,
      maxPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
      windowMinutes: env.LOGIN_FAILURE_WINDOW_MINUTES,
      slowdownAfter: env.LOGIN_MOBILE_SLOWDOWN_AFTER,
      slowdownMaxSeconds: env.LOGIN_MOBILE_SLOWDOWN_MAX_SECONDS,
      trustedDeviceDays: env.LOGIN_TRUSTED_DEVICE_DAYS,
    },
    captchaMaxPerMinute: env.CAPTCHA_MAX_PER_MINUTE,
    housekeepingIntervalMinutes: env.HOUSEKEEPING_INTERVAL_MINUTES,
    printQueue: {
      pollMs: env.PRINT_QUEUE_POLL_MS,
      retryMaxSeconds: env.PRINT_RETRY_MAX_SECONDS,
      timeouts: { connectMs: env.PRINT_CONNECT_TIMEOUT_SECONDS * 1000, idleMs: 10 * 60_000, closeMs: 30_000 },
    },
    labelFont: env.LABEL_FONT,
    requestTimeoutSeconds: env.REQUEST_TIMEOUT_SECONDS,
    // A few seconds above the request timeout by default: no statement outlives the request it serves.
    statementTimeoutSeconds: env.STATEMENT_TIMEOUT_SECONDS ?? env.REQUEST_TIMEOUT_SECONDS + 5,
    authCacheSeconds: env.AUTH_CACHE_SECONDS,
    passwordCostLog2: env.PASSWORD_COST_LOG2,
    backup: {
      dir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')),
      schedule: dailyTime(env.BACKUP_SCHEDULE),
      keep: env.BACKUP_KEEP,
      pgBinDir: env.PG_BIN_DIR ? path.resolve(env.PG_BIN_DIR) : null,
    },
    metricsToken: env.METRICS_TOKEN ?? null,
    shell: {
      footerTxt: env.FOOTER_TEXT,
      caseNumber: env.CASE_NUMBER,
      testEnvironment: env.TEST_ENVIRONMENT,
      productionUrl: env.PRODUCTION_URL ?? null,
      appDownloadUrl: env.APP_DOWNLOAD_URL ?? null,
      publicUrl: env.PUBLIC_URL ?? null,
      lanUrl: lanUrl(env.HOST, env.PORT, os.networkInterfaces()),
      ...phoneAddresses(env, lanAddress(env.HOST, os.networkInterfaces())),
    },
    phoneAddressesFor: (requestHost) => {
      const interfaces = os.networkInterfaces();
      // Only a name the server's certificate carries (lib/tls/server-names.ts): a phone sent elsewhere would
      // meet a certificate for other names, and the Host header is the client's to write.
      const names = serverNames({
        hostname: os.hostname(),
        interfaces,
        host: env.HOST,
        publicUrl: env.PUBLIC_URL ?? null,
      });
      const covered = [...names.dns, ...names.ips].includes(requestHost.toLowerCase());
      return phoneAddresses(env, lanAddress(env.HOST, interfaces), covered ? requestHost : undefined);
    },
  };
}

/** A daily time of day ("02:00"), or null for "off". */
function dailyTime(setting: string): { hour: number; minute: number } | null {
  if (setting.toLowerCase() === 'off') return null;
  const [hour = 0, minute = 0] = setting.split(':').map(Number);
  return { hour, minute };
}

const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1)$/i;

/**
 * The address a phone on the factory network may reach this server at, when PUBLIC_URL does not say: the
 * address it listens on (HOST) if that is one, else the first private IPv4 address of a network interface;
 * never a loopback one, and null when the server listens on loopback only or has no such address.
 */
export function lanUrl(
  host: string,
  port: number,
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]>,
): string | null {
  const address = lanAddress(host, interfaces);
  return address ? `http://${address}:${port}/` : null;
}

/** The LAN address of lanUrl. */
function lanAddress(host: string, interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]>): string | null {
  if (LOOPBACK_HOST.test(host)) return null;
  if (host !== '0.0.0.0' && host !== '::' && isIP(host) === 4) return host;
  const addresses = Object.values(interfaces)
    .flat()
    .filter((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry?.address ?? '');
  const lan = addresses.find((address) => /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(address));
  return lan ?? addresses[0] ?? null;
}

/**
 * Where phones open the scan app over HTTPS (`secureUrl`), and, when that address is secured by the
 * installation's own certificate authority, the plain address where a phone first fetches that authority's
 * certificate (`certificateUrl`). An https PUBLIC_URL is the secure address itself (a proxy in front, say);
 * otherwise the phones' host (PUBLIC_URL's, else the LAN address) on HTTPS_PORT.
 */
export function phoneAddresses(
  env: PhoneAddressing,
  lanHost: string | null,
  /** The host the asking page was opened at (the office PC's view of the server), unless it is loopback. */
  requestHost?: string,
): Pick<AppSettings, 'secureUrl' | 'certificateUrl'> {
  const none = { secureUrl: null, certificateUrl: null };
  const ownAuthority = env.HTTPS_PORT !== 0 && !env.TLS_CERT;
  const publicUrl = env.PUBLIC_URL ? new URL(env.PUBLIC_URL) : null;
  if (publicUrl?.protocol === 'https:') {
    // This server's own HTTPS only when PUBLIC_URL names its port; otherwise a proxy's, whose certificate
    // phones trust already.
    const here = ownAuthority && Number(publicUrl.port || 443) === env.HTTPS_PORT;
    return {
      secureUrl: publicUrl.href,
      certificateUrl: here ? `http://${publicUrl.hostname}:${env.PORT}/` : null,
    };
  }
  const asked = requestHost && !LOOPBACK_HOST.test(requestHost) ? requestHost : null;
  const host = publicUrl?.hostname ?? asked ?? lanHost;
  if (!env.HTTPS_PORT || !host) return none;
  return {
    secureUrl: `https://${host}:${env.HTTPS_PORT}/`,
    certificateUrl: ownAuthority
      ? publicUrl
        ? publicUrl.origin + '/'
        : `http://${host}:${env.PORT}/`
      : null,
  };
}

/** What phoneAddresses needs of the environment. */
export type PhoneAddressing = { PORT: number; HTTPS_PORT: number; TLS_CERT?: string; PUBLIC_URL?: string };

/**
 * Fastify's `trustProxy` for the setting. Fastify takes a bare number as "trust nothing", so a hop count
 * becomes a function trusting the nearest N hops (the socket's peer is hop 0), as Express reads a number.
 */
export function fastifyTrustProxy(
  setting: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

export function isAppVersionTooOld(sent: string, minimum: string): boolean {
  return compareVersions(sent, minimum) < 0;
}
