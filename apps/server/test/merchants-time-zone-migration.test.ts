import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { timeZoneOf } from '../src/modules/merchants/time-zone';
import { openTestDatabase } from './helper';

/**
 * Migration 0047 on a catalog seeded before it: every merchant gets the time zone the seed now
 * computes (time-zone.ts), and weekly offers titled from day abbreviations ("Double on Thus") get
 * their day names written out.
 */
const PLACES: Array<[state: string, latitude: number, longitude: number]> = [
  ['NY', 40.76, -73.99],
  ['HI', 21.31, -157.86],
  ['AZ', 33.45, -112.07],
  ['TX', 29.76, -95.37],
  ['TX', 31.76, -106.49],
  ['FL', 30.42, -87.22],
  ['FL', 25.77, -80.19],
  ['IN', 41.59, -87.35],
  ['IN', 37.97, -87.57],
  ['IN', 39.77, -86.16],
  ['KY', 38.25, -85.76],
  ['KY', 37.0, -86.44],
  ['TN', 36.16, -86.78],
  ['TN', 35.96, -83.92],
  ['MI', 42.33, -83.05],
  ['MI', 45.1, -87.62],
  ['KS', 37.98, -101.9],
  ['NE', 41.13, -103.0],
  ['SD', 44.08, -103.23],
  ['ND', 46.88, -102.79],
  ['ID', 43.62, -116.2],
  ['ID', 47.68, -116.78],
  ['OR', 44.03, -116.96],
  ['OR', 45.52, -122.68],
  ['AK', 61.22, -149.9],
  ['GA', 33.75, -84.39],
];

let database: Database;
let before: string;

beforeAll(async () => {
  database = await openTestDatabase();
  before = mkdtempSync(join(tmpdir(), 'fp-migrations-'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql') && f < '0047')) {
    copyFileSync(join(MIGRATIONS_DIR, file), join(before, file));
  }
  await migrate(database, before);
  const offers = (day: string) =>
    JSON.stringify([
      {
        id: `o-${day}`,
        type: 'Unlimited',
        title: `Double on ${day}s`,
        description: `Earn double every ${day}.`,
        daysOfWeek: [day],
        earnMultiplier: 2,
        startsOn: null,
        endsOn: null,
      },
      {
        id: `l-${day}`,
        type: 'Limited',
        title: 'Triple for a limited time',
        description: 'Earn triple for a limited time.',
        daysOfWeek: ['Mon'],
        earnMultiplier: 3,
        startsOn: '2026-11-01',
        endsOn: '2026-12-01',
      },
    ]);
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu'];
  for (const [i, [state, lat, lng]] of PLACES.entries()) {
    await sql`
      INSERT INTO merchants (merchant_id, name, image_ids, rating, rating_count, price_level, cuisines, highlights,
        street, city, state, zip, lat, lng, campaign_codes, features, meals_served, benefit_days, offers, details,
        search_text)
      VALUES (${`Z${i}`}, 'Old Place', '{}', 4, 1, 2, '{}', '{}', '1 Main St', 'Somewhere', ${state}, '00000', ${lat},
        ${lng}, '{DINE}', '{}', '{}', '{}', ${offers(days[i % days.length]!)}::jsonb, '{}'::jsonb, 'old place')
    `.execute(database.db);
  }
  await migrate(database);
});
afterAll(async () => {
  await database?.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0047 on an older catalog', () => {
  it('gives every merchant the time zone the seed computes for its place', async () => {
    const rows = await database.db.selectFrom('merchants').select(['state', 'lat', 'lng', 'time_zone']).execute();
    expect(rows).toHaveLength(PLACES.length);
    for (const row of rows)
      expect(row.time_zone, `${row.state} ${row.lat},${row.lng}`).toBe(timeZoneOf(row.state, row.lat, row.lng));
  });

  it('writes the day names of weekly offers out, and leaves the other offers as they were', async () => {
    const rows = await database.db.selectFrom('merchants').select(['merchant_id', 'offers']).orderBy('id').execute();
    const offers = rows.flatMap((r) => r.offers as { type: string; title: string; description: string }[]);
    expect(new Set(offers.filter((o) => o.type === 'Unlimited').map((o) => `${o.title} / ${o.description}`))).toEqual(
      new Set([
        'Double on Sundays / Earn double every Sunday.',
        'Double on Mondays / Earn double every Monday.',
        'Double on Tuesdays / Earn double every Tuesday.',
        'Double on Wednesdays / Earn double every Wednesday.',
        'Double on Thursdays / Earn double every Thursday.',
      ]),
    );
    expect(offers.filter((o) => o.type === 'Limited').every((o) => o.title === 'Triple for a limited time')).toBe(true);
    expect(offers).toHaveLength(2 * PLACES.length);
  });
});
