import { describe, expect, it } from 'vitest';
import { addWallMinutes } from '@forkpoint/shared/dates/calendar-days';
import {
  decideSpan,
  isDeactivated,
  isInDateWindow,
  isInSpan,
  noShowWindowStart,
  overlapBounds,
  overlapsWithin,
  seatingMinutes,
  slotRefusal,
  slotStartsOf,
  tableFits,
  type BookSettings,
  type SpanSlot,
} from './book-rules';

const settings: BookSettings = {
  minPartySize: 2,
  maxPartySize: 8,
  maxDaysAhead: 30,
  minMinutesAhead: 60,
  seatingMinutes: 90,
  largePartyFrom: 6,
  largeSeatingMinutes: 120,
};
const NOW = new Date('2030-06-03T19:00:00Z');
const TODAY = '2030-06-03';
const at = (iso: string) => new Date(iso);
const slot = (local: string, startsAt: string, open = true, free = true): SpanSlot => ({
  local,
  startsAt: at(startsAt),
  open,
  free,
});

describe('the book rules', () => {
  it('keep reservations at one place two hours apart: 1:59 overlaps, 2:00 does not', () => {
    const first = at('2030-06-04T02:00:00Z');
    expect(overlapsWithin(first, at('2030-06-04T03:59:00Z'))).toBe(true);
    expect(overlapsWithin(first, at('2030-06-04T04:00:00Z'))).toBe(false);
    expect(overlapsWithin(first, at('2030-06-04T00:01:00Z'))).toBe(true);
    expect(overlapsWithin(first, at('2030-06-04T00:00:00Z'))).toBe(false);
    // The query's bounds are the same two hours, both excluded.
    expect(overlapBounds(first)).toEqual({ after: at('2030-06-04T00:00:00Z'), before: at('2030-06-04T04:00:00Z') });
  });

  it('seat a party at a table with enough seats and at most two to spare', () => {
    expect(tableFits(2, 1)).toBe(true);
    expect(tableFits(3, 1)).toBe(true);
    expect(tableFits(4, 1)).toBe(false);
    expect(tableFits(4, 5)).toBe(false);
    expect(tableFits(6, 4)).toBe(true);
  });

  it('keep larger parties longer, in whole 15-minute slots', () => {
    expect(seatingMinutes(settings, 5)).toBe(90);
    expect(seatingMinutes(settings, 6)).toBe(120);
    expect(slotStartsOf(at('2030-06-04T02:00:00Z'), 90).map((d) => d.toISOString().slice(11, 16))).toEqual([
      '02:00',
      '02:15',
      '02:30',
      '02:45',
      '03:00',
      '03:15',
    ]);
  });

  it('deactivate a member at the fourth no-show within a year', () => {
    expect(isDeactivated(3)).toBe(false);
    expect(isDeactivated(4)).toBe(true);
    expect(noShowWindowStart(NOW).toISOString()).toBe('2029-06-03T19:00:00.000Z');
  });

  it('take dates from yesterday to a year ahead', () => {
    expect(isInDateWindow('2030-06-02', TODAY)).toBe(true);
    expect(isInDateWindow('2030-06-01', TODAY)).toBe(false);
    expect(isInDateWindow('2031-06-03', TODAY)).toBe(true);
    expect(isInDateWindow('2031-06-04', TODAY)).toBe(false);
  });

  it('take slots within 90 minutes of the asked time, across midnight too', () => {
    expect(addWallMinutes('2030-06-04T23:30', 45)).toBe('2030-06-05T00:15');
    expect(isInSpan('2030-06-05T01:00', { date: '2030-06-04', time: '23:30' })).toBe(true);
    expect(isInSpan('2030-06-05T01:15', { date: '2030-06-04', time: '23:30' })).toBe(false);
    expect(isInSpan('2030-06-04T17:30', { date: '2030-06-04', time: '19:00' })).toBe(true);
    expect(isInSpan('2030-06-04T17:15', { date: '2030-06-04', time: '19:00' })).toBe(false);
  });

  it('decide availability: party limits, then how far ahead, then too close, then what is free', () => {
    const span = [
      slot('2030-06-03T13:45', '2030-06-03T20:45:00Z'),
      slot('2030-06-03T14:00', '2030-06-03T21:00:00Z'),
      slot('2030-06-03T14:15', '2030-06-03T21:15:00Z', false),
      slot('2030-06-03T14:30', '2030-06-03T21:30:00Z', true, false),
    ];
    expect(decideSpan(settings, { date: TODAY, partySize: 1 }, span, NOW, TODAY).outcome).toBe('party_too_small');
    expect(decideSpan(settings, { date: TODAY, partySize: 9 }, span, NOW, TODAY).outcome).toBe('party_too_large');
    expect(decideSpan(settings, { date: '2030-07-04', partySize: 2 }, span, NOW, TODAY).outcome).toBe('too_far_ahead');
    expect(decideSpan(settings, { date: '2030-07-03', partySize: 2 }, span, NOW, TODAY).outcome).toBe('available');
    // Now 12:00 local (19:00Z) and 60 minutes ahead: 13:00 local (20:00Z) is the earliest start.
    const decided = decideSpan(settings, { date: TODAY, partySize: 2 }, span, NOW, TODAY);
    expect(decided.slots.map((s) => s.local)).toEqual(['2030-06-03T13:45', '2030-06-03T14:00']);
    const early = [slot('2030-06-03T12:45', '2030-06-03T19:45:00Z')];
    expect(decideSpan(settings, { date: TODAY, partySize: 2 }, early, NOW, TODAY).outcome).toBe('too_close');
    const closed = [slot('2030-06-03T14:15', '2030-06-03T21:15:00Z', false)];
    expect(decideSpan(settings, { date: TODAY, partySize: 2 }, closed, NOW, TODAY).outcome).toBe('none_available');
  });

  it('refuse a slot for the same reasons availability would not offer it', () => {
    const ok = { local: '2030-06-03T13:00', startsAt: at('2030-06-03T20:00:00Z'), open: true };
    expect(slotRefusal(settings, ok, 2, NOW, TODAY)).toBeNull();
    expect(slotRefusal(settings, { ...ok, startsAt: at('2030-06-03T19:59:00Z') }, 2, NOW, TODAY)).toBe('too_close');
    expect(slotRefusal(settings, { ...ok, open: false }, 2, NOW, TODAY)).toBe('none_available');
    expect(slotRefusal(settings, { ...ok, local: '2030-07-04T13:00' }, 2, NOW, TODAY)).toBe('too_far_ahead');
    expect(slotRefusal(settings, ok, 9, NOW, TODAY)).toBe('party_too_large');
  });
});
