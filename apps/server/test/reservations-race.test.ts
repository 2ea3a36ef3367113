import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookSettingsOf, slotWithTables } from '../src/stand-ins/local-reservations/local-span';
import { claimFirstFree } from '../src/stand-ins/local-reservations/table-claims';
import { testEngine } from './helper';
import type { Browser, IdentityContext } from './identity-helper';
import { addRestaurant, book, booked, bookingFor, buildReservationApp, memberOf } from './reservations-helper';
import { memberIdOf } from './rewards-helper';

/**
 * The race for the last table: two members book it at the same moment and exactly one gets it. On PostgreSQL
 * both requests run at once and the occupancy's primary key decides; on PGlite (one connection) they queue.
 * The last test makes the constraint decide on either engine: a claim made with a stale view of the room
 * (the table looked free, someone booked it since) gets nothing.
 */
let ctx: IdentityContext;
let first: Browser;
let second: Browser;

beforeAll(async () => {
  ctx = await buildReservationApp();
  [first, second] = await Promise.all([memberOf(ctx, 'card'), memberOf(ctx, 'vip')]);
});
afterAll(async () => ctx?.close());

async function occupancyOf(merchantNumber: number) {
  return ctx.database.db
    .selectFrom('reservation_occupancy')
    .select(['reservation_id', 'hold_id'])
    .where('merchant_id', '=', merchantNumber)
    .execute();
}

describe(`the last table (${testEngine})`, () => {
  it('goes to exactly one of two members booking it at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const restaurant = await addRestaurant(ctx, { tables: [2] });
      const body = bookingFor(restaurant.merchantId, '2030-06-04T19:00');
      const answers = await Promise.all([book(first, body), book(second, body)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ reason: 'none_available' });
      const winner = answers.find((answer) => answer.statusCode === 201)!.json() as { id: string };
      const rows = await occupancyOf(restaurant.number);
      // Ninety minutes of seating: six slots, all the winner's; the loser left no reservation behind.
      expect(rows).toHaveLength(6);
      expect(new Set(rows.map((row) => row.reservation_id))).toEqual(new Set([winner.id]));
      const reservations = await ctx.database.db
        .selectFrom('reservations')
        .select('id')
        .where('merchant_id', '=', restaurant.number)
        .execute();
      expect(reservations.map((r) => r.id)).toEqual([winner.id]);
    }
  });

  it('goes to exactly one of two overlapping seatings booked at once', async () => {
    const restaurant = await addRestaurant(ctx, { tables: [2] });
    const answers = await Promise.all([
      book(first, bookingFor(restaurant.merchantId, '2030-06-04T19:00')),
      book(second, bookingFor(restaurant.merchantId, '2030-06-04T19:45')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('is decided by the constraint, not by what the booking read before', async () => {
    const restaurant = await addRestaurant(ctx, { tables: [2] });
    const settings = (await bookSettingsOf(ctx.database.db, restaurant.number))!;
    const query = {
      merchantId: restaurant.number,
      timeZone: 'America/Los_Angeles',
      slot: '2030-06-04T19:00',
      partySize: 2,
      settings,
      now: ctx.clock.now(),
      viewerId: null,
    };
    const before = await slotWithTables(ctx.database.db, query);
    expect(before.tables).toEqual([1]);
    // Someone books the table after the read...
    const theirs = await booked(second, bookingFor(restaurant.merchantId, '2030-06-04T19:30'));
    // ...so a claim from the stale read (a hold of the other member) gets its first two slots, then finds the
    // rest taken, gives the two back and claims nothing.
    const holderId = await memberIdOf(ctx, 'demo-card-aerovia');
    const now = ctx.clock.now();
    const claimed = await ctx.database.db.transaction().execute(async (trx) => {
      const hold = await trx
        .insertInto('reservation_holds')
        .values({
          partner_code: 'aerovia',
          member_id: holderId,
          merchant_id: restaurant.number,
          table_number: 1,
          party_size: 2,
          starts_at: before.startsAt,
          expires_at: new Date(now.getTime() + 300_000),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return claimFirstFree(
        trx,
        before.tables,
        { merchantId: restaurant.number, startsAt: before.startsAt, minutes: 90 },
        { holdId: hold.id, heldBy: holderId, heldUntil: new Date(now.getTime() + 300_000) },
        now,
      );
    });
    expect(claimed).toBeNull();
    const rows = await occupancyOf(restaurant.number);
    expect(rows.every((row) => row.reservation_id === theirs.id && row.hold_id === null)).toBe(true);
  });
});
