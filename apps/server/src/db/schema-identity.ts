import type { ColumnType, Generated } from 'kysely';
import type { InterfaceType, MemberType, TierLevel } from '@forkpoint/shared';

/** Kysely's view of the identity tables (migrations 0010-0017). Keep the two in step. */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** jsonb: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;
/** A defaulted identity; bigint arrives as a string from `pg`. */
type BigId = ColumnType<string | number, never, never>;

export interface MembersTable {
  id: Generated<number>;
  partner_code: string;
  public_id: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  email: string | null;
  email_opt_in: Generated<boolean>;
  address1: Generated<string>;
  address2: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  zip_code: Generated<string>;
  phone_number: Generated<string>;
  sms_opt_in: Generated<boolean>;
  tier_level: TierLevel;
  /** VIP through the end of this year (a qualifying year and the next); migrations/0042. */
  vip_through: Generated<number | null>;
  member_type: MemberType;
  dining_progress: Json<Record<string, unknown> | null> | null;
  active_bonuses: Generated<Json<Array<Record<string, unknown>>>>;
  enrollment_source: string | null;
  join_date: Timestamp | null;
  family_id: string | null;
  partner_number: string | null;
  has_web_profile: Generated<boolean>;
  active: Generated<boolean>;
  interface_type: InterfaceType;
  sso_subject: string | null;
  needs_email_update: Generated<boolean>;
  /** The member asked for no more invitations (the unsubscribe link; migrations/0074). */
  email_unsubscribed_at: Timestamp | null;
  utm_term: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_source: string | null;
  utm_content: string | null;
  referrer: string | null;
  source: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MemberCredentialsTable {
  member_id: number;
  partner_code: string;
  password_hash: string;
  password_changed_at: Timestamp;
}

export interface MemberSessionsTable {
  id_hash: string;
  member_id: number;
  partner_code: string;
  visitor_hash: string;
  remember_me: boolean;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  user_agent: Generated<string>;
  ip: Generated<string>;
  /** migrations/0054: a lifetime the staging tools set (ms); null for the normal one. */
  lifetime_ms: Generated<number | null>;
  /** migrations/0058: the support emulation that opened this session (staff_emulations.id); null for the member's own. */
  emulation_id: Generated<string | null>;
}

export interface LoginAttemptsTable {
  id: BigId;
  partner_code: string;
  lockout_key: string;
  member_id: number | null;
  ip: string;
  succeeded: boolean;
  outcome: string;
  attempted_at: Timestamp;
}

export interface LoginLockoutsTable {
  partner_code: string;
  lockout_key: string;
  failed_count: Generated<number>;
  last_failed_at: Timestamp | null;
  locked_until: Timestamp | null;
}

export interface ProspectsTable {
  id: Generated<number>;
  partner_code: string;
  email: string;
  utm_term: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_source: string | null;
  utm_content: string | null;
  referrer: string | null;
  source: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  converted_member_id: number | null;
}

export interface RecoveryTokensTable {
  token_hash: string;
  member_id: number;
  partner_code: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  partner_code: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: Timestamp;
  transport: 'outbox' | 'smtp';
  sent_at: Timestamp | null;
  error: string | null;
  /** Extra headers, e.g. List-Unsubscribe (migrations/0074); null: none. */
  headers: Json<Record<string, string> | null> | null;
}

export interface StaffTable {
  id: Generated<number>;
  partner_code: string;
  email: string;
  display_name: string;
  /** migrations/0052: the console's roles (StaffRole in packages/shared/src/contracts/support.ts). */
  role: 'agent' | 'content_editor' | 'catalog_manager' | 'admin';
  password_hash: string;
  created_at: Timestamp;
  /**
   * migrations/0060: the clear RFC 6238 secret of rows from before it, sealed and emptied by the seed at start;
   * the database refuses a new clear value. Never read it for sign-in.
   */
  totp_secret_unsealed: ColumnType<string | null, null | undefined, null>;
  /** The RFC 6238 secret sealed with AES-256-GCM (lib/totp-secrets.ts); null: no second factor yet. */
  totp_secret_sealed: string | null;
  /** Which STAFF_TOTP_KEY sealed it (a hash of the key), set with totp_secret_sealed. */
  totp_key_id: string | null;
  last_sign_in_at: Timestamp | null;
  /** The last 30-second step a code was accepted for (bigint: a string from `pg`); codes up to it are replays. */
  totp_last_step: ColumnType<string | number | null, number | null, number | null>;
  active: Generated<boolean>;
}

/** One activation invitation per member, queued by a campaign (migrations/0074). */
export interface ActivationInvitationsTable {
  member_id: number;
  partner_code: string;
  queued_at: Timestamp;
  sent_at: Timestamp | null;
  skipped: string | null;
}

export interface CaptchaRedemptionsTable {
  challenge_id: string;
  expires_at: Timestamp;
}

export interface IdentityTables {
  members: MembersTable;
  member_credentials: MemberCredentialsTable;
  member_sessions: MemberSessionsTable;
  login_attempts: LoginAttemptsTable;
  login_lockouts: LoginLockoutsTable;
  prospects: ProspectsTable;
  recovery_tokens: RecoveryTokensTable;
  email_outbox: EmailOutboxTable;
  staff: StaffTable;
  captcha_redemptions: CaptchaRedemptionsTable;
  activation_invitations: ActivationInvitationsTable;
}
