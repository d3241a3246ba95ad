import { APP_VERSION } from './constants';
/**
 * Validators from the specification (docs/specification.md §5). Shared by the server (request schemas) and the web app (form rules).
 */

/** 11 digits: 1, then 3x | 8x | 4[014-9] | 5/9 + a digit other than 4 | 6[2567] | 7[0-8], then 8 digits. */
export const MOBILE_PATTERN = /^1(?:[38]\d|4[014-9]|[59][0-35-9]|6[2567]|7[0-8])\d{8}$/;

export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/**
 * A telephone number as written on a customer card or a delivery note: digits, spaces, + (first) - ( ), at
 * least 3 digits, then maybe an extension after "ext.", "x", "#" or 转 (e.g. "0574-8726 1588 ext. 12").
 */
const PHONE_PATTERN = /^(\+?[\d ()-]+?) *(?:(?:ext\.?|x|#|转) *\d{1,8})?$/i;

/** What a telephone field says when refused (server and forms). */
export const PHONE_MESSAGE =
  'must be a telephone number: digits, spaces, + - ( ) and an extension like "ext. 12"';

/** Whether a (trimmed) text is a telephone number by PHONE_PATTERN's rule. */
export function isValidPhone(value: string): boolean {
  const number = PHONE_PATTERN.exec(value)?.[1];
  return number !== undefined && (number.match(/\d/g)?.length ?? 0) >= 3;
}

const IP_PART = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
export const IP_PATTERN = new RegExp(`^${IP_PART}(?:\\.${IP_PART}){3}$`);

/** docs/specification.md §5's failure message for an IP address. */
export const IP_MESSAGE = 'please enter a correct IP address';

/** Four numbers 0-255; an empty value is allowed (docs/specification.md §5). */
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
