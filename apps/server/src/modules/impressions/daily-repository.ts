import { sql, type Kysely } from 'kysely';
import { ANALYTICS_TOP_PAGES } from '@forkpoint/shared/contracts/analytics';
import { PAGE_VIEW_EVENT } from '@forkpoint/shared/contracts/impression-constants';
import type { DB } from '../../db/schema';

/**
 * The daily summary's queries: one partner's records received in [start, end), grouped by UTC day. Each
 * reads that range through impressions_partner_received (migrations/0054).
 */

export interface DayRange {
  partnerCode: string;
  /** The first day's midnight UTC. */
  start: Date;
  /** Midnight UTC after the last day. */
  end: Date;
}

const day = sql<string>`to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
const event = sql<string | null>`fields->>'event'`;
/** The path of a record's url: scheme and host, query and fragment left out. */
const path = sql<string>`coalesce(nullif(regexp_replace(url, '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]*|[?#].*$', '', 'g'), ''), '/')`;

function inRange(db: Kysely<DB>, range: DayRange) {
  return db
    .selectFrom('impressions')
    .where('partner_code', '=', range.partnerCode)
    .where('received_at', '>=', range.start)
    .where('received_at', '<', range.end);
}

export interface DayTotals {
  day: string;
  page_views: string;
  unique_visitors: string;
  unique_members: string;
  carousel_impressions: string;
}

export function dayTotals(db: Kysely<DB>, range: DayRange): Promise<DayTotals[]> {
  return inRange(db, range)
    .select([
      day.as('day'),
      sql<string>`count(*) FILTER (WHERE ${event} = ${PAGE_VIEW_EVENT})`.as('page_views'),
      sql<string>`count(DISTINCT visitor_hash)`.as('unique_visitors'),
      sql<string>`count(DISTINCT member_id)`.as('unique_members'),
      sql<string>`count(*) FILTER (WHERE ${event} IS NULL AND merchant_id IS NOT NULL)`.as('carousel_impressions'),
    ])
    .groupBy(day)
    .execute();
}

export interface PageCount {
  day: string;
  path: string;
  views: string;
}

/** Each day's ANALYTICS_TOP_PAGES most viewed paths (ties by path, so the answer is stable). */
export async function topPages(db: Kysely<DB>, range: DayRange): Promise<PageCount[]> {
  const ranked = inRange(db, range)
    .where(event, '=', PAGE_VIEW_EVENT)
    .select([
      day.as('day'),
      path.as('path'),
      sql<string>`count(*)`.as('views'),
      sql<number>`row_number() OVER (PARTITION BY ${day} ORDER BY count(*) DESC, ${path})`.as('rank'),
    ])
    .groupBy([day, path]);
  return db
    .selectFrom(ranked.as('ranked'))
    .select(['day', 'path', 'views'])
    .where('rank', '<=', ANALYTICS_TOP_PAGES)
    .orderBy('day')
    .orderBy('rank')
    .execute();
}

export interface EventCount {
  day: string;
  name: string;
  count: string;
}

/** The analytics events other than page views, by day and name. */
export function eventCounts(db: Kysely<DB>, range: DayRange): Promise<EventCount[]> {
  return inRange(db, range)
    .where(event, 'is not', null)
    .where(event, '<>', PAGE_VIEW_EVENT)
    .select([day.as('day'), sql<string>`${event}`.as('name'), sql<string>`count(*)`.as('count')])
    .groupBy([day, event])
    .orderBy(day)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(event)
    .execute();
}
