import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/**
 * A reservation book for every merchant listed with the booking provider (merchants.open_table_id, about a
 * third of the catalog) that has none yet, so the search filter "reservations", the merchant page's
 * reservationProviders and the book always name the same restaurants. Three set-based statements, whatever
 * the catalog's size; each restaurant's draw comes from a hash of its public id, so every run builds the same
 * books, and a catalog seeded before the book existed gets one on its next start.
 *
 * - Settings: parties from 1 (some from 2) up to 6, 8, 10 or 12; bookings 30 days to a year ahead; seatings
 *   of 60 to 120 minutes by price level, 30 more for parties of 6 and up; pricier places book further from
 *   the time and more often hold tables with a card.
 * - Tables: two-tops and four-tops, six-tops, and eight-, ten- and twelve-tops where the largest party needs
 *   them, so every party size the restaurant takes has a table (book-rules.ts, tableFits).
 * - Seating hours from the meals it serves: breakfast, weekend brunch, weekday lunch, dinner (later on
 *   Friday and Saturday), late night; three in ten close one day a week.
 */
export async function seedReservationBooks(db: Kysely<DB>): Promise<number> {
  const books = await sql`
    INSERT INTO reservation_books (
      merchant_id, min_party_size, max_party_size, max_days_ahead, min_minutes_ahead,
      seating_minutes, large_party_from, large_seating_minutes, card_required
    )
    SELECT m.id,
      CASE WHEN d.party % 10 < 2 THEN 2 ELSE 1 END,
      (ARRAY[6, 6, 8, 8, 8, 8, 10, 10, 12, 12])[d.largest % 10 + 1],
      (ARRAY[30, 60, 60, 90, 90, 90, 180, 365])[d.ahead % 8 + 1],
      CASE WHEN m.price_level >= 4 THEN 120 WHEN m.price_level = 3 THEN 60 ELSE (ARRAY[0, 15, 30, 60])[d.close % 4 + 1] END,
      s.minutes,
      6,
      s.minutes + 30,
      CASE WHEN m.price_level >= 4 THEN d.card % 10 < 7 WHEN m.price_level = 3 THEN d.card % 10 < 2 ELSE d.card % 20 = 0 END
    FROM merchants m
    CROSS JOIN LATERAL (
      SELECT abs(hashtext(m.merchant_id || ':party')) AS party, abs(hashtext(m.merchant_id || ':largest')) AS largest,
             abs(hashtext(m.merchant_id || ':ahead')) AS ahead, abs(hashtext(m.merchant_id || ':close')) AS close,
             abs(hashtext(m.merchant_id || ':card')) AS card
    ) d
    CROSS JOIN LATERAL (
      SELECT CASE WHEN m.price_level >= 4 THEN 120 WHEN m.price_level = 3 THEN 90 WHEN m.price_level = 2 THEN 75 ELSE 60 END
        AS minutes
    ) s
    WHERE m.open_table_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM reservation_books b WHERE b.merchant_id = m.id)`.execute(db);

  // Numbered smallest first across the room: a restaurant's two-tops are tables 1, 2, …
  await sql`
    INSERT INTO reservation_tables (merchant_id, table_number, seats)
    SELECT b.merchant_id, size.first + n, size.seats
    FROM ${booksWithout('reservation_tables')} b
    JOIN merchants m ON m.id = b.merchant_id
    CROSS JOIN LATERAL (
      SELECT 2 + abs(hashtext(m.merchant_id || ':2')) % 5 AS twos, 3 + abs(hashtext(m.merchant_id || ':4')) % 6 AS fours,
             1 + abs(hashtext(m.merchant_id || ':6')) % 3 AS sixes,
             CASE WHEN b.max_party_size >= 7 THEN 1 + abs(hashtext(m.merchant_id || ':8')) % 2 ELSE 0 END AS eights,
             CASE WHEN b.max_party_size >= 9 THEN 1 ELSE 0 END AS tens
    ) c
    -- Each size's count, and how many smaller tables come before it.
    CROSS JOIN LATERAL (VALUES
      (2, c.twos, 0),
      (4, c.fours, c.twos),
      (6, c.sixes, c.twos + c.fours),
      (8, c.eights, c.twos + c.fours + c.sixes),
      (10, c.tens, c.twos + c.fours + c.sixes + c.eights),
      (12, CASE WHEN b.max_party_size >= 11 THEN 1 ELSE 0 END, c.twos + c.fours + c.sixes + c.eights + c.tens)
    ) AS size(seats, count, first)
    CROSS JOIN LATERAL generate_series(1, size.count) AS n`.execute(db);

  await sql`
    INSERT INTO reservation_hours (merchant_id, weekdays, first_seating, last_seating)
    SELECT b.merchant_id, array_remove(p.weekdays, d.closed_day), p.first_seating,
           p.last_seating + make_interval(mins => d.later)
    FROM ${booksWithout('reservation_hours')} b
    JOIN merchants m ON m.id = b.merchant_id
    CROSS JOIN LATERAL (
      SELECT
        -- Three in ten close one day a week: Monday mostly, else Tuesday.
        CASE abs(hashtext(m.merchant_id || ':closed')) % 10 WHEN 0 THEN 2 WHEN 1 THEN 1 WHEN 2 THEN 1 END::smallint
          AS closed_day,
        -- Half take their last seatings half an hour later.
        (abs(hashtext(m.merchant_id || ':late')) % 2) * 30 AS later
    ) d
    JOIN (VALUES
      ('breakfast', '{0,1,2,3,4,5,6}'::smallint[], time '07:00', time '10:00'),
      ('brunch', '{0,6}'::smallint[], time '10:00', time '13:30'),
      ('lunch', '{1,2,3,4,5}'::smallint[], time '11:30', time '14:00'),
      ('dinner', '{0,1,2,3,4}'::smallint[], time '17:00', time '21:00'),
      ('dinner', '{5,6}'::smallint[], time '17:00', time '22:00'),
      ('late night', '{0,1,2,3,4,5,6}'::smallint[], time '22:30', time '23:00')
    ) AS p(meal, weekdays, first_seating, last_seating)
      -- A restaurant listing no sit-down meal still seats dinner.
      ON p.meal = ANY (m.meals_served)
      OR (p.meal = 'dinner' AND NOT m.meals_served && ARRAY['breakfast', 'brunch', 'lunch', 'dinner'])`.execute(db);

  return Number(books.numAffectedRows ?? 0);
}

/**
 * The books that have no rows in `table` yet, found before anything is computed for them (OFFSET 0 keeps the
 * planner from drawing every restaurant's tables or hours first): a later start, with nothing to add, stays quick.
 */
function booksWithout(table: 'reservation_tables' | 'reservation_hours') {
  return sql`(
    SELECT b.merchant_id, b.max_party_size FROM reservation_books b
    WHERE NOT EXISTS (SELECT 1 FROM ${sql.table(table)} x WHERE x.merchant_id = b.merchant_id)
    OFFSET 0
  )`;
}
