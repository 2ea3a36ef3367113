import { describe, expect, it } from 'vitest';
import { clockTime, dayWord, hoursText, money, readyText } from './ordering-text';

describe('the stand-in page words', () => {
  it('writes money and clock times as diners read them', () => {
    expect(money(1699)).toBe('$16.99');
    expect(clockTime('07:05')).toBe('7:05 AM');
    expect(clockTime('12:00')).toBe('12:00 PM');
    expect(clockTime('19:45')).toBe('7:45 PM');
    expect(clockTime('24:00')).toBe('midnight');
    expect(hoursText({ opens: '11:00', closes: '22:00' })).toBe('11:00 AM to 10:00 PM');
  });

  it("counts days on the restaurant's clock", () => {
    // 03:00 UTC on 2 June is still 1 June in Los Angeles.
    const now = new Date('2030-06-02T03:00:00Z');
    expect(dayWord('2030-06-01', 'America/Los_Angeles', now)).toBe('today');
    expect(dayWord('2030-06-02', 'America/Los_Angeles', now)).toBe('tomorrow');
    expect(dayWord('2030-06-02', 'Europe/London', now)).toBe('today');
    expect(dayWord('2030-06-04', 'America/Los_Angeles', now)).toBe('on Tuesday');
  });

  it('says when a pickup is ready and when a delivery arrives', () => {
    const ready = {
      at: '',
      local: '2030-06-01T12:25',
      timeZone: 'America/Los_Angeles',
      zoneName: 'PDT',
      scheduled: false,
    };
    const now = new Date('2030-06-01T19:00:00Z');
    expect(readyText({ mode: 'pickup', ready }, now)).toBe('Ready for pickup today at 12:25 PM PDT');
    expect(readyText({ mode: 'delivery', ready }, now)).toBe('Arriving today at about 12:25 PM PDT');
  });
});
