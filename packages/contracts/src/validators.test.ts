import { describe, expect, it } from 'vitest';
import { APP_VERSION } from './constants';
import {
  compareVersions,
  isExternalLink,
  isValidIp,
  isValidMobile,
  isValidPhone,
  minAppVersionProblem,
} from './validators';

describe('isValidMobile (docs/specification.md §5)', () => {
  it.each([
    ['13012345678', true], // 3x
    ['13912345678', true],
    ['18012345678', true], // 8x
    ['18912345678', true],
    ['14012345678', true], // 4 then 0, 1 or 4-9
    ['14112345678', true],
    ['14412345678', true],
    ['14912345678', true],
    ['14212345678', false],
    ['14312345678', false],
    ['15012345678', true], // 5 then not 4
    ['15912345678', true],
    ['15412345678', false],
    ['19312345678', true], // 9 then not 4
    ['19412345678', false],
    ['16212345678', true], // 6 then 2, 5, 6 or 7
    ['16512345678', true],
    ['16612345678', true],
    ['16712345678', true],
    ['16012345678', false],
    ['16812345678', false],
    ['17012345678', true], // 7 then 0-8
    ['17812345678', true],
    ['17912345678', false],
    ['12012345678', false], // 2 is never valid
    ['11012345678', false],
    ['10012345678', false],
    ['23012345678', false], // must start with 1
    ['1301234567', false], // 10 digits
    ['130123456789', false], // 12 digits
    ['1301234567a', false],
    [' 13012345678', false],
    ['', false],
  ])('%s → %s', (mobile, expected) => {
    expect(isValidMobile(mobile)).toBe(expected);
  });
});

describe('isValidIp (docs/specification.md §5)', () => {
  it.each([
    ['', true],
    [null, true],
    ['0.0.0.0', true],
    ['192.168.1.1', true],
    ['255.255.255.255', true],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['01.2.3.4', false],
    ['1.2.3.4.5', false],
    ['a.b.c.d', false],
  ])('%s → %s', (ip, expected) => {
    expect(isValidIp(ip)).toBe(expected);
  });
});

describe('isExternalLink (docs/specification.md §5)', () => {
  it.each([
    ['http://example.com', true],
    ['https://example.com', true],
    ['mailto:a@b.c', true],
    ['tel:123', true],
    ['/dashboard', false],
    ['ftp://x', false],
    ['www.example.com', false],
  ])('%s → %s', (path, expected) => {
    expect(isExternalLink(path)).toBe(expected);
  });
});

describe('compareVersions', () => {
  it.each([
    ['6.0.0', '6.0.0', 0],
    ['5.9.9', '6.0.0', -1],
    ['6.10.0', '6.9.1', 1],
    ['6', '6.0.0', 0],
    ['6.0.1', '6.0', 1],
  ])('%s vs %s → %d', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});

describe('a factory’s minimum app version', () => {
  it.each([
    ['6', undefined],
    ['5.9.9', undefined],
    [APP_VERSION, undefined],
    ['6.0.1', 'tooHigh'],
    ['7', 'tooHigh'],
    ['6.x', 'format'],
    ['v6', 'format'],
    ['6.0.0.1', 'format'],
    ['', 'format'],
  ] as const)('%s → %s', (version, problem) => {
    expect(minAppVersionProblem(version)).toBe(problem);
  });
});

describe('isValidPhone: telephone fields (customers, shipment orders)', () => {
  it.each([
    ['0574-87261588', true],
    ['0574 8726 1588', true],
    ['(0574) 8726-1588', true],
    ['+86 574 8726 1588', true],
    ['+86-13857400000', true],
    ['13857400000', true],
    ['0574-87261588 ext. 12', true],
    ['0574-87261588 EXT 12', true],
    ['0574-87261588x12', true],
    ['0574-87261588 x 12', true],
    ['0574-87261588#12', true],
    ['0574-87261588转12', true],
    ['110', true],
    ['abc', false],
    ['', false],
    ['12', false], // fewer than 3 digits
    ['(-)', false],
    ['+', false],
    ['0574+87261588', false], // + only in front
    ['86++574', false],
    ['0574-8726 abc', false],
    ['0574.87261588', false],
    ['tel: 0574 8726', false],
    ['0574-87261588 ext.', false], // an extension needs its number
    ['ext. 12', false],
    ['x12', false],
    ['0574\n8726', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidPhone(value)).toBe(valid);
  });
});
