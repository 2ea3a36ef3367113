import type { ColumnType } from 'kysely';

/**
 * Kysely's view of the platform's own tables (migration 0055: shared rate-limit counters; 0056: the local identity
 * provider's state). Keep the two in step.
 */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export interface RateLimitCountersTable {
  counter_key: string;
  hits: number;
  window_ends_at: Timestamp;
}

/** jsonb: written as a JSON string (both engines accept it), read back parsed. */
type Json = ColumnType<Record<string, unknown>, string, string>;

export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: Json;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  expires_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
}

/** A type alias, not an interface: Kysely's withTables needs its implicit index signature. */
export type PlatformTables = {
  rate_limit_counters: RateLimitCountersTable;
  oidc_payloads: OidcPayloadsTable;
};
