import { describe, expect, it } from 'vitest';
import { RESERVATION_EVENTS, RESERVATION_MESSAGES } from '@forkpoint/shared/contracts/reservation-constants';
import { ANALYTICS_EVENTS } from '@forkpoint/shared/contracts/impressions';
import { ApiRequestError } from '@/lib/api-client';
import {
  dateWindow,
  dayWords,
  durationWords,
  isGridTime,
  isInWindow,
  restaurantNow,
  TIME_OPTIONS,
  timeWords,
} from './reservation-dates';
import { reservationEventName } from './reservation-event-name';
import { refusalOf } from './reservation-refusals';
import { refusalWords, type OutcomeContext } from './reservation-words';

const context: OutcomeContext = {
  restaurant: 'Luna Trattoria',
  date: '2026-11-20',
  time: '19:00',
  partySize: 2,
  limits: { minPartySize: 2, maxPartySize: 8, maxDaysAhead: 60, minMinutesAhead: 0 },
  now: new Date(2026, 10, 20, 12, 0),
};

describe('the widget calendar', () => {
  it('runs from one day back to one year ahead, across a month and a leap day', () => {
    expect(dateWindow(new Date(2027, 2, 1, 9))).toEqual({ min: '2027-02-28', max: '2028-02-29', today: '2027-03-01' });
    const window = dateWindow(new Date(2026, 10, 20));
    expect(isInWindow('2026-11-19', window)).toBe(true);
    expect(isInWindow('2026-11-18', window)).toBe(false);
    expect(isInWindow('2027-11-20', window)).toBe(true);
    expect(isInWindow('2027-11-21', window)).toBe(false);
    expect(isInWindow('20261120', window)).toBe(false);
  });

  it('offers the 96 quarter hours of a day and reads them as a clock does', () => {
    expect(TIME_OPTIONS).toHaveLength(96);
    expect([TIME_OPTIONS[0], TIME_OPTIONS[1], TIME_OPTIONS.at(-1)]).toEqual(['00:00', '00:15', '23:45']);
    expect(isGridTime('19:15')).toBe(true);
    expect(isGridTime('19:10')).toBe(false);
    expect(['00:00', '09:05', '12:30', '19:00'].map(timeWords)).toEqual(['12:00 AM', '9:05 AM', '12:30 PM', '7:00 PM']);
  });

  it('says dates and durations in words', () => {
    expect(dayWords('2026-11-20')).toBe('Friday, November 20, 2026');
    expect(dayWords('soon')).toBe('soon');
    expect([30, 60, 90, 120].map(durationWords)).toEqual(['30 minutes', '1 hour', '1 hour 30 minutes', '2 hours']);
  });
});

describe('the outcome words', () => {
  it("use the spec's three messages word for word", () => {
    expect(refusalWords('unable', context).summary).toBe("We're unable to complete your reservation. Please try again");
    expect(refusalWords('overlap', context).summary).toBe(
      'You already have a reservation at this location within two hours. Please try a different time',
    );
    expect(refusalWords('deactivated', context).summary).toBe(
      'Your account has been deactivated with the booking provider',
    );
    expect(RESERVATION_MESSAGES.unable).toBe(refusalWords('unable', context).summary);
  });

  it('say what to do next for the rest: call, link a card, try again, a later time', () => {
    expect(refusalWords('party_too_large', context)).toMatchObject({
      next: 'For a party of 2, call the restaurant.',
      action: 'call',
    });
    expect(refusalWords('card_required', context).action).toBe('linkCard');
    expect(refusalWords('failed_dependency', context)).toMatchObject({
      next: 'Please try again in a few minutes.',
      action: 'retry',
    });
    // A time still ahead is never "passed": the restaurant is not taking it, and the words say so.
    expect(refusalWords('too_close', context)).toMatchObject({
      summary: 'That time is too soon to book: Luna Trattoria is no longer taking reservations for it.',
      next: 'Choose a later time or another day.',
    });
    const thirtyAhead = { ...context, limits: { ...context.limits!, minMinutesAhead: 30 } };
    expect(refusalWords('too_close', thirtyAhead).summary).toBe(
      'That time is too soon to book: Luna Trattoria takes reservations at least 30 minutes ahead.',
    );
    // Yesterday (inside the window) has passed, whatever the restaurant's notice.
    expect(refusalWords('too_close', { ...thirtyAhead, date: '2026-11-19' }).summary).toBe(
      'That time has already passed.',
    );
  });

  it("judge a time on the restaurant's clock, not the phone's (issue 30, defect 9f)", () => {
    // 18:00 UTC: 12:00 in Chicago, already 03:00 the next day in Tokyo.
    const now = new Date(Date.UTC(2026, 10, 20, 18, 0));
    const twoHoursAhead = {
      ...context,
      date: '2026-11-20',
      time: '14:00',
      now,
      limits: { ...context.limits!, minMinutesAhead: 180 },
    };
    expect(refusalWords('too_close', { ...twoHoursAhead, timeZone: 'America/Chicago' }).summary).toBe(
      'That time is too soon to book: Luna Trattoria takes reservations at least 3 hours ahead.',
    );
    // Two hours back on the restaurant's clock has passed.
    expect(refusalWords('too_close', { ...twoHoursAhead, time: '10:00', timeZone: 'America/Chicago' }).summary).toBe(
      'That time has already passed.',
    );
    expect(restaurantNow(now, 'America/Chicago')).toBe('2026-11-20T12:00');
    expect(restaurantNow(now, 'Asia/Tokyo')).toBe('2026-11-21T03:00');
    expect(restaurantNow(new Date(2026, 10, 20, 9, 5), 'Not/AZone')).toBe('2026-11-20T09:05');
  });
});

describe('a refusal read from an error', () => {
  const error = (status: number, data: unknown) =>
    new ApiRequestError(status, 'x', { statusCode: status, code: 'X', error: 'x', message: 'm' }, data);

  it('takes the body reason, else what the status or code says, else "unable"', () => {
    expect(refusalOf(error(409, { reason: 'overlap' }))).toBe('overlap');
    expect(refusalOf(error(409, { reason: 'something new' }))).toBe('unable');
    expect(refusalOf(error(424, {}))).toBe('failed_dependency');
    expect(
      refusalOf(
        new ApiRequestError(403, 'x', {
          statusCode: 403,
          code: 'BOOKING_ACCOUNT_DEACTIVATED',
          error: 'Forbidden',
          message: 'm',
        }),
      ),
    ).toBe('deactivated');
    expect(refusalOf(new TypeError('Failed to fetch'))).toBe('unable');
  });
});

describe('the event names', () => {
  it('add the card-required suffix where a card is required, and every name is one the server takes', () => {
    expect(reservationEventName('reservation_user_submit', false)).toBe('reservation_user_submit');
    expect(reservationEventName('reservation_user_submit', true)).toBe('reservation_user_submit_card_required');
    const sent = RESERVATION_EVENTS.flatMap((event) => [true, false].map((card) => reservationEventName(event, card)));
    expect([...sent].sort()).toEqual([...ANALYTICS_EVENTS].sort());
  });
});
