import type { ColumnType, Generated } from 'kysely';
import type { EarnTerms } from '@forkpoint/shared/rules/earn-decision';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** bigint columns come back as strings (both engines); written as numbers. */
type BigIntId = ColumnType<string, number | string | undefined, number | string>;

export type AwardStatus = 'Awarded' | 'Pending' | 'Forfeit' | 'Paid' | 'Deferred';
export type RewardSourceCode = 'M' | 'J' | '+' | 'A' | 'B' | 'S';

/** migrations/0042_rewards.sql */
export interface RewardsTable {
  id: Generated<string>;
  member_id: number;
  partner_code: string;
  source_code: RewardSourceCode;
  source_transaction_id: string;
  transaction_type: 'settle' | 'manual';
  merchant_id: number | null;
  member_card_id: string | null;
  occurred_at: Timestamp;
  local_date: ColumnType<string, string, string>;
  ticket_cents: number;
  eligible_cents: number;
  earn_tier: 'basic' | 'select' | 'vip' | null;
  benefit_amount: number;
  award_status: AwardStatus;
  status_reason: string | null;
  settled: boolean;
  deferred_until: Timestamp | null;
  posted_amount: Generated<number>;
  posted_at: Timestamp | null;
  statement_credit_id: number | null;
  paid_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** migrations/0061: a purchase (S) rewarded through this approved claim's manual reward; it earns nothing more. */
  claim_id: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * migrations/0064: a purchase's offer and bonuses (rules/earn-decision.ts EarnTerms), decided when it first
   * arrives and kept: a later edit or end of the offer does not change it. Null: the tier's rate alone.
   */
  earn_terms: ColumnType<EarnTerms | null, string | null | undefined, string | null>;
  /** migrations/0075: the program rejected its posting line; no file carries it until support sends it again. */
  posting_rejected_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface StatementCreditsTable {
  id: Generated<number>;
  member_id: number;
  partner_code: string;
  credit_amount_cents: number;
  target_type: 'card' | 'other';
  target_label: string;
  benefit_processor: string;
  payout_brand: 'MasterCard' | 'Tremendous' | 'Visa';
  payout_method: 'Card' | 'Email';
  status: 'Pending' | 'Paid';
  created_at: Timestamp;
  paid_at: Timestamp | null;
}

export interface RewardPostingsTable {
  id: Generated<number>;
  partner_code: string;
  file_name: string;
  line_count: number;
  total_amount: BigIntId;
  body: string;
  created_at: Timestamp;
  acknowledged_at: Timestamp | null;
}

export interface RewardPostingLinesTable {
  posting_id: number;
  reward_id: BigIntId;
  amount: number;
  /** migrations/0075: the line's posting_line number in the file, its answer and when support sent it again. */
  line_no: number;
  status: ColumnType<PostingLineStatus | null, PostingLineStatus | null | undefined, PostingLineStatus | null>;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sent_again_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type PostingLineStatus = 'accepted' | 'rejected';

export interface MemberBonusesTable {
  member_id: number;
  partner_code: string;
  code: string;
  status: 'eligible' | 'enrolled' | 'qualified';
  eligible_at: Timestamp;
  enrolled_at: Timestamp | null;
  qualified_at: Timestamp | null;
  reward_id: BigIntId | null;
}

export interface RewardTables {
  rewards: RewardsTable;
  statement_credits: StatementCreditsTable;
  reward_postings: RewardPostingsTable;
  reward_posting_lines: RewardPostingLinesTable;
  member_bonuses: MemberBonusesTable;
  reward_claims: RewardClaimsTable;
  reward_adjustments: RewardAdjustmentsTable;
}

/** migrations/0045_reward_claims.sql */
export interface RewardClaimsTable {
  id: Generated<number>;
  member_id: number;
  partner_code: string;
  purchase_date: ColumnType<string, string, string>;
  amount_cents: number;
  merchant_id: number;
  member_card_id: string;
  status: 'answered' | 'pending' | 'approved' | 'declined';
  finding: string;
  feed_event_id: BigIntId | null;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
  /** migrations/0057: what support decided, in the member's words, and who. */
  resolution: ColumnType<string | null, string | null | undefined, string | null>;
  resolved_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** migrations/0057_reward_adjustments.sql: append-only. */
export interface RewardAdjustmentsTable {
  id: Generated<number>;
  member_id: number;
  partner_code: string;
  reward_id: BigIntId;
  kind: 'M' | 'J' | 'A';
  amount: number;
  reason: string;
  staff_id: number;
  reverses_id: number | null;
  claim_id: number | null;
  created_at: Timestamp;
}
