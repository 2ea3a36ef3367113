import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVATION_FIELD_MESSAGES, RESERVATION_MESSAGES, RESERVATION_PATHS } from '@forkpoint/shared';
import { addDays } from '@forkpoint/shared/dates/calendar-days';
import type { CardGuarantee } from '../src/modules/reservations/card-guarantee';
import { LocalReservationProvider } from '../src/stand-ins/local-reservations/local-provider';
import { CLOSED_ACCOUNT_MESSAGE } from '../src/modules/reservations/routes';
import { Browser, fieldMessages, type IdentityContext } from './identity-helper';
import { linkTestCard, testCardNumber } from './rewards-helper';
import {
  TODAY,
  addRestaurant,
  availability,
  book,
  booked,
  bookingFor,
  buildReservationApp,
  hold,
  memberOf,
  minutes,
  postOutcome,
  reservationsOf,
} from './reservations-helper';

/**
 * POST /api/Reservations: a booking, and each way it is refused with its own answer and nothing booked. The
 * clock is Monday 3 June 2030, 12:00 in Los Angeles. A second app has a card provider and a booking provider
 * that fail on demand.
 */
let ctx: IdentityContext;
let member: Browser;

beforeAll(async () => {
  ctx = await buildReservationApp();
  member = await memberOf(ctx);
});
afterAll(async () => ctx?.close());

const TUESDAY = '2030-06-04';

