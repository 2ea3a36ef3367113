import { describe, expect, it } from 'vitest';
import {
  addDays,
  addWallMinutes,
  compareDays,
  dateOfDay,
  dayNumber,
  daysBetween,
  isCalendarDay,
  utcDateOf,
  utcDayNumber,
  weekdayOf,
} from './calendar-days';

describe('calendar days', () => {
  it('numbers days from 1970-01-01 and reads an ISO moment as the day it is written in', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(dayNumber('2030-06-01T23:59:00-10:00')).toBe(dayNumber('2030-06-01'));
    expect(dateOfDay(dayNumber('2024-02-29'))).toBe('2024-02-29');
  });

  it('refuses dates that are no calendar day', () => {
    for (const date of ['2021-02-29', '2021-02-30', '2021-13-01', '2021-00-10', '2021-04-31', 'soon', ''])
      expect(dayNumber(date)).toBeNaN();
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-02-29T10:00')).toBe(false);
    expect(() => addDays('2021-02-30', 1)).toThrow(RangeError);
  });

  it('adds days across month, leap-day and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-01-01', -1)).toBe('2029-12-31');
    expect(addDays('2030-03-09', 365)).toBe('2031-03-09');
  });

  it('counts and orders days', () => {
    expect(daysBetween('2030-03-01', '2030-04-05')).toBe(35);
    expect(daysBetween('2030-04-05', '2030-03-01')).toBe(-35);
    expect(compareDays('2030-03-01', '2030-03-02')).toBeLessThan(0);
    expect(compareDays('2030-03-02', '2030-03-02')).toBe(0);
    expect(compareDays('2031-01-01', '2030-12-31')).toBeGreaterThan(0);
  });

  it('names weekdays, before 1970 too', () => {
    expect(weekdayOf('1970-01-01')).toBe('Thu');
    expect(weekdayOf('2030-06-02')).toBe('Sun');
    expect(weekdayOf('2024-02-29')).toBe('Thu');
    expect(weekdayOf('1969-12-28')).toBe('Sun');
  });

  it('reads the UTC day of an instant', () => {
    const late = new Date('2030-06-01T23:59:59.999Z');
    expect(utcDateOf(late)).toBe('2030-06-01');
    expect(utcDayNumber(new Date(late.getTime() + 1))).toBe(dayNumber('2030-06-02'));
    expect(utcDateOf(new Date('1969-12-31T12:00:00Z'))).toBe('1969-12-31');
  });

  it('moves a wall time by minutes across midnight, either way', () => {
    expect(addWallMinutes('2030-06-01T23:00', 90)).toBe('2030-06-02T00:30');
    expect(addWallMinutes('2030-03-01T00:30', -90)).toBe('2030-02-28T23:00');
    expect(addWallMinutes('2030-06-01T19:00', 0)).toBe('2030-06-01T19:00');
  });
});
