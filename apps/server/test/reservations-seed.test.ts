import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import { sql } from 'kysely';
import type { MerchantSearchResponse } from '@forkpoint/shared';
import { seedReservationBooks } from '../src/stand-ins/seed/reservations/seed-reservation-books';
import { buildTestApp, type TestContext } from './helper';

/**
 * The seeded reservation books (stand-ins/seed/reservations/seed-reservation-books.ts): one for every merchant listed
 * with the booking provider and for no other, so the search filter, the merchant page and the book agree;
 * each seats every party size it takes, has seating hours, and the catalog varies.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ merchants: 600 });
});
afterAll(async () => ctx?.close());

describe('the seeded reservation books', () => {
  it('exist exactly for the merchants listed with the booking provider', async () => {
    const { rows } = await sql<{ listed: string; books: string; mismatched: string }>`
      SELECT count(*) FILTER (WHERE m.open_table_id IS NOT NULL) AS listed,
             count(b.merchant_id) AS books,
             count(*) FILTER (WHERE (m.open_table_id IS NOT NULL) <> (b.merchant_id IS NOT NULL)) AS mismatched
      FROM merchants m LEFT JOIN reservation_books b ON b.merchant_id = m.id`.execute(ctx.database.db);
    expect(Number(rows[0]!.listed)).toBeGreaterThan(100);
    expect(Number(rows[0]!.books)).toBe(Number(rows[0]!.listed));
    expect(Number(rows[0]!.mismatched)).toBe(0);
  });

  it('seat every party size each restaurant takes, and open on some day', async () => {
    const { rows } = await sql<{ merchant_id: number; party: number }>`
      SELECT b.merchant_id, party
      FROM reservation_books b
      CROSS JOIN LATERAL generate_series(b.min_party_size::int, b.max_party_size::int) AS party
      WHERE NOT EXISTS (
        SELECT 1 FROM reservation_tables t
        WHERE t.merchant_id = b.merchant_id AND t.seats BETWEEN party AND party + 2
      )
      UNION ALL
      SELECT b.merchant_id, 0 FROM reservation_books b
      WHERE NOT EXISTS (SELECT 1 FROM reservation_hours h WHERE h.merchant_id = b.merchant_id)`.execute(
      ctx.database.db,
    );
    expect(rows).toEqual([]);
  });

  it('vary from restaurant to restaurant', async () => {
    const { rows } = await sql<{ card: string; mins: string; maxes: string; aheads: string; seatings: string }>`
      SELECT count(DISTINCT card_required) AS card, count(DISTINCT min_party_size) AS mins,
             count(DISTINCT max_party_size) AS maxes, count(DISTINCT max_days_ahead) AS aheads,
             count(DISTINCT seating_minutes) AS seatings
      FROM reservation_books`.execute(ctx.database.db);
    const counts = Object.fromEntries(Object.entries(rows[0]!).map(([key, value]) => [key, Number(value)]));
    expect(counts).toEqual({ card: 2, mins: 2, maxes: 4, aheads: 5, seatings: 4 });
    // Most seat every day; some close one day a week (weekday-lunch places seat on fewer).
    const { rows: days } = await sql<{ open_days: string }>`
      SELECT count(DISTINCT day) AS open_days FROM reservation_hours, unnest(weekdays) AS day
      GROUP BY merchant_id`.execute(ctx.database.db);
    const openDays = days.map((row) => Number(row.open_days));
    expect(openDays.filter((n) => n === 7).length).toBeGreaterThan(openDays.length / 2);
    expect(openDays).toContain(6);
  });

  it('are the books of the merchants the reservations filter finds, each answering availability', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/Merchants/Search?partner=aerovia&location=${encodeURIComponent('New York, NY')}&reservations=true&pageSize=20`,
    });
    const { merchants } = response.json() as MerchantSearchResponse;
    expect(merchants.length).toBeGreaterThan(0);
    for (const merchant of merchants) {
      expect(merchant.reservationProviders.openTable).not.toBeNull();
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/api/Reservations/Availability?partner=aerovia&merchantId=${merchant.id}&date=${tomorrow()}&time=19:00&partySize=2`,
      });
      expect(answer.statusCode).toBe(200);
    }
  });

  it('are written once: a later start adds none', async () => {
    expect(await seedReservationBooks(ctx.database.db)).toBe(0);
  });
});

function tomorrow(): string {
  return new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
}
