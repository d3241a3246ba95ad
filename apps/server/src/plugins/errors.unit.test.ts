import { describe, expect, it } from 'vitest';
import { validationMessage } from './errors';

describe('validationMessage', () => {
  it.each([
    [
      [{ instancePath: '/mobile', keyword: 'custom', message: 'please enter a correct mobile number' }],
      'body',
      'mobile: please enter a correct mobile number',
    ],
    [
      [
        {
          instancePath: '/mobile',
          keyword: 'invalid_type',
          message: 'Invalid input: expected string, received undefined',
        },
      ],
      'body',
      'mobile is required',
    ],
    [
      [{ instancePath: '/password', keyword: 'too_small', message: 'password is required' }],
      'body',
      'password is required',
    ],
    [
      [{ instancePath: '/lines/0/qty', keyword: 'too_small', message: 'must be at least 1' }],
      'body',
      'lines[0].qty: must be at least 1',
    ],
    [
      [
        {
          instancePath: '/',
          keyword: 'invalid_type',
          message: 'Invalid input: expected object, received undefined',
        },
      ],
      'body',
      'request body is required',
    ],
    [
      [{ instancePath: '/page', keyword: 'too_small', message: 'must be ≥ 0' }],
      'querystring',
      'page: must be ≥ 0',
    ],
    [[], 'body', 'Invalid request'],
  ])('%j → %s', (issues, context, expected) => {
    expect(validationMessage(issues, context)).toBe(expected);
  });
});
