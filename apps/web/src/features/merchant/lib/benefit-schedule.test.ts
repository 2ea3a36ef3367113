import { describe, expect, it } from 'vitest';
import {
  formatBenefitDays,
  formatBenefitHours,
  formatCalendarDate,
  formatClockTime,
  localIsoDate,
  upcomingBlackouts,
} from './benefit-schedule';

describe('when a merchant earns', () => {
  it('names every day, a run of days, a list, one day or none', () => {
    expect(formatBenefitDays(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])).toBe('Every day');
    expect(formatBenefitDays(['Thu', 'Sun', 'Mon', 'Tue', 'Wed'])).toBe('Sunday to Thursday');
    expect(formatBenefitDays(['Mon', 'Tue', 'Thu'])).toBe('Monday, Tuesday and Thursday');
    expect(formatBenefitDays(['Mon', 'Tue'])).toBe('Monday and Tuesday');
    expect(formatBenefitDays(['Wed', 'Wed'])).toBe('Wednesday');
    expect(formatBenefitDays([])).toBe('No days');
  });

  it('shows hours on a 12-hour clock, or all day', () => {
    expect(formatBenefitHours(null)).toBe('All day');
    expect(formatBenefitHours({ from: '11:00', to: '15:00' })).toBe('11:00 AM to 3:00 PM');
    expect(formatClockTime('00:30')).toBe('12:30 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('23:59')).toBe('11:59 PM');
    expect(formatClockTime('late')).toBe('late');
  });

  it('lists blackout dates from today on, sorted and once each', () => {
    const dates = ['2026-12-25', '2026-11-26', '2025-12-25', '2026-12-25', '2027-01-01'];
    expect(upcomingBlackouts(dates, '2026-11-26')).toEqual(['2026-11-26', '2026-12-25', '2027-01-01']);
    expect(upcomingBlackouts(dates, '2027-06-01')).toEqual([]);
  });

  it('writes calendar dates the same in every time zone', () => {
    expect(formatCalendarDate('2026-11-26')).toBe('Thu, Nov 26, 2026');
    expect(formatCalendarDate('2027-01-01')).toBe('Fri, Jan 1, 2027');
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