describe('booking', () => {
  it('books a slot and answers the reservation', async () => {
    const restaurant = await addRestaurant(ctx);
    const response = await book(member, bookingFor(restaurant.merchantId, `${TUESDAY}T19:15`, 3));
    expect(response.statusCode).toBe(201);
    const reservation = response.json();
    expect(reservation).toMatchObject({
      merchantId: restaurant.merchantId,
      merchantNumber: restaurant.number,
      merchantCity: 'Ely',
      date: TUESDAY,
      time: '19:15',
      startsAt: `${TUESDAY}T19:15:00-07:00`,
      timeZone: 'America/Los_Angeles',
      partySize: 3,
      status: 'booked',
      cancellable: true,
      // aerovia pays 50 miles for a completed reservation.
      bonusAmount: 50,
    });
    expect(reservation.confirmationNumber).toMatch(/^FP-[2-9A-HJ-NP-Z]{8}$/);
    expect((await reservationsOf(member)).upcoming.map((r) => r.id)).toContain(reservation.id);
  });

  it('asks a visitor to sign in, and a caller without the CSRF token is refused', async () => {
    const restaurant = await addRestaurant(ctx);
    const visitor = await Browser.open(ctx.app, 'aerovia.localhost');
    expect((await book(visitor, bookingFor(restaurant.merchantId, `${TUESDAY}T19:00`))).statusCode).toBe(401);
    const noToken = await member.request(
      'POST',
      RESERVATION_PATHS.book,
      bookingFor(restaurant.merchantId, `${TUESDAY}T19:00`),
      {
        'x-xsrf-token': 'forged',
      },
    );
    expect(noToken.statusCode).toBe(403);
    expect(await bookedAt(restaurant.number)).toBe(0);
  });

  it.each([
    ['party_too_small', { minPartySize: 2 }, `${TUESDAY}T19:00`, 1, 'parties of 2 or more'],
    ['party_too_large', { maxPartySize: 4 }, `${TUESDAY}T19:00`, 5, 'parties of up to 4'],
    ['too_far_ahead', { maxDaysAhead: 7 }, `${addDays(TODAY, 8)}T19:00`, 2, 'up to 7 days ahead'],
    ['too_close', { minMinutesAhead: 60 }, `${TODAY}T12:45`, 2, 'at least 60 minutes ahead'],
    [
      'none_available',
      { hours: [{ weekdays: [2], first: '17:00', last: '21:00' }] },
      `${TUESDAY}T21:15`,
      2,
      'No tables',
    ],
  ] as const)('refuses %s with its reason and words, booking nothing', async (reason, options, slot, party, words) => {
    const restaurant = await addRestaurant(ctx, options);
    const response = await book(member, bookingFor(restaurant.merchantId, slot, party));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'RESERVATION_REFUSED', reason });
    expect(response.json().message).toContain(words);
    expect(await bookedAt(restaurant.number)).toBe(0);
  });

  it('books at the restaurant limits themselves', async () => {
    const restaurant = await addRestaurant(ctx, {
      minPartySize: 2,
      maxPartySize: 4,
      maxDaysAhead: 7,
      minMinutesAhead: 60,
    });
    expect((await book(member, bookingFor(restaurant.merchantId, `${TODAY}T13:00`, 2))).statusCode).toBe(201);
    expect((await book(member, bookingFor(restaurant.merchantId, `${addDays(TODAY, 7)}T19:00`, 4))).statusCode).toBe(
      201,
    );
  });

  it('refuses a table nobody has free (none_available)', async () => {
    const restaurant = await addRestaurant(ctx, { tables: [2] });
    const other = await memberOf(ctx, 'vip');
    await booked(other, bookingFor(restaurant.merchantId, `${TUESDAY}T19:00`));
    // The two-top is taken from 19:00 to 20:30: 17:30 ends just in time, 17:45 would not.
    expect((await book(member, bookingFor(restaurant.merchantId, `${TUESDAY}T17:45`))).json()).toMatchObject({
      reason: 'none_available',
    });
    expect((await book(member, bookingFor(restaurant.merchantId, `${TUESDAY}T17:30`))).statusCode).toBe(201);
    expect((await book(member, bookingFor(restaurant.merchantId, `${TUESDAY}T20:30`))).statusCode).toBe(201);
  });

  it('refuses a second reservation at the same restaurant within two hours, and allows it at exactly two', async () => {
    const restaurant = await addRestaurant(ctx);
    await booked(member, bookingFor(restaurant.merchantId, `${TUESDAY}T19:00`));
    const tooSoon = await book(member, bookingFor(restaurant.merchantId, `${TUESDAY}T20:45`));
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toMatchObject({ reason: 'overlap', message: RESERVATION_MESSAGES.overlap });
    const earlier = await book(member, bookingFor(restaurant.merchantId, `${TUESDAY}T17:15`));
    expect(earlier.json()).toMatchObject({ reason: 'overlap' });
    expect((await book(member, bookingFor(restaurant.merchantId, `${TUESDAY}T21:00`))).statusCode).toBe(201);
    expect((await book(member, bookingFor(restaurant.merchantId, `${TUESDAY}T17:00`))).statusCode).toBe(201);
    // Another restaurant at the same time is a different place.
    const elsewhere = await addRestaurant(ctx);
    expect((await book(member, bookingFor(elsewhere.merchantId, `${TUESDAY}T19:30`))).statusCode).toBe(201);
  });

  it.each([
    ['a slot outside the 90 minutes around the asked time', { time: '17:15' }, 'slot'],
    ['a slot off the grid', { slot: `${TUESDAY}T19:05` }, 'slot'],
    ['no slot', { slot: undefined }, 'slot'],
    ['a date two days back', { date: addDays(TODAY, -2), slot: `${addDays(TODAY, -2)}T19:00` }, 'date'],
    ['a party of 0', { partySize: 0 }, 'partySize'],
    ['a party of 1,000', { partySize: 1000 }, 'partySize'],
    ['a party in words', { partySize: 'two' }, 'partySize'],
    ['a time off the grid', { time: '19:07' }, 'time'],
  ])('refuses %s with a 400 on %s and books nothing', async (_name, change, field) => {
    const restaurant = await addRestaurant(ctx);
    const body = { ...bookingFor(restaurant.merchantId, `${TUESDAY}T19:00`), ...change };
    const response = await book(member, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(fieldMessages(response))).toContain(field);
    expect(await bookedAt(restaurant.number)).toBe(0);
  });

  it('refuses a restaurant the program does not carry (404) or that takes no reservations (400)', async () => {
    const elsewhere = await addRestaurant(ctx, { partners: ['cirrella'] });
    const unlisted = await addRestaurant(ctx, { listed: false });
    expect((await book(member, bookingFor(elsewhere.merchantId, `${TUESDAY}T19:00`))).statusCode).toBe(404);
    const response = await book(member, bookingFor(unlisted.merchantId, `${TUESDAY}T19:00`));
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response).merchantId).toBe(RESERVATION_MESSAGES.notTaking);
  });

  it('refuses a closed-account member a hold or a booking (403), booking nothing', async () => {
    const { merchantId } = await addRestaurant(ctx);
    const closed = await memberOf(ctx, 'closed');
    for (const call of [hold, book]) {
      const response = await call(closed, bookingFor(merchantId, `${TUESDAY}T19:00`));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(CLOSED_ACCOUNT_MESSAGE);
    }
    expect((await reservationsOf(closed)).upcoming).toEqual([]);
  });
});

