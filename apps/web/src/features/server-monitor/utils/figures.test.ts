import { describe, expect, it } from 'vitest';
import { durationParts, formatBytes, formatMs, formatPct, formatRatio } from './figures';

describe('the monitor’s figures as shown', () => {
  it.each([
    [null, '–'],
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1.50 KB'],
    [15 * 1024 * 1024, '15.0 MB'],
    [250 * 1024 ** 3, '250 GB'],
  ])('bytes %s → %s', (bytes, shown) => expect(formatBytes(bytes)).toBe(shown));

  it.each([
    [null, '–'],
    [0.42, '0.42 ms'],
    [12.4, '12 ms'],
    [1234, '1.2 s'],
    [65_000, '65 s'],
  ])('milliseconds %s → %s', (ms, shown) => expect(formatMs(ms)).toBe(shown));

  it('shows shares and percentages', () => {
    expect(formatRatio(0.99341)).toBe('99.3 %');
    expect(formatRatio(null)).toBe('–');
    expect(formatPct(12.345)).toBe('12.3 %');
    expect(formatPct(178.6)).toBe('179 %');
  });

  it.each([
    [5, { key: 'seconds', seconds: 5 }],
    [125, { key: 'minutes', minutes: 2 }],
    [3 * 3600 + 7 * 60, { key: 'hours', hours: 3, minutes: 7 }],
    [2 * 86_400 + 5 * 3600 + 59, { key: 'days', days: 2, hours: 5 }],
  ])('uptime %s s → %j', (seconds, parts) => expect(durationParts(seconds)).toEqual(parts));
});
