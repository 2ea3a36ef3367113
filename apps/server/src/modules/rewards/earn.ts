import { sql, type Transaction } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import {
  DEFERRAL_DAYS,
  earnTierFor,
  eligibleCents,
  gateFor,
  isCashProgram,
  isVipFor,
  rewardAmount,
  statusFor,
  ticketOf,
  type EarningMember,
  type EarningMerchant,
  type EarningPartner,
} from './earn-rules';

/**
 * Turns an import's matched events into reward rows (docs/rewards.md "Earn rules"). The purchases the
 * import touched are read in one statement, their rewards decided in Node by the pure rules of
 * earn-rules.ts (the order of a member's purchases decides dine numbers and spend limits, which a
 * sequential pass says plainly), and written back in batched statements. Matching itself stays set-based
 * SQL (matching.ts).
 */

const WRITE_CHUNK = 10_000;

interface PurchaseRow {
  purchase_id: string;
  occurred_at: Date;
  local_date: string;
  authorized: number | null;
  settled: number | null;
  refunded: string | number;
  reversed: boolean;
  member_id: number;
  partner_code: string;
  merchant_id: number;
  member_card_id: string;
  tier_level: EarningMember['tierLevel'];
  email_opt_in: boolean;
  vip_through: number | null;
  access_tier: EarningMerchant['accessTier'];
  acclaimed_level: number;
  max_spend: string | null;
  reward_id: string | null;
  earn_tier: 'basic' | 'select' | 'vip' | null;
  award_status: 'Awarded' | 'Pending' | 'Forfeit' | 'Paid' | 'Deferred' | null;
  status_reason: string | null;
  previous_eligible: number | null;
  deferred_until: Date | null;
}

export function earningPartner(partner: Partner): EarningPartner {
  return {
    currencyType: partner.currencyType,
    earnRates: partner.earnRates,
    hasVIP: partner.hasVIP,
    dinesRequired: partner.diningStatus.dinesRequired,
  };
}

const yearOf = (localDate: string) => Number(localDate.slice(0, 4));
const monthOf = (localDate: string) => localDate.slice(0, 7);

/** Applies the earn rules to every purchase an import touched; answers the members whose rewards changed. */
export async function applyEarnRules(
  trx: Transaction<DB>,
  importId: number,
  now: Date,
  partnerOf: (code: string) => Partner | undefined,
): Promise<number[]> {
  const purchases = (await purchasesOfImport(trx, importId)).sort(
    (a, b) =>
      a.member_id - b.member_id ||
      new Date(a.occurred_at).getTime() - new Date(b.occurred_at).getTime() ||
      a.purchase_id.localeCompare(b.purchase_id),
  );
  if (purchases.length === 0) return [];
  const memberIds = [...new Set(purchases.map((p) => p.member_id))];
  const dines = await qualifiedDinesByYear(trx, memberIds);
  const spend = await eligibleSpendByMonth(trx, memberIds);

  const upserts: RewardWrite[] = [];
  const removals: string[] = [];
  for (const row of purchases) {
    const partner = partnerOf(row.partner_code);
    if (!partner) continue;
    const rules = earningPartner(partner);
    const events = {
      authorizedCents: row.authorized,
      settledCents: row.settled,
      refundedCents: Number(row.refunded),
      reversed: row.reversed,
    };
    const isSettled = row.settled !== null;
    if (events.reversed && !isSettled) {
      // A reversed authorization never happened for the member: its pending reward goes.
      if (row.reward_id) removals.push(row.reward_id);
      continue;
    }
    const member: EarningMember = {
      tierLevel: row.tier_level,
      emailOptIn: row.email_opt_in,
      vipThrough: row.vip_through,
    };
    const merchant: EarningMerchant = {
      accessTier: row.access_tier,
      acclaimedLevel: row.acclaimed_level,
      maxSpendPerMonthCents: /^[0-9]+(\.[0-9]+)?$/.test(row.max_spend ?? '')
        ? Math.round(Number(row.max_spend) * 100)
        : null,
    };
    const year = yearOf(row.local_date);
    const dineKey = `${row.member_id}/${year}`;
    const spendKey = `${row.member_id}/${row.merchant_id}/${monthOf(row.local_date)}`;
    const dinesBefore = dines.get(dineKey) ?? 0;
    const vip = isVipFor(member, rules, year, dinesBefore);
    const tier = row.earn_tier ?? earnTierFor(member, vip);
    const gate = gateFor(member, merchant, tier === 'vip');
    const ticket = ticketOf(events);
    const spentByOthers = (spend.get(spendKey) ?? 0) - (row.previous_eligible ?? 0);
    let eligible = gate.kind === 'forfeit' ? 0 : eligibleCents(ticket, merchant, spentByOthers);
    const previous = row.award_status ? { status: row.award_status, reason: row.status_reason } : null;
    const state = statusFor(
      {
        gate,
        ticketCents: ticket,
        eligibleCents: eligible,
        settled: isSettled,
        reversed: events.reversed,
        cash: isCashProgram(rules.currencyType),
      },
      previous,
    );
    if (state.status === 'Forfeit') eligible = 0;
    spend.set(spendKey, spentByOthers + eligible);
    const qualifies = state.status !== 'Forfeit' && state.status !== 'Deferred' && ticket > 0;
    const wasQualified = previous !== null && previous.status !== 'Forfeit' && previous.status !== 'Deferred';
    if (qualifies && !wasQualified) dines.set(dineKey, dinesBefore + 1);
    if (!qualifies && wasQualified) dines.set(dineKey, Math.max(0, dinesBefore - 1));

    upserts.push({
      memberId: row.member_id,
      partnerCode: row.partner_code,
      purchaseId: row.purchase_id,
      merchantId: row.merchant_id,
      cardId: row.member_card_id,
      occurredAt: new Date(row.occurred_at).toISOString(),
      localDate: row.local_date,
      ticket,
      eligible,
      tier,
      benefit: state.status === 'Forfeit' ? 0 : rewardAmount(eligible, tier, rules),
      status: state.status,
      reason: state.reason,
      settled: isSettled,
      deferredUntil:
        state.status === 'Deferred'
          ? (row.deferred_until
              ? new Date(row.deferred_until)
              : new Date(now.getTime() + DEFERRAL_DAYS * 86_400_000)
            ).toISOString()
          : null,
    });
  }
  await removeRewards(trx, removals);
  await writeRewards(trx, upserts, now);
  return memberIds;
}

