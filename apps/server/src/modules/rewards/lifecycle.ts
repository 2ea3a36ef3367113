import { sql, type Kysely, type Transaction } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import { HOUR_MS } from '@forkpoint/shared/dates/durations';
import { BASE_TERMS, type EarnTerms } from '@forkpoint/shared/rules/earn-decision';
import type { DB } from '../../db/schema';
import { expireVipStatus } from './dining-status';
import { earningPartner } from './earn';
import { isCashProgram } from '@forkpoint/shared/rules/cash-programs';
import { FORFEIT_REASONS, earnTierFor, gateFor, rewardAmount } from '@forkpoint/shared/rules/earn-rules';
import { createPostings, acknowledgePosting, type PostedOnWrite } from './postings';
import { issueStatementCredits } from './statement-credits';
import { enqueueDeferredReminders, enqueueEarnNotifications } from './notification-steps';

/**
 * The reward lifecycle's timed steps (docs/rewards.md "Lifecycle"), run after every import and by the
 * server's hourly cycle: deferred rewards are earned once the member qualifies or forfeited after their
 * 14 days, VIP years run out, Mile and Point rewards are posted to the partner, and cash programs pay a
 * statement credit once the balance reaches the threshold.
 */

/**
 * immediate (development): a file on every run, acknowledged at once; daily (production): one file per partner a
 * day, which the partner acknowledges; held: a file on every run, left for the partner to fetch and acknowledge (the
 * staging tools' feed upload with "hold", so a program can rehearse the exchange on a server that posts at once).
 */
export type PostingMode = 'immediate' | 'daily' | 'held';

/** The advisory lock one instance runs the cycle under when the listener schedules it (server.ts). */
export const REWARD_CYCLE_LOCK = 'forkpoint:reward-cycle';

/** Deferred rewards end to the hour, VIP years at midnight: an hourly cycle is close enough for both. */
export const REWARD_CYCLE_INTERVAL_MS = HOUR_MS;

export interface CycleOptions {
  partners: readonly Partner[];
  now: Date;
  /** immediate: every posting file is acknowledged at once; daily and held: the partner acknowledges it. */
  postingMode: PostingMode;
  /** After an import: the rewards it wrote already posted (postings.ts postsOnWrite), for this run's files. */
  postedOnWrite?: PostedOnWrite;
}

export async function runRewardCycle(db: Kysely<DB>, options: CycleOptions): Promise<void> {
  await db.transaction().execute((trx) => runRewardCycleIn(trx, options));
}

/** One cycle at a time across every app instance and import: two would pay the same balance twice. */
const CYCLE_LOCK_KEY = 13_0001;

/** Waits for (and then holds, to the end of `trx`) the cycle's lock: a payout cannot run meanwhile. */
export async function lockRewardCycle(trx: Transaction<DB>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${CYCLE_LOCK_KEY})`.execute(trx);
}

export async function runRewardCycleIn(trx: Transaction<DB>, options: CycleOptions): Promise<void> {
  await lockRewardCycle(trx);
  await resolveDeferredRewards(trx, options.partners, options.now);
  await expireVipStatus(trx, options.now);
  const postings = await createPostings(trx, options.partners, options.now, {
    oncePerDay: options.postingMode === 'daily',
    postedOnWrite: options.postedOnWrite,
  });
  if (options.postingMode === 'immediate') {
    for (const { id, partnerCode } of postings) {
      await acknowledgePosting(trx, id, options.now, options.postedOnWrite?.get(partnerCode));
    }
  }
  await issueStatementCredits(trx, options.partners, options.now);
  // Last: every step this run (and the import before it) made is written by now (modules/notifications).
  await enqueueEarnNotifications(trx, options.now);
  await enqueueDeferredReminders(trx, options.now);
}

interface DeferredRow {
  id: string;
  partner_code: string;
  eligible_cents: number;
  settled: boolean;
  deferred_until: Date;
  tier_level: 'OptedOut' | 'NonActivated' | 'OptedIn' | 'VIP';
  email_opt_in: boolean;
  vip_through: number | null;
  access_tier: 'basic' | 'select' | 'vip';
  acclaimed_level: number;
  local_date: string;
  earn_terms: EarnTerms | null;
}

/** A deferred reward earns at the member's tier of the moment they qualify, or is forfeit when its 14 days end. */
export async function resolveDeferredRewards(
  trx: Transaction<DB>,
  partners: readonly Partner[],
  now: Date,
): Promise<number> {
  const rows = (
    await sql<DeferredRow>`
      SELECT r.id, r.partner_code, r.eligible_cents, r.settled, r.deferred_until, m.tier_level, m.email_opt_in,
             m.vip_through, mc.access_tier, mc.acclaimed_level, to_char(r.local_date, 'YYYY-MM-DD') AS local_date,
             r.earn_terms
      FROM rewards r
      JOIN members m ON m.id = r.member_id
      JOIN merchants mc ON mc.id = r.merchant_id
      WHERE r.award_status = 'Deferred'
      ORDER BY r.id`.execute(trx)
  ).rows;
  let resolved = 0;
  for (const row of rows) {
    const partner = partners.find((p) => p.code === row.partner_code);
    if (!partner) continue;
    const rules = earningPartner(partner);
    const member = { tierLevel: row.tier_level, emailOptIn: row.email_opt_in, vipThrough: row.vip_through };
    const vip =
      partner.hasVIP && (row.tier_level === 'VIP' || (row.vip_through ?? 0) >= Number(row.local_date.slice(0, 4)));
    const gate = gateFor(
      member,
      { accessTier: row.access_tier, acclaimedLevel: row.acclaimed_level, maxSpendPerMonthCents: null },
      vip,
    );
    if (gate.kind === 'open') {
      const tier = earnTierFor(member, vip);
      await trx
        .updateTable('rewards')
        .set({
          award_status: row.settled && isCashProgram(partner.currencyType) ? 'Awarded' : 'Pending',
          status_reason: null,
          deferred_until: null,
          earn_tier: tier,
          benefit_amount: rewardAmount(row.eligible_cents, tier, rules, row.earn_terms ?? BASE_TERMS),
          updated_at: now,
        })
        .where('id', '=', row.id)
        .execute();
      resolved += 1;
    } else if (new Date(row.deferred_until) <= now) {
      await trx
        .updateTable('rewards')
        .set({
          award_status: 'Forfeit',
          status_reason: FORFEIT_REASONS.deferralExpired,
          deferred_until: null,
          benefit_amount: 0,
          eligible_cents: 0,
          updated_at: now,
        })
        .where('id', '=', row.id)
        .execute();
      resolved += 1;
    }
  }
  return resolved;
}
