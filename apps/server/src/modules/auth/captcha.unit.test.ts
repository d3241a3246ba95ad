import { describe, expect, it } from 'vitest';
import { CAPTCHA_CHARACTERS, CAPTCHA_LENGTH, drawCaptcha, normaliseAnswer } from './captcha';

describe('drawCaptcha', () => {
  it('asks for five unambiguous characters, so a blind guess passes far under 1% of the time', () => {
    const answers = Array.from({ length: 500 }, () => drawCaptcha().answer);
    for (const answer of answers) {
      expect(answer).toHaveLength(CAPTCHA_LENGTH);
      expect([...answer].every((c) => CAPTCHA_CHARACTERS.includes(c))).toBe(true);
    }
    // The likeliest answer of the old one-digit sums came up in 12% of draws; here none repeats at all.
    const counts = new Map<string, number>();
    for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    expect(CAPTCHA_CHARACTERS.length ** CAPTCHA_LENGTH).toBeGreaterThan(10_000_000);
  });

  it('draws the fixed answer of tests and demos as it is', () => {
    const { answer, dataUri } = drawCaptcha('8');
    expect(answer).toBe('8');
    expect(dataUri).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('compares answers without case or surrounding spaces', () => {
    expect(normaliseAnswer(' AbC2x ')).toBe('abc2x');
  });
});
