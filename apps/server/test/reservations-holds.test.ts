import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVATION_FIELD_MESSAGES, RESERVATION_RULES, type ReservationHold } from '@forkpoint/shared';
import { Browser, fieldMessages, type IdentityContext } from './identity-helper';
import {
  addRestaurant,
  availability,
  book,
  bookingFor,
  buildReservationApp,
  hold,
  memberOf,
  minutes,
} from './reservations-helper';

/**
 * POST /api/Reservations/Holds: a table held for a member while they confirm. Others do not see it; the holder
 * does, and booking with the hold converts it; after RESERVATION_RULES.holdMinutes it is anyone's again.
 * Each restaurant here has a single two-top, so one hold takes the whole room.
 */
let ctx: IdentityContext;
let holder: Browser;
let other: Browser;

beforeAll(async () => {
  ctx = await buildReservationApp();
  holder = await memberOf(ctx, 'card');
  other = await memberOf(ctx, 'vip');
});
afterAll(async () => ctx?.close());

const SLOT = '2030-06-04T19:00';
/** The times availability offers around 19:00 on Tuesday, to a member or (null) a visitor. */
const offered = async (browser: Browser | null, merchantId: string) => {
  const url = `/api/Reservations/Availability?merchantId=${merchantId}&date=2030-06-04&time=19:00&partySize=2`;
  const response = browser
    ? await browser.request('GET', url)
    : (await availability(ctx, { merchantId, date: '2030-06-04' })).response;
  return (response.json() as { slots: { time: string }[] }).slots.map((slot) => slot.time);
};

async function held(browser: Browser, merchantId: string, slot = SLOT): Promise<ReservationHold> {
  const response = await hold(browser, bookingFor(merchantId, slot));
  expect(response.statusCode).toBe(201);
  return response.json() as ReservationHold;
}

describe('holds', () => {
  it('holds the table for five minutes, hidden from everyone but the holder', async () => {
    const { merchantId } = await addRestaurant(ctx, { tables: [2] });
    const placed = await held(holder, merchantId);
    expect(placed.expiresAt).toBe(
      new Date(ctx.clock.now().getTime() + minutes(RESERVATION_RULES.holdMinutes)).toISOString(),
    );
    // Held from 19:00 to 20:30: a seating from 17:30 still ends in time, 17:45 to 20:15 would not.
    expect(await offered(null, merchantId)).toEqual(['17:30', '20:30']);
    expect(await offered(other, merchantId)).toEqual(['17:30', '20:30']);
    expect(await offered(holder, merchantId)).toContain('19:00');
    const refused = await book(other, bookingFor(merchantId, SLOT));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'none_available' });
  });

  it('books the held table when the holder names the hold', async () => {
    const { merchantId } = await addRestaurant(ctx, { tables: [2] });
    const placed = await held(holder, merchantId);
    ctx.clock.advance(minutes(4));
    try {
      const response = await book(holder, bookingFor(merchantId, SLOT, 2, { holdId: placed.holdId }));
      expect(response.statusCode).toBe(201);
      const stored = await ctx.database.db
        .selectFrom('reservation_holds')
        .select(['end_reason'])
        .where('id', '=', placed.holdId)
        .executeTakeFirstOrThrow();
      expect(stored.end_reason).toBe('booked');
      // The hold is spent: naming it again (two hours on, past the overlap rule) is refused on the field.
      const again = await book(holder, bookingFor(merchantId, '2030-06-04T21:15', 2, { holdId: placed.holdId }));
      expect(again.statusCode).toBe(400);
      expect(fieldMessages(again).holdId).toBe(RESERVATION_FIELD_MESSAGES.holdId);
    } finally {
      ctx.clock.advance(-minutes(4));
    }
  });

  it('lets the table go when the hold runs out, to the second', async () => {
    const { merchantId } = await addRestaurant(ctx, { tables: [2] });
    const placed = await held(holder, merchantId);
    ctx.clock.advance(minutes(RESERVATION_RULES.holdMinutes) - 1000);
    try {
      expect(await offered(other, merchantId)).not.toContain('19:00');
      ctx.clock.advance(1000);
      expect(await offered(other, merchantId)).toContain('19:00');
      expect((await book(other, bookingFor(merchantId, SLOT))).statusCode).toBe(201);
      // The holder comes back too late: the table is someone else's now.
      const late = await book(holder, bookingFor(merchantId, SLOT, 2, { holdId: placed.holdId }));
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ reason: 'none_available' });
    } finally {
      ctx.clock.advance(-minutes(RESERVATION_RULES.holdMinutes));
    }
  });

  it('still books after the hold ran out when the table is free', async () => {
    const { merchantId } = await addRestaurant(ctx, { tables: [2] });
    const placed = await held(holder, merchantId);
    ctx.clock.advance(minutes(10));
    try {
      expect((await book(holder, bookingFor(merchantId, SLOT, 2, { holdId: placed.holdId }))).statusCode).toBe(201);
    } finally {
      ctx.clock.advance(-minutes(10));
    }
  });

  it("holds one time per member and restaurant: a new hold lets the earlier one's table go", async () => {
    const { merchantId } = await addRestaurant(ctx, { tables: [2] });
    await held(holder, merchantId, '2030-06-04T19:00');
    await held(holder, merchantId, '2030-06-04T17:00');
    // 17:00 to 18:30 is held; 19:00 is free again for the other member.
    expect((await book(other, bookingFor(merchantId, '2030-06-04T19:00'))).statusCode).toBe(201);
  });

  it("refuses another member's hold, and a hold for another time or party, on the field", async () => {
    const { merchantId } = await addRestaurant(ctx);
    const placed = await held(holder, merchantId);
    const cases = [
      [other, bookingFor(merchantId, SLOT, 2, { holdId: placed.holdId })],
      [holder, bookingFor(merchantId, '2030-06-04T19:15', 2, { holdId: placed.holdId })],
      [holder, bookingFor(merchantId, SLOT, 3, { holdId: placed.holdId })],
      [holder, bookingFor(merchantId, SLOT, 2, { holdId: '00000000-0000-4000-8000-000000000000' })],
    ] as const;
    for (const [browser, body] of cases) {
      const response = await book(browser, body);
      expect(response.statusCode).toBe(400);
      expect(fieldMessages(response).holdId).toBe(RESERVATION_FIELD_MESSAGES.holdId);
    }
  });

  it('refuses a hold with the same answers as a booking', async () => {
    const { merchantId } = await addRestaurant(ctx, { maxPartySize: 4 });
    const response = await hold(holder, bookingFor(merchantId, SLOT, 5));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'RESERVATION_REFUSED', reason: 'party_too_large' });
    const visitor = await Browser.open(ctx.app, 'aerovia.localhost');
    expect((await hold(visitor, bookingFor(merchantId, SLOT))).statusCode).toBe(401);
  });
});
