import path from 'node:path';
import { type AppSettings, compareVersions } from '@gbo/contracts';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true/false/1/0/yes/no/on/off',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const version = z.string().regex(/^\d+(\.\d+){0,2}$/, 'must look like 6.0.0');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(65535).default(8000),
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
    TRUST_PROXY: booleanFlag.default(false),
    WEB_DIST: z.string().min(1).optional(),
    FOOTER_TEXT: z.string().max(200).default(`© ${new Date().getFullYear()} Garment Back Office`),
    CASE_NUMBER: z.string().max(64).default(''),
    TEST_ENVIRONMENT: booleanFlag.default(false),
    PRODUCTION_URL: z.url({ error: 'must be a URL such as https://factory.example.com' }).optional(),
    APP_DOWNLOAD_URL: z.url({ error: 'must be a URL' }).optional(),
    LOGIN_MAX_FAILURES_PER_MOBILE: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
    LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  })
  .superRefine((env, ctx) => {
    if (env.CAPTCHA_FIXED_ANSWER && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_FIXED_ANSWER'],
        message: 'is for automated tests and demos only and is refused when NODE_ENV=production',
      });
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  seedDemo: boolean;
  captchaFixedAnswer: string | undefined;
  minAppVersion: string;
  appSecret: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  webDist: string;
  loginThrottle: { maxPerMobile: number; maxPerIp: number; windowMinutes: number };
  shell: AppSettings;
};

export class ConfigError extends Error {}

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/** Reads the configuration from the environment; an invalid value stops the start with a message naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    // Demo data by default only on the embedded database: a real PostgreSQL is assumed to be for real use.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
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
    },
    shell: {
      footerTxt: env.FOOTER_TEXT,
      caseNumber: env.CASE_NUMBER,
      testEnvironment: env.TEST_ENVIRONMENT,
      productionUrl: env.PRODUCTION_URL ?? null,
      appDownloadUrl: env.APP_DOWNLOAD_URL ?? null,
    },
  };
}

export function isAppVersionTooOld(sent: string, minimum: string): boolean {
  return compareVersions(sent, minimum) < 0;
}
