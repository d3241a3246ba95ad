import {
  type AdjustmentKind,
  MAX_ADJUSTMENT_AMOUNT,
  type WageAdjustment,
  type WageAdjustmentInput,
} from '@gbo/contracts';
import { toCents } from '@/features/wages/utils/money';

/** What the adjustment form holds (the month as `YYYY-MM`; the dialog converts its picker's value). */
export interface AdjustmentFormValues {
  month: string;
  kind: AdjustmentKind;
  /** As typed: money is text, never a float. */
  amount: string;
  note?: string;
}

/** The longest note, as the API takes it. */
export const MAX_NOTE_LENGTH = 200;

/** Why an amount is refused: the keys of `adjustments.form.amount*`; undefined when it is fine. */
export type AmountProblem = 'required' | 'format' | 'positive' | 'tooLarge';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** The API's rule (a positive amount, at most 2 decimals, at most 999,999.99), checked as the clerk types. */
export function amountProblem(text: string | undefined): AmountProblem | undefined {
  const value = text?.trim() ?? '';
  if (value === '') return 'required';
  if (!AMOUNT.test(value)) return 'format';
  const cents = toCents(value);
  if (cents <= 0) return 'positive';
  if (cents > Math.round(MAX_ADJUSTMENT_AMOUNT * 100)) return 'tooLarge';
  return undefined;
}

/** The request's body for a worker: the amount as text, trimmed, a blank note as none. */
export function toAdjustmentInput(workerId: number, values: AdjustmentFormValues): WageAdjustmentInput {
  return {
    workerId,
    month: values.month,
    kind: values.kind,
    amount: values.amount.trim(),
    note: values.note?.trim() || null,
  };
}

/** The form filled from an adjustment being edited. */
export const toAdjustmentFormValues = (
  adjustment: Pick<WageAdjustment, 'month' | 'kind' | 'amount' | 'note'>,
): AdjustmentFormValues => ({
  month: adjustment.month.slice(0, 7),
  kind: adjustment.kind,
  amount: adjustment.amount,
  note: adjustment.note ?? '',
});

/** An adjustment's effect on the total in cents: a deduction subtracts. */
export const signedCents = (kind: AdjustmentKind, amount: string) =>
  kind === 'deduction' ? -toCents(amount) : toCents(amount);
