import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Money in SQL. A scan's amount is exact (qty × rate, rates have 3 decimals: 10 × 0.125 = 1.250), and every
 * sum of amounts stays exact, however a bundle was split into scans. Only what is paid, a worker's total
 * (amount + adjustments), is rounded to the cent, once, on the worker's exact sum (`payable`); a payroll's or
 * a settlement's total is the sum of what its workers are paid.
 */

/**
 * A money value as the API answers it: text with 2 decimals when the third is 0, else 3 ("2.50", "0.125",
 * "27.60"); null counts as 0. The one rendering of money every module uses.
 */
export const moneyText = (value: SQL | AnyColumn): SQL<string> =>
  sql<string>`(case when round(coalesce(${value}, 0)::numeric, 2) = coalesce(${value}, 0)::numeric
    then round(coalesce(${value}, 0)::numeric, 2) else round(coalesce(${value}, 0)::numeric, 3) end)::text`;

/** A payable figure: the exact sum rounded to the cent, half away from zero (PostgreSQL's round). */
export const payable = (value: SQL): SQL => sql`round(coalesce(${value}, 0)::numeric, 2)`;

/** A wage adjustment as it counts towards what is paid: a deduction subtracts, a subsidy or bonus adds. */
export const signedAdjustment = (kind: SQL, amount: SQL): SQL =>
  sql`case when ${kind} = 'deduction' then -${amount} else ${amount} end`;
