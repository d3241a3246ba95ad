import { DEFAULT_SHIFT, type Shift } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { attendedTime, lessBreaks, minutesPerHour, shiftIntervals } from './worked-time';

const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** 08:00–17:00 with a 12:00–13:00 lunch: 480 minutes. */
const day: Shift = DEFAULT_SHIFT;
const twoBreaks: Shift = {
  start: '07:30',
  end: '18:00',
  breaks: [
    { start: '11:30', end: '12:30' },
    { start: '15:00', end: '15:15' },
  ],
};
const none = { clockIn: null, clockOut: null, minutes: null };
const past = { now: null, shiftWhenScanned: false };

describe('attended time of a day', () => {
  it.each([
    // [case, record, shift, options, minutes, source, open]
    [
      'clocked 08:00–12:00, before lunch',
      { ...none, clockIn: '08:00', clockOut: '12:00' },
      day,
      past,
      240,
      'clock',
      false,
    ],
    [
      'clocked 08:00–17:00, lunch left out',
      { ...none, clockIn: '08:00', clockOut: '17:00' },
      day,
      past,
      480,
      'clock',
      false,
    ],
    [
      'clocked 12:15–13:30, most of it lunch',
      { ...none, clockIn: '12:15', clockOut: '13:30' },
      day,
      past,
      30,
      'clock',
      false,
    ],
    [
      'clocked 07:00–19:00, before and after the shift count',
      { ...none, clockIn: '07:00', clockOut: '19:00' },
      day,
      past,
      660,
      'clock',
      false,
    ],
    [
      'two breaks, 07:30–18:00',
      { ...none, clockIn: '07:30', clockOut: '18:00' },
      twoBreaks,
      past,
      555,
      'clock',
      false,
    ],
    [
      'open today at 10:30',
      { ...none, clockIn: '08:00' },
      day,
      { now: at('10:30'), shiftWhenScanned: false },
      150,
      'clock',
      true,
    ],
    [
      'open today, now over lunch',
      { ...none, clockIn: '08:00' },
      day,
      { now: at('12:40'), shiftWhenScanned: false },
      240,
      'clock',
      true,
    ],
    ['open on a past day: to the shift end', { ...none, clockIn: '08:00' }, day, past, 480, 'clock', true],
    ['open past day, clocked in after the shift', { ...none, clockIn: '18:00' }, day, past, 0, 'clock', true],
    [
      'open today, clock behind the clock-in',
      { ...none, clockIn: '08:00' },
      day,
      { now: at('07:59'), shiftWhenScanned: false },
      0,
      'clock',
      true,
    ],
    [
      'minutes entered win over the clock',
      { clockIn: '08:00', clockOut: '17:00', minutes: 300 },
      day,
      past,
      300,
      'manual',
      false,
    ],
    [
      '0 minutes entered: an absence',
      { ...none, minutes: 0 },
      day,
      { now: null, shiftWhenScanned: true },
      0,
      'manual',
      false,
    ],
    [
      'no record, scanned, keeps no attendance: the shift',
      null,
      day,
      { now: null, shiftWhenScanned: true },
      480,
      'shift',
      false,
    ],
    ['no record, not to count the shift', null, day, past, 0, null, false],
    [
      'today at 10:00, the shift so far',
      null,
      day,
      { now: at('10:00'), shiftWhenScanned: true },
      120,
      'shift',
      false,
    ],
    [
      'today at 10:00, minutes entered so far',
      { ...none, minutes: 480 },
      day,
      { now: at('10:00'), shiftWhenScanned: false },
      120,
      'manual',
      false,
    ],
    [
      'today, closed before now',
      { ...none, clockIn: '08:00', clockOut: '09:00' },
      day,
      { now: at('15:00'), shiftWhenScanned: false },
      60,
      'clock',
      false,
    ],
  ] as const)('%s: %i minutes', (_case, record, shift, options, minutes, source, open) => {
    const attended = attendedTime(record, shift, options);
    expect(attended).toMatchObject({ minutes, source, open });
    expect(attended.intervals.reduce((sum, i) => sum + i.to - i.from, 0)).toBe(minutes);
  });

  it('places entered minutes from the shift start along its working time, then past its end', () => {
    const placed = attendedTime({ ...none, minutes: 300 }, day, past).intervals;
    expect(placed).toEqual([
      { from: at('08:00'), to: at('12:00') },
      { from: at('13:00'), to: at('14:00') },
    ]);
    const long = attendedTime({ ...none, minutes: 600 }, day, past).intervals;
    expect(long.at(-1)).toEqual({ from: at('17:00'), to: at('19:00') });
    // More than the shift and the evening hold: back from the start, then the lunch break; a whole day is
    // every minute of it, counted as entered.
    const night = attendedTime({ ...none, minutes: 1000 }, day, past);
    expect(night.minutes).toBe(1000);
    expect(night.intervals[0]).toEqual({ from: at('06:20'), to: at('08:00') });
    const whole = attendedTime({ ...none, minutes: 1440 }, day, past);
    expect(whole.minutes).toBe(1440);
    expect(whole.intervals).toContainEqual({ from: at('12:00'), to: at('13:00') });
  });

  it('leaves the breaks out of a stretch, and the shift out of nothing', () => {
    expect(lessBreaks({ from: at('11:00'), to: at('16:00') }, twoBreaks)).toEqual([
      { from: at('11:00'), to: at('11:30') },
      { from: at('12:30'), to: at('15:00') },
      { from: at('15:15'), to: at('16:00') },
    ]);
    expect(shiftIntervals({ start: '08:00', end: '12:00', breaks: [] })).toEqual([{ from: 480, to: 720 }]);
  });
});

describe('minutes per hour', () => {
  it('splits stretches at the hours', () => {
    const hours = minutesPerHour([
      { from: at('08:15'), to: at('10:00') },
      { from: at('10:30'), to: at('10:45') },
    ]);
    expect([...hours]).toEqual([
      [8, 45],
      [9, 60],
      [10, 15],
    ]);
  });

  it('answers the worked example: 08:00–12:00 is 60 minutes in each of 4 hours', () => {
    const attended = attendedTime({ ...none, clockIn: '08:00', clockOut: '12:00' }, day, past);
    expect([...minutesPerHour(attended.intervals)]).toEqual([
      [8, 60],
      [9, 60],
      [10, 60],
      [11, 60],
    ]);
  });
});
