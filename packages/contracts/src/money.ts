import { z } from 'zod';

const RATE_MESSAGE = 'must be an amount from 0 to 9999.999, at most 3 decimals';
const RATE_PATTERN = /^\d{1,4}(\.\d{1,3})?$/;

/**
 * A piece rate (yuan per piece). Sent as text or a number, kept as text so no float ever rounds it: the
 * database holds it as numeric and does the sums.
 */
export const rateSchema = z
  .union([z.string().trim(), z.number()], { error: RATE_MESSAGE })
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .refine((value) => RATE_PATTERN.test(value), RATE_MESSAGE);

/**
 * A money amount as the API answers it: numeric text from PostgreSQL with 2 decimals, or 3 when the third
 * is not 0 ("31084.00", "2.50", "0.125"). A scan's amount is exact (qty × rate, rates have 3 decimals) and
 * every sum of amounts stays exact; only what is paid, a worker's wage total and a settlement's (line's)
 * total, is rounded to the cent (half up), once, on the exact sum.
 */
export const moneyTextSchema = z.string();

/** A calendar day, `YYYY-MM-DD`. */
export const daySchema = z
  .string({ error: 'must be a date like 2026-08-12' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-08-12')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    // Year 0000 is a date to JavaScript but not to PostgreSQL (a 500 on save).
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && !day.startsWith('0000');
  }, 'must be a real date like 2026-08-12');

/** The days of work a record may be for: a mistyped year (1900, 0202) is refused, not kept. */
export const FIRST_WORK_DAY = '2000-01-01';
export const LAST_WORK_DAY = '2099-12-31';
export const workDaySchema = daySchema.refine(
  (day) => day >= FIRST_WORK_DAY && day <= LAST_WORK_DAY,
  `must be a day from ${FIRST_WORK_DAY} to ${LAST_WORK_DAY}`,
);

/** A filter's days in order: `to` (both included) not before `from`, the message on `to`. */
export const fromNotAfterTo = {
  check: (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to,
  message: { message: 'must not be before from', path: ['to'] },
};
