import { adjustmentAmountSchema } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  signedCents,
  toAdjustmentFormValues,
  toAdjustmentInput,
} from '@/features/wages/utils/adjustment-form';

describe('the adjustment amount', () => {
  it.each([
    ['50', undefined],
    [' 12.50 ', undefined],
    ['0.01', undefined],
    ['999999.99', undefined],
    ['', 'required'],
    ['   ', 'required'],
    [undefined, 'required'],
    ['0', 'positive'],
    ['0.00', 'positive'],
    ['12.345', 'format'],
    ['-5', 'format'],
    ['1e3', 'format'],
    ['12,50', 'format'],
    ['¥50', 'format'],
    ['.5', 'format'],
    ['1000000', 'tooLarge'],
    ['999999.999', 'format'],
  ])('%j: %s', (text, problem) => {
    expect(amountProblem(text)).toBe(problem);
  });

  it.each(['50', '12.50', '0.01', '999999.99', '0', '12.345', '-5', '1000000', '.5', '1e3'])(
    'agrees with the API on %j',
    (text) => {
      expect(amountProblem(text) === undefined).toBe(adjustmentAmountSchema.safeParse(text).success);
    },
  );
});

describe('the adjustment request', () => {
  it('sends the amount as text, trimmed, a blank note as none', () => {
    expect(toAdjustmentInput(7, { month: '2026-11', kind: 'bonus', amount: ' 88.80 ', note: '  ' })).toEqual({
      workerId: 7,
      month: '2026-11',
      kind: 'bonus',
      amount: '88.80',
      note: null,
    });
    expect(
      toAdjustmentInput(7, { month: '2026-11', kind: 'deduction', amount: '5', note: ' late ' }).note,
    ).toBe('late');
  });

  it('fills the form from an adjustment', () => {
    expect(
      toAdjustmentFormValues({ month: '2026-11-01', kind: 'subsidy', amount: '30.00', note: null }),
    ).toEqual({ month: '2026-11', kind: 'subsidy', amount: '30.00', note: '' });
  });

  it('subtracts a deduction', () => {
    expect(signedCents('deduction', '5.50')).toBe(-550);
    expect(signedCents('bonus', '5.50')).toBe(550);
  });
});
