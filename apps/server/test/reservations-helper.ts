import type { LightMyRequestResponse } from 'fastify';
import { MINUTE_MS } from '@forkpoint/shared/dates/durations';
import {
  RESERVATION_PATHS,
  type Availability,
  type BookingRequest,
  type MemberReservations,
  type Reservation,
} from '@forkpoint/shared';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import type { ReservationRoutesOptions } from '../src/modules/reservations/routes';
import { outcomeSignedText } from '../src/modules/reservations/outcome-routes';
import { signFeed } from '../src/lib/feed-signature';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { openTestDatabase, realPartners } from './helper';
import { Browser, demo, movableClock, type IdentityContext } from './identity-helper';
import { ELY, offset, testMerchant } from './merchant-fixtures';
import { FEED_SECRET, feedEnv } from './rewards-helper';
import { suiteLogger } from './suite-capture';

/**
 * Reservation tests: an app on a seeded template with a movable clock, restaurants with books whose settings
 * each test states, and signed-in members. The clock starts on Monday 3 June 2030 at noon in Los Angeles,
 * the time zone of the test restaurants (Ely, NV).
 */

export const START = new Date('2030-06-03T19:00:00Z');
export const TODAY = '2030-06-03';
export const minutes = (n: number) => n * MINUTE_MS;

export async function buildReservationApp(
  reservations: Partial<ReservationRoutesOptions> = {},
): Promise<IdentityContext> {
  const clock = movableClock(START);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_MAX_NUMBER: '20',
    AUTH_RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_MAX: '100000',
    ...feedEnv,
  });
  const database = await openTestDatabase('seeded');
  const app = await buildApp({
    env,
    database,
    partners: realPartners(),
    logger: suiteLogger(),
    clock: clock.now,
    reservations,
  });
  await app.ready();
  return {
    app,
    database,
    env,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface RestaurantOptions {
  partners?: string[];
  /** Listed with the booking provider (open_table_id); default true. */
  listed?: boolean;
  /** Has a reservation book; default true. */
  book?: boolean;
  minPartySize?: number;
  maxPartySize?: number;
  maxDaysAhead?: number;
  minMinutesAhead?: number;
  seatingMinutes?: number;
  largePartyFrom?: number;
  largeSeatingMinutes?: number;
  cardRequired?: boolean;
  /** Seats of each table; default two two-tops, two four-tops, a six-top and an eight-top. */
  tables?: readonly number[];
  /** Seating periods; default every day from 11:00 to 22:00. */
  hours?: readonly { weekdays: readonly number[]; first: string; last: string }[];
}

let serial = 0;

/** A restaurant in Ely, NV with the book the options describe; answers its public merchant id and number. */
export async function addRestaurant(
  ctx: IdentityContext,
  options: RestaurantOptions = {},
): Promise<{ merchantId: string; number: number }> {
  serial += 1;
  const merchantId = `RS${String(serial).padStart(4, '0')}`;
  await insertMerchants(ctx.database.db, [
    testMerchant(merchantId, `Table Test ${serial}`, offset(ELY, serial * 0.01, 0), {
      partnerCodes: options.partners ?? ['aerovia', 'altavela'],
      openTableId: options.listed === false ? null : `ot-${merchantId}`,
    }),
  ]);
  const { id } = await ctx.database.db
    .selectFrom('merchants')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  if (options.book === false) return { merchantId, number: id };
  await ctx.database.db
    .insertInto('reservation_books')
    .values({
      merchant_id: id,
      min_party_size: options.minPartySize ?? 1,
      max_party_size: options.maxPartySize ?? 8,
      max_days_ahead: options.maxDaysAhead ?? 60,
      min_minutes_ahead: options.minMinutesAhead ?? 30,
      seating_minutes: options.seatingMinutes ?? 90,
      large_party_from: options.largePartyFrom ?? 6,
      large_seating_minutes: options.largeSeatingMinutes ?? 120,
      card_required: options.cardRequired ?? false,
    })
    .execute();
  const tables = options.tables ?? [2, 2, 4, 4, 6, 8];
  await ctx.database.db
    .insertInto('reservation_tables')
    .values(tables.map((seats, k) => ({ merchant_id: id, table_number: k + 1, seats })))
    .execute();
  const hours = options.hours ?? [{ weekdays: [0, 1, 2, 3, 4, 5, 6], first: '11:00', last: '22:00' }];
  await ctx.database.db
    .insertInto('reservation_hours')
    .values(
      hours.map((h) => ({ merchant_id: id, weekdays: [...h.weekdays], first_seating: h.first, last_seating: h.last })),
    )
    .execute();
  return { merchantId, number: id };
}

/** A signed-in demo member (remember-me, so moving the clock by days keeps the session). */
export async function memberOf(
  ctx: IdentityContext,
  kind: 'card' | 'noncard' | 'vip' | 'closed' = 'card',
  partner = 'aerovia',
): Promise<Browser> {
  const browser = await Browser.open(ctx.app, `${partner}.localhost`);
  const response = await browser.signIn(demo(kind, partner), undefined, true);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${kind}@${partner} answered ${response.statusCode}`);
  return browser;
}

export function availabilityUrl(query: Record<string, string | number>): string {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return `${RESERVATION_PATHS.availability}?${params.toString()}`;
}

export async function availability(
  ctx: IdentityContext,
  query: { merchantId: string; date?: string; time?: string; partySize?: number | string },
  host = 'aerovia.localhost',
): Promise<{ response: LightMyRequestResponse; body: Availability }> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: availabilityUrl({ date: TODAY, time: '19:00', partySize: 2, ...query }),
    headers: { host },
  });
  return { response, body: response.json() as Availability };
}

/** A booking body for `slot` (YYYY-MM-DDTHH:MM), asking about that same time. */
export function bookingFor(merchantId: string, slot: string, partySize = 2, extra: Partial<BookingRequest> = {}) {
  return { merchantId, date: slot.slice(0, 10), time: slot.slice(11), partySize, slot, ...extra };
}

export function book(browser: Browser, body: object): Promise<LightMyRequestResponse> {
  return browser.request('POST', RESERVATION_PATHS.book, body);
}

export function hold(browser: Browser, body: object): Promise<LightMyRequestResponse> {
  return browser.request('POST', RESERVATION_PATHS.holds, body);
}

export async function booked(browser: Browser, body: object): Promise<Reservation> {
  const response = await book(browser, body);
  if (response.statusCode !== 201) throw new Error(`booking answered ${response.statusCode}: ${response.body}`);
  return response.json() as Reservation;
}

export async function reservationsOf(browser: Browser): Promise<MemberReservations> {
  return (await browser.request('GET', RESERVATION_PATHS.memberReservations)).json() as MemberReservations;
}

/** The booking provider's webhook, signed at the app's "now" (or as `signature` says). */
export function postOutcome(
  ctx: IdentityContext,
  id: string,
  outcome: string,
  options: { partner?: string; signature?: string | null; signedAt?: Date } = {},
): Promise<LightMyRequestResponse> {
  const url = `${RESERVATION_PATHS.outcome(id)}?partner=${options.partner ?? 'aerovia'}`;
  const body = JSON.stringify({ outcome });
  const at = Math.floor((options.signedAt ?? ctx.clock.now()).getTime() / 1000);
  const signature =
    options.signature === undefined
      ? signFeed(FEED_SECRET, outcomeSignedText('POST', url, body), at)
      : options.signature;
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-forkpoint-signature': signature }),
    },
    payload: body,
  });
}
