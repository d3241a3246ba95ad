/**
 * Money as the API writes it ("27.60", "0.125", "-5.00": numeric text summed by PostgreSQL) held in integer
 * thousandths of a yuan (mills), so sums on a page are exact: no float ever adds 0.1 and 0.2. A
 * scan's amount is exact to the thousandth (rates have 3 decimals); only what is paid, a total, is rounded to
 * the cent, by the server (half up, once per worker); a totals row pays the sum of those.
 */
const MONEY_TEXT = /^(-)?(\d+)(?:\.(\d{1,3}))?$/;

/** "27.60" → 27600, "0.125" → 125, "-5" → -5000; null (money hidden) → 0. No amount is a bug: it throws. */
export function toMills(text: string | null | undefined): number {
  if (text === null || text === undefined) return 0;
  const match = MONEY_TEXT.exec(text.trim());
  if (!match) throw new Error(`Not an amount: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const mills = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  return sign && mills !== 0 ? -mills : mills;
}

/** The exact sum of amounts, in mills. */
export const sumMills = (texts: readonly (string | null | undefined)[]) =>
  texts.reduce((sum, text) => sum + toMills(text), 0);

/**
 * 1234560 → "1,234.56", 125 → "0.125", -5000 → "-5.00": 2 decimals, 3 when the third is not 0. A bigint
 * for products beyond 2^53 (a million pieces at a large price).
 */
export function formatMills(mills: number | bigint): string {
  const value = BigInt(mills);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  const whole = (abs / 1000n).toLocaleString('en-US');
  const fraction = String(abs % 1000n).padStart(3, '0');
  return `${sign}${whole}.${fraction.endsWith('0') ? fraction.slice(0, 2) : fraction}`;
}

const CENTS_TEXT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** An amount typed with at most 2 decimals (an adjustment) in cents: "12.34" → 1234; more decimals throw. */
export function toCents(text: string | null | undefined): number {
  if (text === null || text === undefined) return 0;
  const match = CENTS_TEXT.exec(text.trim());
  if (!match) throw new Error(`Not an amount: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign && cents !== 0 ? -cents : cents;
}

/** 123456 → "1,234.56", -500 → "-5.00": one format in both languages. */
export const formatCents = (cents: number): string => formatMills(cents * 10);

/** An amount of the API as the page shows it; a hidden one (null) as a dash. */
export const formatMoney = (text: string | null | undefined) =>
  text === null || text === undefined ? '—' : formatMills(toMills(text));

/**
 * An amount with the yuan sign, the minus before the sign: -5000 → "-¥5.00", never "¥-5.00". Every screen and
 * printed document writes a signed amount this way.
 */
export function formatYuanMills(mills: number | bigint): string {
  const value = BigInt(mills);
  return value < 0n ? `-¥${formatMills(-value)}` : `¥${formatMills(value)}`;
}

/** An amount of the API with the yuan sign ("-5.00" → "-¥5.00"); a hidden one (null) as a dash. */
export const formatYuan = (text: string | null | undefined) =>
  text === null || text === undefined ? '—' : formatYuanMills(toMills(text));
