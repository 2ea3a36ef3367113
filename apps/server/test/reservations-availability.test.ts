import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVATION_FIELD_MESSAGES, RESERVATION_MESSAGES } from '@forkpoint/shared';
import { addDays } from '@forkpoint/shared/dates/calendar-days';
import { fieldMessages, type IdentityContext } from './identity-helper';
import { START, TODAY, addRestaurant, availability, buildReservationApp, minutes } from './reservations-helper';

/**
 * GET /api/Reservations/Availability: public, every outcome at its boundary, and bad input as a 400 (or 404)
 * naming the field. The clock is Monday 3 June 2030, 12:00 in Los Angeles, the test restaurants' time zone.
 */
let ctx: IdentityContext;

beforeAll(async () => {
  ctx = await buildReservationApp();
});
afterAll(async () => ctx?.close());

const times = (body: { slots: { time: string }[] }) => body.slots.map((slot) => slot.time);

describe('availability', () => {
  it('offers the free slots 90 minutes either side of the asked time, 15 minutes apart, to visitors', async () => {
    const { merchantId } = await addRestaurant(ctx);
    const { response, body } = await availability(ctx, { merchantId, date: '2030-06-04', time: '19:00' });
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({
      outcome: 'available',
      message: '',
      cardRequired: false,
      timeZone: 'America/Los_Angeles',
    });
    expect(times(body)).toEqual([
      '17:30',
      '17:45',
      '18:00',
      '18:15',
      '18:30',
      '18:45',
      '19:00',
      '19:15',
      '19:30',
      '19:45',
      '20:00',
      '20:15',
      '20:30',
    ]);
    expect(body.slots[0]).toEqual({ time: '17:30', slot: '2030-06-04T17:30' });
    expect(body.limits).toEqual({ minPartySize: 1, maxPartySize: 8, maxDaysAhead: 60, minMinutesAhead: 30 });
  });

  it("offers only the restaurant's seating hours, first and last seating included", async () => {
    const { merchantId } = await addRestaurant(ctx, { hours: [{ weekdays: [2], first: '17:00', last: '21:00' }] });
    const late = await availability(ctx, { merchantId, date: '2030-06-04', time: '20:30' });
    expect(times(late.body)).toEqual(['19:00', '19:15', '19:30', '19:45', '20:00', '20:15', '20:30', '20:45', '21:00']);
    const early = await availability(ctx, { merchantId, date: '2030-06-04', time: '17:15' });
    expect(times(early.body)[0]).toBe('17:00');
    // Tuesdays only: Wednesday is closed.
    const closed = await availability(ctx, { merchantId, date: '2030-06-05', time: '19:00' });
    expect(closed.body).toMatchObject({ outcome: 'none_available', slots: [] });
    expect(closed.body.message).toBe(RESERVATION_MESSAGES.noneAvailable);
  });

  it('answers the party limits at their edges', async () => {
    const { merchantId } = await addRestaurant(ctx, { minPartySize: 2, maxPartySize: 6 });
    const ask = (partySize: number) => availability(ctx, { merchantId, date: '2030-06-04', partySize });
    expect((await ask(1)).body).toMatchObject({
      outcome: 'party_too_small',
      slots: [],
      message: 'This restaurant takes reservations for parties of 2 or more.',
    });
    expect((await ask(2)).body.outcome).toBe('available');
    expect((await ask(6)).body.outcome).toBe('available');
    const large = (await ask(7)).body;
    expect(large.outcome).toBe('party_too_large');
    expect(large.message).toContain('parties of up to 6');
  });

  it('seats a party only at a table with enough seats and at most two to spare', async () => {
    const { merchantId } = await addRestaurant(ctx, { tables: [6] });
    const ask = async (partySize: number) =>
      (await availability(ctx, { merchantId, date: '2030-06-04', partySize })).body;
    expect((await ask(4)).outcome).toBe('available');
    expect((await ask(6)).outcome).toBe('available');
    expect((await ask(3)).outcome).toBe('none_available');
    expect((await ask(7)).outcome).toBe('none_available');
  });

  it('answers too far ahead past the days the restaurant books, inside the request window', async () => {
    const { merchantId } = await addRestaurant(ctx, { maxDaysAhead: 30 });
    expect((await availability(ctx, { merchantId, date: addDays(TODAY, 30) })).body.outcome).toBe('available');
    const far = (await availability(ctx, { merchantId, date: addDays(TODAY, 31) })).body;
    expect(far).toMatchObject({ outcome: 'too_far_ahead', slots: [] });
    expect(far.message).toContain('up to 30 days ahead');
  });

  it('answers too close when not one slot of the span is far enough from now', async () => {
    // Now 12:00; the restaurant books 60 minutes ahead, so 13:00 is the earliest start.
    const { merchantId } = await addRestaurant(ctx, { minMinutesAhead: 60 });
    const lastChance = (await availability(ctx, { merchantId, date: TODAY, time: '11:30' })).body;
    expect(lastChance.outcome).toBe('available');
    expect(times(lastChance)).toEqual(['13:00']);
    const tooClose = (await availability(ctx, { merchantId, date: TODAY, time: '11:15' })).body;
    expect(tooClose).toMatchObject({ outcome: 'too_close', slots: [] });
    expect(tooClose.message).toContain('at least 60 minutes ahead');
    // Yesterday is inside the request window, and too close.
    expect((await availability(ctx, { merchantId, date: addDays(TODAY, -1) })).body.outcome).toBe('too_close');
    // Half an hour later the 13:00 slot is gone as well.
    ctx.clock.advance(minutes(30));
    try {
      expect((await availability(ctx, { merchantId, date: TODAY, time: '11:30' })).body.outcome).toBe('too_close');
    } finally {
      ctx.clock.advance(-minutes(30));
    }
  });

  it('reads the date window on the restaurant calendar, not the server clock', async () => {
    const { merchantId } = await addRestaurant(ctx);
    // 22:00 on Monday in Los Angeles is already Tuesday 05:00 UTC: "today" is still Monday there.
    ctx.clock.advance(minutes(10 * 60));
    try {
      expect((await availability(ctx, { merchantId, date: '2030-06-02' })).response.statusCode).toBe(200);
      expect((await availability(ctx, { merchantId, date: '2030-06-01' })).response.statusCode).toBe(400);
    } finally {
      ctx.clock.advance(-minutes(10 * 60));
    }
    expect(ctx.clock.now()).toEqual(START);
  });
});

