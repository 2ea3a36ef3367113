import type { ColumnType } from 'kysely';

/** Kysely's view of the single sign-on tables (migrations 0030-0039). Keep the two in step. */

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface SsoLoginRequestsTable {
  state_hash: string;
  partner_code: string;
  visitor_hash: string;
  redirect_uri: string;
  return_to: string;
  remember_me: boolean;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A type alias, not an interface: Kysely's withTables needs its implicit index signature. */
export type SsoTables = {
  sso_login_requests: SsoLoginRequestsTable;
};
