import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateIn,
  formatDateTime,
  formatDateTimeIn,
  formatTime,
  formatTimeIn,
  formatTimeWithSeconds,
} from '@/lib/format';
import { useSessionStore } from '@/lib/session-store';

afterEach(() => useSessionStore.setState({ factory: undefined }));

describe('one date and time format, in the factory’s time zone', () => {
  it.each([
    ['2026-03-03T06:05:00Z', 'Asia/Shanghai', '2026-03-03 14:05'],
    ['2026-03-03T16:30:00Z', 'Asia/Shanghai', '2026-03-04 00:30'], // past midnight there: the next day
    ['2026-03-03T16:30:00Z', 'Europe/London', '2026-03-03 16:30'],
    ['2027-11-23T15:59:59Z', 'Asia/Shanghai', '2027-11-23 23:59'],
  ])('%s in %s reads %s', (iso, zone, expected) => {
    expect(formatDateTimeIn(iso, zone)).toBe(expected);
    expect(formatDateIn(iso, zone)).toBe(expected.slice(0, 10));
    expect(formatTimeIn(iso, zone)).toBe(expected.slice(11));
  });

  it('writes a time of day on the 24-hour clock, with its seconds when asked', () => {
    expect(formatTimeIn('2026-03-03T05:07:09Z', 'Asia/Shanghai', true)).toBe('13:07:09');
    expect(formatTimeIn('2026-03-03T16:00:00Z', 'Asia/Shanghai')).toBe('00:00');
  });

  it('reads a moment in the signed-in factory’s zone, whatever the browser’s', () => {
    useSessionStore.setState({
      factory: { factoryId: 1, factoryName: 'North Mill', timeZone: 'America/New_York' },
    });
    expect(formatDateTime('2026-03-03T02:00:00Z')).toBe('2026-03-02 21:00');
    expect(formatDate('2026-03-03T02:00:00Z')).toBe('2026-03-02');
    expect(formatTime('2026-03-03T02:00:00Z')).toBe('21:00');
    expect(formatTimeWithSeconds('2026-03-03T02:00:05Z')).toBe('21:00:05');
  });

  it('uses the installation’s default zone before any factory is signed in to', () => {
    expect(formatDateTime('2026-03-03T16:30:00Z')).toBe('2026-03-04 00:30');
  });
});