describe('availability refuses bad input, naming the field', () => {
  let merchantId: string;
  beforeAll(async () => {
    ({ merchantId } = await addRestaurant(ctx));
  });

  it.each([
    ['two days back', { date: addDays(TODAY, -2) }, 'date'],
    ['a year and a day ahead', { date: addDays(TODAY, 366) }, 'date'],
    ['a date that does not exist', { date: '2030-02-30' }, 'date'],
    ['a date in words', { date: 'tomorrow' }, 'date'],
    ['a party of 0', { partySize: 0 }, 'partySize'],
    ['a party of 1,000', { partySize: 1000 }, 'partySize'],
    ['a party in words', { partySize: 'two' }, 'partySize'],
    ['a time off the 15-minute grid', { time: '19:10' }, 'time'],
    ['a time past midnight', { time: '24:00' }, 'time'],
  ])('%s', async (_name, query, field) => {
    const { response } = await availability(ctx, { merchantId, ...query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(fieldMessages(response)[field]).toBe(RESERVATION_FIELD_MESSAGES[field as 'date']);
  });

  it('takes a year ahead to the day and yesterday', async () => {
    expect((await availability(ctx, { merchantId, date: addDays(TODAY, 365) })).response.statusCode).toBe(200);
    expect((await availability(ctx, { merchantId, date: addDays(TODAY, -1) })).response.statusCode).toBe(200);
  });

  it('names the restaurant by its number as well as its public id', async () => {
    const restaurant = await addRestaurant(ctx);
    const { response, body } = await availability(ctx, { merchantId: String(restaurant.number) });
    expect(response.statusCode).toBe(200);
    expect(body.outcome).toBe('available');
  });

  it('answers 404 for an unknown restaurant and for one the program does not carry', async () => {
    const unknown = await availability(ctx, { merchantId: 'NOPE-1' });
    expect(unknown.response.statusCode).toBe(404);
    expect(fieldMessages(unknown.response).merchantId).toBe(RESERVATION_MESSAGES.notFound);
    const { merchantId: aeroviaOnly } = await addRestaurant(ctx, { partners: ['aerovia'] });
    expect((await availability(ctx, { merchantId: aeroviaOnly }, 'cirrella.localhost')).response.statusCode).toBe(404);
    expect((await availability(ctx, { merchantId: aeroviaOnly }, 'aerovia.localhost')).response.statusCode).toBe(200);
  });

  it('answers 400 on merchantId for a restaurant without reservations, or a program without them', async () => {
    const unlisted = await addRestaurant(ctx, { listed: false });
    const noBook = await addRestaurant(ctx, { book: false });
    const offProgram = await addRestaurant(ctx, { partners: ['aerovia', 'greyfen'] });
    for (const [id, host] of [
      [unlisted.merchantId, 'aerovia.localhost'],
      [noBook.merchantId, 'aerovia.localhost'],
      [offProgram.merchantId, 'greyfen.localhost'],
    ] as const) {
      const { response } = await availability(ctx, { merchantId: id }, host);
      expect(response.statusCode).toBe(400);
      expect(fieldMessages(response).merchantId).toBe(RESERVATION_MESSAGES.notTaking);
    }
  });
});
