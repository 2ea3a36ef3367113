import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES, RESERVATION_PATHS, type Reservation } from '@forkpoint/shared';
import { Browser, type IdentityContext } from './identity-helper';
import {
  addRestaurant,
  availability,
  booked,
  bookingFor,
  buildReservationApp,
  memberOf,
  minutes,
  reservationsOf,
} from './reservations-helper';

/**
 * GET /api/Member/Reservations and DELETE /api/Reservations/{id}: a member sees and cancels only their own
 * reservations, in their own program, and only before they start. The clock is Monday 3 June 2030, 12:00
 * in Los Angeles.
 */
let ctx: IdentityContext;
let member: Browser;

beforeAll(async () => {
  ctx = await buildReservationApp();
  member = await memberOf(ctx);
});
afterAll(async () => ctx?.close());

const cancel = (browser: Browser, id: string) => browser.request('DELETE', RESERVATION_PATHS.reservation(id));

describe("the member's reservations", () => {
  it('lists upcoming soonest first and past newest first', async () => {
    const browser = await memberOf(ctx, 'vip');
    const [a, b] = [await addRestaurant(ctx), await addRestaurant(ctx)];
    const today = await booked(browser, bookingFor(a.merchantId, '2030-06-03T13:00'));
    const thursday = await booked(browser, bookingFor(a.merchantId, '2030-06-06T19:00'));
    const tuesday = await booked(browser, bookingFor(b.merchantId, '2030-06-04T19:00'));
    const wednesday = await booked(browser, bookingFor(b.merchantId, '2030-06-05T19:00'));
    expect((await cancel(browser, wednesday.id)).statusCode).toBe(200);
    ctx.clock.advance(minutes(90));
    try {
      const list = await reservationsOf(browser);
      expect(list.upcoming.map((r) => r.id)).toEqual([tuesday.id, thursday.id]);
      expect(list.past.map((r) => [r.id, r.status])).toEqual([
        [wednesday.id, 'cancelled'],
        [today.id, 'booked'],
      ]);
      expect(list.past.every((r) => !r.cancellable)).toBe(true);
      expect(list.upcoming.every((r) => r.cancellable)).toBe(true);
    } finally {
      ctx.clock.advance(-minutes(90));
    }
  });

  it('asks a visitor to sign in', async () => {
    const visitor = await Browser.open(ctx.app, 'aerovia.localhost');
    expect((await visitor.request('GET', RESERVATION_PATHS.memberReservations)).statusCode).toBe(401);
  });

  it("shows a program's members only their own program's reservations", async () => {
    const restaurant = await addRestaurant(ctx, { partners: ['aerovia', 'brambleway'] });
    const mine = await booked(member, bookingFor(restaurant.merchantId, '2030-06-10T19:00'));
    const brambleway = await memberOf(ctx, 'card', 'brambleway');
    const theirs = await booked(brambleway, bookingFor(restaurant.merchantId, '2030-06-10T19:00'));
    const ids = (list: { upcoming: Reservation[] }) => list.upcoming.map((r) => r.id);
    expect(ids(await reservationsOf(brambleway))).toEqual([theirs.id]);
    expect(ids(await reservationsOf(member))).toContain(mine.id);
    expect(ids(await reservationsOf(member))).not.toContain(theirs.id);
    // The aerovia member's id on brambleway's host is nobody's there.
    expect((await cancel(brambleway, mine.id)).statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  it('cancels before the start and frees the table', async () => {
    const restaurant = await addRestaurant(ctx, { tables: [2] });
    const reservation = await booked(member, bookingFor(restaurant.merchantId, '2030-06-03T13:00'));
    const free = async () =>
      (await availability(ctx, { merchantId: restaurant.merchantId, date: '2030-06-03', time: '13:00' })).body;
    expect((await free()).slots.map((s) => s.time)).not.toContain('13:00');
    ctx.clock.advance(minutes(59));
    try {
      const response = await cancel(member, reservation.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: reservation.id,
        status: 'cancelled',
        cancellable: false,
        bonusAmount: 0,
      });
    } finally {
      ctx.clock.advance(-minutes(59));
    }
    expect((await free()).slots.map((s) => s.time)).toContain('13:00');
    const again = await cancel(member, reservation.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RESERVATION_MESSAGES.cancelDone);
  });

  it('refuses to cancel once the reservation has started', async () => {
    const restaurant = await addRestaurant(ctx);
    const reservation = await booked(member, bookingFor(restaurant.merchantId, '2030-06-03T13:00'));
    ctx.clock.advance(minutes(60));
    try {
      const response = await cancel(member, reservation.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', message: RESERVATION_MESSAGES.cancelPast });
      expect((await reservationsOf(member)).past.find((r) => r.id === reservation.id)?.status).toBe('booked');
    } finally {
      ctx.clock.advance(-minutes(60));
    }
  });

  it("answers another member's reservation, or no reservation at all, with the same 404", async () => {
    const restaurant = await addRestaurant(ctx);
    const reservation = await booked(member, bookingFor(restaurant.merchantId, '2030-06-12T19:00'));
    const other = await memberOf(ctx, 'noncard');
    const theirs = await cancel(other, reservation.id);
    const nobodys = await cancel(other, '7d0e6a2c-0000-4000-8000-000000000000');
    const notAnId = await cancel(other, 'not-an-id');
    for (const response of [theirs, nobodys, notAnId]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(RESERVATION_MESSAGES.reservationNotFound);
    }
    expect((await reservationsOf(member)).upcoming.find((r) => r.id === reservation.id)?.status).toBe('booked');
  });
});
