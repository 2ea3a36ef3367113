import type { ColumnType, Generated } from 'kysely';
import type { ReviewStatus } from '@forkpoint/shared';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** bigint columns come back as strings (both engines); written as numbers or strings. */
type BigIntId = ColumnType<string, number | string, number | string>;

/** migrations/0043_reviews.sql: one review per reward row (a member's dine). */
export interface ReviewsTable {
  id: Generated<string>;
  member_id: number;
  partner_code: string;
  reward_id: BigIntId;
  merchant_id: number;
  food: number;
  service: number;
  cleanliness: number;
  value: number;
  text: string | null;
  moderation_status: ReviewStatus;
  /** Why moderation rejected it; null when published. */
  moderation_reason: string | null;
  created_at: Timestamp;
}

export interface ReviewTables {
  reviews: ReviewsTable;
}
