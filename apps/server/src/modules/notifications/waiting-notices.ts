import { sql, type Kysely } from 'kysely';
import type { RewardSourceCode } from '@forkpoint/shared';
import type { EarnTerms } from '@forkpoint/shared/rules/earn-decision';
import type { EarnTier } from '@forkpoint/shared/rules/earn-rates';
import type { DB } from '../../db/schema';
import type { EarnNotificationKind } from '../../db/schema-notifications';

/** A waiting notice with its reward as it stands now (null fields: the reward row is gone). */
export interface WaitingNotice {
  id: string;
  member_id: number;
  partner_code: string;
  kind: EarnNotificationKind;
  reward_id: string | null;
  source_transaction_id: string;
  created_at: Date;
  award_status: string | null;
  /** Why a reward is deferred (what the reminder asks the member to do). */
  status_reason: string | null;
  benefit_amount: number | null;
  source_code: RewardSourceCode | null;
  earn_tier: EarnTier | null;
  earn_terms: EarnTerms | null;
  ticket_cents: number | null;
  eligible_cents: number | null;
  max_spend: string | null;
  merchant_name: string | null;
  merchant_time_zone: string | null;
}

/**
 * The waiting notices of the members whose first waiting notice is oldest, `memberLimit` members at most a run,
 * every notice of each. Read through earn_notifications_waiting, so sent history costs nothing.
 */
export async function waitingNotices(db: Kysely<DB>, memberLimit: number): Promise<WaitingNotice[]> {
  const { rows } = await sql<WaitingNotice>`
    WITH due_members AS (
      SELECT member_id, min(created_at) AS oldest
      FROM earn_notifications
      WHERE sent_at IS NULL AND cancelled_at IS NULL
      GROUP BY member_id
      ORDER BY oldest
      LIMIT ${memberLimit}
    )
    SELECT n.id::text AS id, n.member_id, n.partner_code, n.kind, n.reward_id::text AS reward_id,
           n.source_transaction_id, n.created_at, r.award_status, r.status_reason, r.benefit_amount, r.source_code, r.earn_tier,
           r.earn_terms, r.ticket_cents, r.eligible_cents,
           mc.details -> 'visitLimits' ->> 'maxSpendPerMonth' AS max_spend,
           mc.name AS merchant_name, mc.time_zone AS merchant_time_zone
    FROM due_members w
    JOIN earn_notifications n ON n.member_id = w.member_id AND n.sent_at IS NULL AND n.cancelled_at IS NULL
    -- The program too: a reward is only ever its own member's, in their program.
    LEFT JOIN rewards r ON r.id = n.reward_id AND r.member_id = n.member_id AND r.partner_code = n.partner_code
    LEFT JOIN merchants mc ON mc.id = r.merchant_id
    ORDER BY n.member_id, n.created_at, n.id`.execute(db);
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}

export interface NoticeRecipient {
  publicId: string;
  firstName: string;
  email: string | null;
  active: boolean;
  closed: boolean;
  emailOn: boolean;
  pushOn: boolean;
  timeZone: string | null;
}

export async function recipientOf(
  db: Kysely<DB>,
  memberId: number,
  partnerCode: string,
): Promise<NoticeRecipient | null> {
  const row = await db
    .selectFrom('members as m')
    .leftJoin('notification_preferences as p', (join) =>
      join.onRef('p.member_id', '=', 'm.id').onRef('p.partner_code', '=', 'm.partner_code'),
    )
    .select([
      'm.public_id',
      'm.first_name',
      'm.email',
      'm.active',
      'm.member_type',
      'p.email as email_on',
      'p.push as push_on',
      'p.time_zone',
    ])
    .where('m.id', '=', memberId)
    .where('m.partner_code', '=', partnerCode)
    .executeTakeFirst();
  if (!row) return null;
  return {
    publicId: row.public_id,
    firstName: row.first_name,
    email: row.email,
    active: row.active,
    closed: row.member_type === 'ClosedAccountMember',
    emailOn: row.email_on ?? false,
    pushOn: row.push_on ?? false,
    timeZone: row.time_zone,
  };
}

/** Marks notices sent (by these channels) or cancelled (with why). */
export async function markNotices(
  db: Kysely<DB>,
  ids: string[],
  outcome: { sentAt: Date; sentBy: string } | { cancelledAt: Date; reason: string },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('earn_notifications')
    .set(
      'sentAt' in outcome
        ? { sent_at: outcome.sentAt, sent_by: outcome.sentBy }
        : { cancelled_at: outcome.cancelledAt, cancel_reason: outcome.reason },
    )
    .where('id', 'in', ids)
    .where('sent_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
}