/** Every purchase with an event in the import that matched, its events summed over all imports, its member, merchant and reward so far. */
async function purchasesOfImport(trx: Transaction<DB>, importId: number): Promise<PurchaseRow[]> {
  const result = await sql<PurchaseRow>`
    WITH affected AS (
      SELECT DISTINCT coalesce(e.original_transaction_id, e.transaction_id) AS purchase_id
      FROM feed_events e JOIN feed_matches fm ON fm.event_id = e.id AND fm.matched
      WHERE e.import_id = ${importId}
    ),
    purchase_match AS (
      SELECT DISTINCT ON (e.transaction_id) e.transaction_id, fm.member_id, fm.partner_code, fm.merchant_id, fm.member_card_id
      FROM feed_events e JOIN feed_matches fm ON fm.event_id = e.id AND fm.matched
      WHERE e.transaction_id IN (SELECT purchase_id FROM affected) AND e.event IN ('authorization', 'settlement')
      ORDER BY e.transaction_id, e.event
    ),
    events AS (
      SELECT e.transaction_id AS purchase_id, e.event, e.amount_cents, e.occurred_at, e.local_date
      FROM feed_events e WHERE e.transaction_id IN (SELECT purchase_id FROM affected)
      UNION ALL
      SELECT e.original_transaction_id, e.event, e.amount_cents, e.occurred_at, e.local_date
      FROM feed_events e WHERE e.original_transaction_id IN (SELECT purchase_id FROM affected)
    ),
    sums AS (
      SELECT purchase_id,
             min(occurred_at) FILTER (WHERE event IN ('authorization', 'settlement')) AS occurred_at,
             min(local_date) FILTER (WHERE event IN ('authorization', 'settlement')) AS local_date,
             max(amount_cents) FILTER (WHERE event = 'authorization') AS authorized,
             max(amount_cents) FILTER (WHERE event = 'settlement') AS settled,
             coalesce(sum(amount_cents) FILTER (WHERE event = 'refund'), 0) AS refunded,
             coalesce(bool_or(event = 'reversal'), false) AS reversed
      FROM events GROUP BY purchase_id
    )
    SELECT s.purchase_id, s.occurred_at, to_char(s.local_date, 'YYYY-MM-DD') AS local_date, s.authorized, s.settled,
           s.refunded, s.reversed, pm.member_id, pm.partner_code, pm.merchant_id, pm.member_card_id,
           mb.tier_level, mb.email_opt_in, mb.vip_through, mc.access_tier, mc.acclaimed_level,
           mc.details -> 'visitLimits' ->> 'maxSpendPerMonth' AS max_spend,
           r.id AS reward_id, r.earn_tier, r.award_status, r.status_reason, r.eligible_cents AS previous_eligible,
           r.deferred_until
    FROM sums s
    JOIN purchase_match pm ON pm.transaction_id = s.purchase_id
    JOIN members mb ON mb.id = pm.member_id
    JOIN merchants mc ON mc.id = pm.merchant_id
    LEFT JOIN rewards r ON r.source_code = 'S' AND r.source_transaction_id = s.purchase_id`.execute(trx);
  return result.rows;
}

/** A dine counts toward the year's status once its reward is on its way (Pending, Awarded or Paid) and something is left spent. */
export const QUALIFIED_DINE_SQL = sql`r.source_code = 'S' AND r.award_status IN ('Pending', 'Awarded', 'Paid') AND r.ticket_cents > 0`;