describe('cards and the booking provider', () => {
  it('asks for a linked card where the restaurant holds tables with one, and books once there is one', async () => {
    const restaurant = await addRestaurant(ctx, { cardRequired: true });
    expect((await availability(ctx, { merchantId: restaurant.merchantId })).body.cardRequired).toBe(true);
    const noCard = await memberOf(ctx, 'noncard');
    const refused = await book(noCard, bookingFor(restaurant.merchantId, `${TUESDAY}T19:00`));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'card_required', message: RESERVATION_MESSAGES.cardRequired });
    await linkTestCard(ctx, 'demo-noncard-aerovia', testCardNumber(), ctx.clock.now());
    expect((await book(noCard, bookingFor(restaurant.merchantId, `${TUESDAY}T19:00`))).statusCode).toBe(201);
  });

  it('refuses a member the booking provider deactivated after four no-shows in twelve months', async () => {
    // cirrella's member, so no other test shares the no-shows.
    const cirrella = await memberOf(ctx, 'card', 'cirrella');
    const restaurants = await Promise.all([1, 2, 3, 4, 5].map(() => addRestaurant(ctx, { partners: ['cirrella'] })));
    const missed = [];
    for (const restaurant of restaurants.slice(0, 4)) {
      missed.push(await booked(cirrella, bookingFor(restaurant.merchantId, `${TODAY}T13:00`)));
    }
    ctx.clock.advance(minutes(90));
    try {
      for (const [k, reservation] of missed.entries()) {
        expect((await postOutcome(ctx, reservation.id, 'no_show', { partner: 'cirrella' })).statusCode).toBe(200);
        const next = await book(cirrella, bookingFor(restaurants[4]!.merchantId, `${TUESDAY}T19:00`));
        if (k < 3) {
          // Three no-shows: still welcome (each test booking is cancelled again to keep the next one free).
          expect(next.statusCode).toBe(201);
          await cirrella.request('DELETE', RESERVATION_PATHS.reservation(next.json().id));
        } else {
          expect(next.statusCode).toBe(403);
          expect(next.json()).toMatchObject({
            code: 'BOOKING_ACCOUNT_DEACTIVATED',
            reason: 'deactivated',
            message: RESERVATION_MESSAGES.deactivated,
          });
        }
      }
    } finally {
      ctx.clock.advance(-minutes(90));
    }
  });
});

describe('when a provider fails', () => {
  let failing: IdentityContext;
  let mode: 'ok' | 'throws' | 'hangs' = 'ok';
  let bookingFails = false;
  const guarantee: CardGuarantee = {
    verify: (_member, signal) =>
      mode === 'ok'
        ? Promise.resolve({ guaranteed: true })
        : mode === 'throws'
          ? Promise.reject(new Error('card provider is down'))
          : new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
  };

  beforeAll(async () => {
    failing = await buildReservationApp({
      cardGuarantee: () => guarantee,
      cardGuaranteeTimeoutMs: 200,
      provider: (db) => {
        const local = new LocalReservationProvider(db);
        return Object.assign(Object.create(local) as LocalReservationProvider, {
          book: (request: Parameters<LocalReservationProvider['book']>[0]) =>
            bookingFails ? Promise.reject(new Error('provider exploded')) : local.book(request),
        });
      },
    });
  });
  afterAll(async () => failing?.close());

  it.each(['throws', 'hangs'] as const)('answers 424 when the card provider %s', async (how) => {
    const restaurant = await addRestaurant(failing, { cardRequired: true });
    const someone = await memberOf(failing);
    mode = how;
    try {
      const response = await book(someone, bookingFor(restaurant.merchantId, `${TUESDAY}T19:00`));
      expect(response.statusCode).toBe(424);
      expect(response.json()).toMatchObject({
        code: 'FAILED_DEPENDENCY',
        reason: 'failed_dependency',
        message: RESERVATION_MESSAGES.failedDependency,
      });
    } finally {
      mode = 'ok';
    }
    expect((await book(someone, bookingFor(restaurant.merchantId, `${TUESDAY}T19:00`))).statusCode).toBe(201);
  });

  it("answers the spec's 'unable' words (502), not a generic error, when the booking provider fails", async () => {
    const restaurant = await addRestaurant(failing);
    const someone = await memberOf(failing, 'vip');
    bookingFails = true;
    try {
      const response = await book(someone, bookingFor(restaurant.merchantId, `${TUESDAY}T19:00`));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'RESERVATION_FAILED',
        reason: 'unable',
        message: RESERVATION_MESSAGES.unable,
      });
    } finally {
      bookingFails = false;
    }
  });

  it('names the field when the hold is not a hold id', async () => {
    const restaurant = await addRestaurant(failing);
    const someone = await memberOf(failing, 'noncard');
    const response = await book(someone, bookingFor(restaurant.merchantId, `${TUESDAY}T19:00`, 2, { holdId: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response).holdId).toBe(RESERVATION_FIELD_MESSAGES.holdId);
  });
});

async function bookedAt(merchantNumber: number): Promise<number> {
  const rows = await ctx.database.db
    .selectFrom('reservations')
    .select('id')
    .where('merchant_id', '=', merchantNumber)
    .execute();
  return rows.length;
}
