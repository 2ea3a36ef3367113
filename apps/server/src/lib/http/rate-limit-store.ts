import { sql, type Kysely } from 'kysely';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { DB } from '../../db/schema';
import type { PlatformTables } from '../../db/schema-platform';

/** Ended windows are deleted at most this often by each instance (their rows are dead weight, never wrong). */
export const SWEEP_INTERVAL_MS = 60_000;

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/**
 * Counts one hit of a key in its fixed window: one upsert that takes the row's lock, so hits arriving at
 * several instances at once are all counted. The window and the remaining time are read off the
 * database's clock, the one clock every instance shares.
 */
export async function countHit(db: Kysely<DB>, key: string, timeWindowMs: number): Promise<Counted> {
  const { rows } = await sql<{ hits: number; ttl_ms: number }>`
    INSERT INTO rate_limit_counters AS c (counter_key, hits, window_ends_at)
    VALUES (${key}, 1, statement_timestamp() + ${timeWindowMs}::integer * interval '1 millisecond')
    ON CONFLICT (counter_key) DO UPDATE SET
      hits = CASE WHEN c.window_ends_at <= statement_timestamp() THEN 1 ELSE c.hits + 1 END,
      window_ends_at = CASE WHEN c.window_ends_at <= statement_timestamp()
                            THEN excluded.window_ends_at ELSE c.window_ends_at END
    RETURNING c.hits,
      ceil(extract(epoch FROM c.window_ends_at - statement_timestamp()) * 1000)::int AS ttl_ms`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the rate-limit counter was not written');
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl_ms)) };
}

/**
 * Takes `amount` from a budget of `max` a fixed window (a counter of the same table, shared by every instance):
 * all of it, or nothing when that would pass the budget, in one upsert that takes the row's lock. A refused
 * amount is not counted, so the window's total never passes `max`. `ttl` is the window's time left (ms).
 */
export async function takeFromBudget(
  db: Kysely<DB>,
  budget: { key: string; amount: number; max: number; timeWindowMs: number },
): Promise<{ taken: boolean; ttl: number }> {
  const { key, amount, max, timeWindowMs } = budget;
  const { rows } = await sql<{ ttl_ms: number }>`
    INSERT INTO rate_limit_counters AS c (counter_key, hits, window_ends_at)
    SELECT ${key}, ${amount}::integer, statement_timestamp() + ${timeWindowMs}::integer * interval '1 millisecond'
    WHERE ${amount}::integer <= ${max}::integer
    ON CONFLICT (counter_key) DO UPDATE SET
      hits = CASE WHEN c.window_ends_at <= statement_timestamp() THEN excluded.hits ELSE c.hits + excluded.hits END,
      window_ends_at = CASE WHEN c.window_ends_at <= statement_timestamp()
                            THEN excluded.window_ends_at ELSE c.window_ends_at END
    WHERE c.window_ends_at <= statement_timestamp() OR c.hits + excluded.hits <= ${max}::integer
    RETURNING ceil(extract(epoch FROM c.window_ends_at - statement_timestamp()) * 1000)::int AS ttl_ms`.execute(db);
  if (rows[0]) return { taken: true, ttl: Math.max(0, Number(rows[0].ttl_ms)) };
  // Refused: the window's time left, for Retry-After.
  const { rows: left } = await sql<{ ttl_ms: number }>`
    SELECT ceil(extract(epoch FROM window_ends_at - statement_timestamp()) * 1000)::int AS ttl_ms
    FROM rate_limit_counters WHERE counter_key = ${key}`.execute(db);
  return { taken: false, ttl: Math.max(0, Number(left[0]?.ttl_ms ?? timeWindowMs)) };
}

/** Deletes the counters whose window has ended. */
export async function sweepCounters(db: Kysely<DB>): Promise<void> {
  await db
    .withTables<PlatformTables>()
    .deleteFrom('rate_limit_counters')
    .where('window_ends_at', '<', sql<Date>`statement_timestamp()`)
    .execute();
}

/**
 * @fastify/rate-limit's store over the rate_limit_counters table (migration 0055): every instance on the
 * same database shares the counters (docs/decisions/0021). A route's own limit counts under its method
 * and URL, as the library's Redis store does, so it never shares a count with the API-wide limit.
 * The library's continueExceeding and exponentialBackoff are not offered: no route uses them.
 */
export function databaseRateLimitStore(
  db: Kysely<DB>,
  onSweepError: (error: unknown) => void,
): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweepNow = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    sweepCounters(db).catch(onSweepError);
  };

  const storeFor = (prefix: string): FastifyRateLimitStore => ({
    incr(key: string, callback: Callback, timeWindow: number) {
      countHit(db, prefix + key, timeWindow).then(
        (counted) => {
          callback(null, counted);
          sweepNow();
        },
        (error: Error) => callback(error),
      );
    },
    child(routeOptions) {
      const { method, url } = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return storeFor(`${prefix}${String(method ?? '')}${String(url ?? '')}-`);
    },
  });

  return class DatabaseRateLimitStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error('the database rate-limit store counts fixed windows only');
      }
      return storeFor('');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
