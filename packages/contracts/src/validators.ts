import { APP_VERSION } from './constants';
/**
 * Validators from the spec (§5). Shared by the server (request schemas) and the web app (form rules).
 */

/** 11 digits: 1, then 3x | 8x | 4[014-9] | 5/9 + a digit other than 4 | 6[2567] | 7[0-8], then 8 digits. */
export const MOBILE_PATTERN = /^1(?:[38]\d|4[014-9]|[59][0-35-9]|6[2567]|7[0-8])\d{8}$/;

export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

const IP_PART = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
export const IP_PATTERN = new RegExp(`^${IP_PART}(?:\\.${IP_PART}){3}$`);

/** Spec §5's failure message for an IP address. */
export const IP_MESSAGE = 'please enter a correct IP address';

/** Four numbers 0-255; an empty value is allowed (spec §5). */
export function isValidIp(value: string | null | undefined): boolean {
  return !value || IP_PATTERN.test(value);
}

/** Links that leave the app: http, https, mailto and tel. */
export function isExternalLink(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Compares dotted versions numerically ('6.10.0' > '6.9.1'); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** What a factory may set as its minimum app version, e.g. 6, 6.1 or 6.1.2. */
export const MIN_APP_VERSION_PATTERN = /^\d+(\.\d+){0,2}$/;

/**
 * What is wrong with a factory's minimum app version. The minimum applies to every client of the factory,
 * this back office included (it sends APP_VERSION), so a minimum above it would lock everyone out.
 */
export function minAppVersionProblem(version: string): 'format' | 'tooHigh' | undefined {
  if (!MIN_APP_VERSION_PATTERN.test(version)) return 'format';
  return compareVersions(version, APP_VERSION) > 0 ? 'tooHigh' : undefined;
}
