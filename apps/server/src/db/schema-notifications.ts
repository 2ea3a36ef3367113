import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type EarnNotificationKind = 'earned' | 'awarded' | 'paid' | 'deferred-reminder';

/** migrations/0078: a member's channels in their program; no row means every channel off. */
export interface NotificationPreferencesTable {
  member_id: number;
  partner_code: string;
  email: Generated<boolean>;
  push: Generated<boolean>;
  time_zone: string | null;
  updated_at: Timestamp;
}

/** migrations/0078: one browser's Web Push subscription. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  member_id: number;
  partner_code: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
}

/** migrations/0078: one step of a reward the member is (or was to be) told about. */
export interface EarnNotificationsTable {
  id: Generated<string>;
  member_id: number;
  partner_code: string;
  kind: EarnNotificationKind;
  reward_id: ColumnType<string | null, number | string | null, number | string | null>;
  source_transaction_id: string;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  sent_by: ColumnType<string | null, string | null | undefined, string | null>;
  cancelled_at: NullableTimestamp;
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface NotificationTables {
  notification_preferences: NotificationPreferencesTable;
  push_subscriptions: PushSubscriptionsTable;
  earn_notifications: EarnNotificationsTable;
}
