import { describe, expect, it } from 'vitest';
import {
  bundleNoFontMm,
  formatRate,
  layoutOf,
  plyRange,
  processCards,
  templateOfSetting,
} from '@/features/cutting/utils/ticket-fields';

describe('ticket fields', () => {
  it('reads the factory’s template setting', () => {
    expect(templateOfSetting('compact')).toBe('label60x40');
    expect(templateOfSetting('standard')).toBe('label80x60');
    expect(templateOfSetting(undefined)).toBe('label80x60');
    expect(layoutOf('a4')).toBe('large');
    expect(layoutOf('label60x40')).toBe('small');
  });

  it('writes the ply range, none for a re-cut', () => {
    expect(plyRange({ plyFrom: 1, plyTo: 20 })).toBe('1–20');
    expect(plyRange({ plyFrom: 7, plyTo: 7 })).toBe('7');
    expect(plyRange({ plyFrom: null, plyTo: null })).toBeUndefined();
  });

  it('shrinks a long bundle number to fit beside the QR code', () => {
    expect(bundleNoFontMm(36, 'small')).toBe(11);
    expect(bundleNoFontMm(1234567, 'small')).toBeLessThan(8);
    expect(bundleNoFontMm(1234567, 'small') * 7 * 0.62).toBeLessThanOrEqual(34);
    expect(bundleNoFontMm(10001, 'large')).toBe(13);
    expect(bundleNoFontMm(10001, 'large', 10.5)).toBe(10.5);
  });

  it('prints rates to the cent, a third decimal only when needed', () => {
    expect(formatRate('0.120')).toBe('0.12');
    expect(formatRate('0.125')).toBe('0.125');
    expect(formatRate('12.50')).toBe('12.50');
    expect(formatRate('3')).toBe('3');
  });

  it('spreads processes over follow-on labels', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(processCards(twelve, 'label80x60')).toEqual({ first: twelve, more: [] });
    expect(processCards([...twelve, 13], 'label80x60')).toEqual({ first: twelve, more: [[13]] });
    expect(processCards(twelve, 'label60x40')).toEqual({ first: [], more: [twelve] });
    expect(processCards(twelve, 'a4')).toEqual({ first: twelve, more: [] });
    expect(
      processCards(
        Array.from({ length: 40 }, (_, i) => i),
        'label60x40',
      ).more.map((c) => c.length),
    ).toEqual([16, 16, 8]);
    expect(processCards([], 'label80x60')).toEqual({ first: [], more: [] });
  });
});
