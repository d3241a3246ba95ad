import { describe, expect, it } from 'vitest';
import { fieldErrorOf } from '@/lib/api-error';

const FIELDS = ['styleNo', 'name', 'processes', 'customerId'];

describe('the field a server message names', () => {
  it.each([
    [
      'styleNo: PL2408 is already the number of another style',
      ['styleNo'],
      'PL2408 is already the number of another style',
    ],
    ['styleNo is required', ['styleNo'], 'styleNo is required'],
    ['processes[2].rate: must be an amount', ['processes', 2, 'rate'], 'must be an amount'],
    [
      'processes[0].sizeRates.3XL: 3XL is not a size of the style',
      ['processes', 0, 'sizeRates', '3XL'],
      '3XL is not a size of the style',
    ],
    ['customerId: customer 9 does not exist', ['customerId'], 'customer 9 does not exist'],
  ])('%j', (message, path, shown) => {
    expect(fieldErrorOf(message, FIELDS)).toEqual({ path, message: shown });
  });

  it.each([
    'PL2408 has cut orders: delete them before the style',
    'Style 9 does not exist',
    'request body: must be an object',
    '',
    undefined,
  ])('names no field of the form in %j', (message) => {
    expect(fieldErrorOf(message, FIELDS)).toBeUndefined();
  });
});