async function qualifiedDinesByYear(trx: Transaction<DB>, memberIds: number[]): Promise<Map<string, number>> {
  const result = await sql<{ member_id: number; year: number; dines: string }>`
    SELECT r.member_id, extract(year FROM r.local_date)::integer AS year, count(*) AS dines
    FROM rewards r
    WHERE r.member_id = ANY(${memberIds}::integer[]) AND ${QUALIFIED_DINE_SQL}
    GROUP BY 1, 2`.execute(trx);
  return new Map(result.rows.map((r) => [`${r.member_id}/${r.year}`, Number(r.dines)]));
}

async function eligibleSpendByMonth(trx: Transaction<DB>, memberIds: number[]): Promise<Map<string, number>> {
  const result = await sql<{ member_id: number; merchant_id: number; month: string; spent: string }>`
    SELECT member_id, merchant_id, to_char(local_date, 'YYYY-MM') AS month, sum(eligible_cents) AS spent
    FROM rewards
    WHERE member_id = ANY(${memberIds}::integer[]) AND source_code = 'S'
    GROUP BY 1, 2, 3`.execute(trx);
  return new Map(result.rows.map((r) => [`${r.member_id}/${r.merchant_id}/${r.month}`, Number(r.spent)]));
}

interface RewardWrite {
  memberId: number;
  partnerCode: string;
  purchaseId: string;
  merchantId: number;
  cardId: string;
  occurredAt: string;
  localDate: string;
  ticket: number;
  eligible: number;
  tier: 'basic' | 'select' | 'vip';
  benefit: number;
  status: string;
  reason: string | null;
  settled: boolean;
  deferredUntil: string | null;
}

async function removeRewards(trx: Transaction<DB>, ids: string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += WRITE_CHUNK) {
    const chunk = ids.slice(start, start + WRITE_CHUNK);
    await sql`DELETE FROM rewards WHERE id = ANY(${chunk}::bigint[]) AND posted_amount = 0`.execute(trx);
  }
}

/** One statement per chunk: new purchases are inserted, known ones take their new amounts and status. */
async function writeRewards(trx: Transaction<DB>, rows: RewardWrite[], now: Date): Promise<void> {
  for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
    const c = rows.slice(start, start + WRITE_CHUNK);
    await sql`
      INSERT INTO rewards (member_id, partner_code, source_code, source_transaction_id, transaction_type, merchant_id,
                           member_card_id, occurred_at, local_date, ticket_cents, eligible_cents, earn_tier, benefit_amount,
                           award_status, status_reason, settled, deferred_until, paid_at, created_at, updated_at)
      SELECT t.member_id, t.partner_code, 'S', t.purchase_id, 'settle', t.merchant_id, t.card_id, t.occurred_at,
             t.local_date, t.ticket, t.eligible, t.tier, t.benefit, t.status, t.reason, t.settled, t.deferred_until,
             -- Only a stored reward is Paid: the row proposed must pass the checks before it meets its conflict.
             CASE WHEN t.status = 'Paid' THEN ${now}::timestamptz END,
             ${now}, ${now}
      FROM unnest(${c.map((r) => r.memberId)}::integer[], ${c.map((r) => r.partnerCode)}::text[],
                  ${c.map((r) => r.purchaseId)}::text[], ${c.map((r) => r.merchantId)}::integer[],
                  ${c.map((r) => r.cardId)}::text[], ${c.map((r) => r.occurredAt)}::timestamptz[],
                  ${c.map((r) => r.localDate)}::date[], ${c.map((r) => r.ticket)}::integer[],
                  ${c.map((r) => r.eligible)}::integer[], ${c.map((r) => r.tier)}::text[],
                  ${c.map((r) => r.benefit)}::integer[], ${c.map((r) => r.status)}::text[],
                  ${c.map((r) => r.reason)}::text[], ${c.map((r) => r.settled)}::boolean[],
                  ${c.map((r) => r.deferredUntil)}::timestamptz[])
        AS t(member_id, partner_code, purchase_id, merchant_id, card_id, occurred_at, local_date, ticket, eligible, tier,
             benefit, status, reason, settled, deferred_until)
      ON CONFLICT (source_code, source_transaction_id) DO UPDATE SET
        ticket_cents = excluded.ticket_cents, eligible_cents = excluded.eligible_cents,
        benefit_amount = excluded.benefit_amount, award_status = excluded.award_status,
        status_reason = excluded.status_reason, settled = excluded.settled,
        deferred_until = excluded.deferred_until, updated_at = excluded.updated_at,
        -- A paid reward refunded to nothing is Forfeit: the next credit takes the difference back.
        paid_at = CASE WHEN excluded.award_status = 'Paid' THEN rewards.paid_at END`.execute(trx);
  }
}
