import { sql, type Transaction } from 'kysely';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import type { DB } from '../../db/schema';

/*
 * The reward steps the member is to hear of (issue 35: modules/notifications sends them). Here, in the rewards
 * module, because the reward cycle writes them in its own transaction, and notifications reads rewards (their
 * explanation): the notices' table is written here and read there, with no import back.
 */

/**
 * Writes a notice for each reward step the engine made at `now` (an import's or a cycle's transaction: every
 * reward it wrote carries updated_at = now): a purchase or bonus that earns (Pending), is awarded or is paid. Only
 * for members with a channel on, so a program's silent members cost nothing here: the statement starts from their
 * preferences and reads their rewards by the activity index. A step is noticed once (UNIQUE (reward_id, kind)),
 * however often the engine touches the row afterwards. Support's adjustments and a claim's purchase are not noticed.
 */
export async function enqueueEarnNotifications(trx: Transaction<DB>, now: Date): Promise<number> {
  const result = await sql`
    INSERT INTO earn_notifications (member_id, partner_code, kind, reward_id, source_transaction_id, created_at)
    SELECT r.member_id, r.partner_code,
           CASE r.award_status WHEN 'Pending' THEN 'earned' WHEN 'Awarded' THEN 'awarded' ELSE 'paid' END,
           r.id, r.source_transaction_id, ${now}
    FROM notification_preferences p
    JOIN rewards r ON r.member_id = p.member_id AND r.partner_code = p.partner_code
    WHERE (p.email OR p.push)
      AND r.updated_at = ${now}
      AND r.award_status IN ('Pending', 'Awarded', 'Paid')
      AND r.source_code IN ('S', 'B') AND r.benefit_amount > 0 AND r.claim_id IS NULL
    ON CONFLICT (reward_id, kind) DO NOTHING`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * How long before a deferred reward lapses (its 14 days, rewards/lifecycle.ts) the member is reminded what to do
 * ("Turn on e-mail offers within 14 days to earn…"): three days, so a member who reads mail weekly still can.
 */
export const DEFERRED_REMINDER_LEAD_MS = 3 * DAY_MS;

/**
 * Writes one reminder for each deferred reward of a member with a channel on that lapses within
 * DEFERRED_REMINDER_LEAD_MS (once: UNIQUE (reward_id, kind)). Run by every reward cycle (hourly, and after each
 * import), so a reminder is written within the hour its lead begins. The job cancels it if the deferral resolved.
 */
export async function enqueueDeferredReminders(trx: Transaction<DB>, now: Date): Promise<number> {
  const result = await sql`
    INSERT INTO earn_notifications (member_id, partner_code, kind, reward_id, source_transaction_id, created_at)
    SELECT r.member_id, r.partner_code, 'deferred-reminder', r.id, r.source_transaction_id, ${now}
    FROM rewards r
    JOIN notification_preferences p ON p.member_id = r.member_id AND p.partner_code = r.partner_code
    WHERE r.award_status = 'Deferred'
      AND r.deferred_until > ${now} AND r.deferred_until <= ${new Date(now.getTime() + DEFERRED_REMINDER_LEAD_MS)}
      AND (p.email OR p.push)
    ON CONFLICT (reward_id, kind) DO NOTHING`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
