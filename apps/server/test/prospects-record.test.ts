import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { recordProspect } from '../src/modules/prospects/record-prospect';
import { openTestDatabase, realPartners } from './helper';

/**
 * The home form's prospect record as a service (modules/prospects/record-prospect.ts), without an app: one record
 * per partner and address however it is typed, the first visit's referral kept and the last visit's time moved.
 * The HTTP side (direct enrollment only, the form's messages) is identity-enrollment.test.ts's.
 */
let database: Database;
const db = () => database.db;
const partner = (code: string) => realPartners().find((p) => p.code === code)!;
const FIRST = new Date('2030-06-01T12:00:00Z');
const LATER = new Date('2030-06-03T09:30:00Z');

const prospects = () =>
  db()
    .selectFrom('prospects')
    .select(['partner_code', 'email', 'utm_source', 'source', 'created_at', 'last_seen_at'])
    .orderBy('id')
    .execute();

beforeAll(async () => {
  database = await openTestDatabase('seeded');
});
afterAll(async () => database?.close());

describe('recording a prospect', () => {
  it('keeps one record per partner and address, with the first referral and the last visit', async () => {
    await recordProspect({
      db: db(),
      partner: partner('aerovia'),
      input: { email: ' Ada@Example.COM ', utmSource: 'newsletter', source: 'home' },
      now: FIRST,
    });
    await recordProspect({
      db: db(),
      partner: partner('aerovia'),
      input: { email: 'ada@example.com', utmSource: 'search' },
      now: LATER,
    });
    await recordProspect({ db: db(), partner: partner('kitefund'), input: { email: 'ada@example.com' }, now: LATER });
    const rows = await prospects();
    expect(
      rows.map(({ created_at, last_seen_at, ...row }) => ({
        ...row,
        created: new Date(created_at),
        seen: new Date(last_seen_at),
      })),
    ).toEqual([
      {
        partner_code: 'aerovia',
        email: 'ada@example.com',
        utm_source: 'newsletter',
        source: 'home',
        created: FIRST,
        seen: LATER,
      },
      {
        partner_code: 'kitefund',
        email: 'ada@example.com',
        utm_source: null,
        source: null,
        created: LATER,
        seen: LATER,
      },
    ]);
  });
});
