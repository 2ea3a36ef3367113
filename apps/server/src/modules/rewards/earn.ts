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
import { withCachedPlans } from '../transactions/planning';
import { postsOnWrite, type PostedOnWrite } from './postings';

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

export interface EarnOutcome {
  /** The members whose rewards changed. */
  members: number[];
  /** New rewards written already posted (postsOnWrite): this run's posting files list them. */
  postedOnWrite: PostedOnWrite;
}

/**
 * Applies the earn rules to every purchase an import touched. `immediatePosting`: development's posting
 * mode, in which the cycle after the import posts and acknowledges at once (postsOnWrite).
 */
export async function applyEarnRules(
  trx: Transaction<DB>,
  importId: number,
  now: Date,
  partnerOf: (code: string) => Partner | undefined,
  immediatePosting: boolean,
): Promise<EarnOutcome> {
  const purchases = inMemberOrder(await purchasesOfImport(trx, importId));
  if (purchases.length === 0) return { members: [], postedOnWrite: new Map() };
  const memberIds = [...new Set(purchases.map((p) => p.member_id))];
  const members = await earningMembers(trx, memberIds);
  const merchants = await earningMerchants(trx, [...new Set(purchases.map((p) => p.merchant_id))]);
  const dines = await qualifiedDinesByYear(trx, memberIds);
  const spend = await eligibleSpendByMonth(trx, memberIds);

  const writes: RewardWrite[] = [];
  const removals: string[] = [];
  for (const row of purchases) {
    const partner = partnerOf(row.partner_code);
    const member = members.get(row.member_id);
    const merchant = merchants.get(row.merchant_id);
    if (!partner || !member || !merchant) continue;
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

    const benefit = state.status === 'Forfeit' ? 0 : rewardAmount(eligible, tier, rules);
    const posted =
      row.reward_id === null && postsOnWrite(immediatePosting, partner, { status: state.status, settled: isSettled });
    writes.push({
      id: row.reward_id,
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
      benefit,
      status: posted ? 'Awarded' : state.status,
      reason: state.reason,
      settled: isSettled,
      postedAmount: posted ? benefit : 0,
      postedAt: posted ? now.toISOString() : null,
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
  await updateRewards(
    trx,
    writes.filter((w) => w.id !== null),
    now,
  );
  const postedOnWrite = await insertRewards(
    trx,
    writes.filter((w) => w.id === null),
    now,
  );
  return { members: memberIds, postedOnWrite };
}

/**
 * Every purchase with an event in the import that matched: its events summed over all imports, whom and
 * where it earns for (its match), and its reward so far. The purchases are listed first in a temporary table with statistics: the
 * statement's joins are planned for how many there are (a hash join for a large file, index look-ups for a
 * small one), which a CTE's guess of 200 rows would not.
 */
async function purchasesOfImport(trx: Transaction<DB>, importId: number): Promise<PurchaseRow[]> {
  await sql`
    CREATE TEMPORARY TABLE import_purchases ON COMMIT DROP AS
    SELECT DISTINCT coalesce(original_transaction_id, transaction_id) AS purchase_id
    FROM feed_events
    WHERE import_id = ${importId} AND matched`.execute(trx);
  await sql`ANALYZE import_purchases`.execute(trx);
  const result = await sql<PurchaseRow>`
    WITH purchase_events AS MATERIALIZED (
      SELECT e.transaction_id AS purchase_id, e.event, e.amount_cents, e.occurred_at, e.local_date, e.matched,
             e.member_id, e.partner_code, e.catalog_merchant_id, e.member_card_id
      FROM feed_events e JOIN import_purchases a ON a.purchase_id = e.transaction_id
      WHERE e.event IN ('authorization', 'settlement')
    ),
    -- Whom the purchase earns for: its authorization's match, or its settlement's.
    purchase_match AS (
      SELECT DISTINCT ON (purchase_id) purchase_id AS transaction_id, member_id, partner_code,
             catalog_merchant_id AS merchant_id, member_card_id
      FROM purchase_events
      WHERE matched
      ORDER BY purchase_id, event
    ),
    events AS (
      SELECT purchase_id, event, amount_cents, occurred_at, local_date FROM purchase_events
      UNION ALL
      SELECT e.original_transaction_id, e.event, e.amount_cents, e.occurred_at, e.local_date
      FROM feed_events e JOIN import_purchases a ON a.purchase_id = e.original_transaction_id
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
           r.id AS reward_id, r.earn_tier, r.award_status, r.status_reason, r.eligible_cents AS previous_eligible,
           r.deferred_until
    FROM sums s
    JOIN purchase_match pm ON pm.transaction_id = s.purchase_id
    LEFT JOIN rewards r ON r.source_code = 'S' AND r.source_transaction_id = s.purchase_id`.execute(trx);
  return result.rows;
}

/** A member's purchases together, in the order they happened: dine numbers and spend limits run in it. */
function inMemberOrder(rows: PurchaseRow[]): PurchaseRow[] {
  const at = new Map(rows.map((row) => [row, new Date(row.occurred_at).getTime()]));
  return rows.sort(
    (a, b) => a.member_id - b.member_id || at.get(a)! - at.get(b)! || a.purchase_id.localeCompare(b.purchase_id),
  );
}

/** What the earn rules read of the purchases' members, once per member. */
async function earningMembers(trx: Transaction<DB>, ids: number[]): Promise<Map<number, EarningMember>> {
  const rows = await trx
    .selectFrom('members')
    .select(['id', 'tier_level', 'email_opt_in', 'vip_through'])
    .where('id', '=', sql<number>`ANY(${ids}::integer[])`)
    .execute();
  return new Map(
    rows.map((r) => [r.id, { tierLevel: r.tier_level, emailOptIn: r.email_opt_in, vipThrough: r.vip_through }]),
  );
}

/** What the earn rules read of the purchases' restaurants, once per restaurant. */
async function earningMerchants(trx: Transaction<DB>, ids: number[]): Promise<Map<number, EarningMerchant>> {
  const { rows } = await sql<{
    id: number;
    access_tier: EarningMerchant['accessTier'];
    acclaimed_level: number;
    max_spend: string | null;
  }>`
    SELECT id, access_tier, acclaimed_level, details -> 'visitLimits' ->> 'maxSpendPerMonth' AS max_spend
    FROM merchants WHERE id = ANY(${ids}::integer[])`.execute(trx);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        accessTier: r.access_tier,
        acclaimedLevel: r.acclaimed_level,
        maxSpendPerMonthCents: /^[0-9]+(\.[0-9]+)?$/.test(r.max_spend ?? '')
          ? Math.round(Number(r.max_spend) * 100)
          : null,
      },
    ]),
  );
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
  /** The stored reward, or null for a purchase that earns for the first time. */
  id: string | null;
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
  /** New rewards only: what is posted already (postsOnWrite), and when. */
  postedAmount: number;
  postedAt: string | null;
}

async function removeRewards(trx: Transaction<DB>, ids: string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += WRITE_CHUNK) {
    const chunk = ids.slice(start, start + WRITE_CHUNK);
    await sql`DELETE FROM rewards WHERE id = ANY(${chunk}::bigint[]) AND posted_amount = 0`.execute(trx);
  }
}

/**
 * New rewards, in plain inserts: imports run one at a time (transactions/ingest.ts) and only they write
 * purchase (S) rewards, so a purchase without a reward when its import read it has none now. Answers the
 * rewards written already posted with something to post, by partner.
 */
async function insertRewards(trx: Transaction<DB>, rows: RewardWrite[], now: Date): Promise<PostedOnWrite> {
  const posted = new Map<string, string[]>();
  await withCachedPlans(trx, async () => {
    for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
      const c = rows.slice(start, start + WRITE_CHUNK);
      const { rows: written } = await sql<{ id: string; partner_code: string }>`
        WITH written AS (
          INSERT INTO rewards (member_id, partner_code, source_code, source_transaction_id, transaction_type, merchant_id,
                               member_card_id, occurred_at, local_date, ticket_cents, eligible_cents, earn_tier,
                               benefit_amount, award_status, status_reason, settled, deferred_until, posted_amount,
                               posted_at, paid_at, created_at, updated_at)
          SELECT t.member_id, t.partner_code, 'S', t.purchase_id, 'settle', t.merchant_id, t.card_id, t.occurred_at,
                 t.local_date, t.ticket, t.eligible, t.tier, t.benefit, t.status, t.reason, t.settled, t.deferred_until,
                 t.posted_amount, t.posted_at, CASE WHEN t.status = 'Paid' THEN ${now}::timestamptz END, ${now}, ${now}
          FROM unnest(${c.map((r) => r.memberId)}::integer[], ${c.map((r) => r.partnerCode)}::text[],
                      ${c.map((r) => r.purchaseId)}::text[], ${c.map((r) => r.merchantId)}::integer[],
                      ${c.map((r) => r.cardId)}::text[], ${c.map((r) => r.occurredAt)}::timestamptz[],
                      ${c.map((r) => r.localDate)}::date[], ${c.map((r) => r.ticket)}::integer[],
                      ${c.map((r) => r.eligible)}::integer[], ${c.map((r) => r.tier)}::text[],
                      ${c.map((r) => r.benefit)}::integer[], ${c.map((r) => r.status)}::text[],
                      ${c.map((r) => r.reason)}::text[], ${c.map((r) => r.settled)}::boolean[],
                      ${c.map((r) => r.deferredUntil)}::timestamptz[], ${c.map((r) => r.postedAmount)}::integer[],
                      ${c.map((r) => r.postedAt)}::timestamptz[])
            AS t(member_id, partner_code, purchase_id, merchant_id, card_id, occurred_at, local_date, ticket, eligible,
                 tier, benefit, status, reason, settled, deferred_until, posted_amount, posted_at)
          RETURNING id, partner_code, posted_amount
        )
        SELECT id, partner_code FROM written WHERE posted_amount <> 0`.execute(trx);
      for (const { id, partner_code } of written) {
        const ids = posted.get(partner_code) ?? [];
        if (ids.length === 0) posted.set(partner_code, ids);
        ids.push(id);
      }
    }
  });
  return posted;
}

/** Stored rewards take their new amounts and status; the rate (earn_tier) stays what it was when the purchase arrived. */
async function updateRewards(trx: Transaction<DB>, rows: RewardWrite[], now: Date): Promise<void> {
  for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
    const c = rows.slice(start, start + WRITE_CHUNK);
    await sql`
      UPDATE rewards r SET
        ticket_cents = t.ticket, eligible_cents = t.eligible, benefit_amount = t.benefit, award_status = t.status,
        status_reason = t.reason, settled = t.settled, deferred_until = t.deferred_until, updated_at = ${now},
        -- A paid reward refunded to nothing is Forfeit: the next credit takes the difference back.
        paid_at = CASE WHEN t.status = 'Paid' THEN r.paid_at END
      FROM unnest(${c.map((r) => r.id)}::bigint[], ${c.map((r) => r.ticket)}::integer[],
                  ${c.map((r) => r.eligible)}::integer[], ${c.map((r) => r.benefit)}::integer[],
                  ${c.map((r) => r.status)}::text[], ${c.map((r) => r.reason)}::text[],
                  ${c.map((r) => r.settled)}::boolean[], ${c.map((r) => r.deferredUntil)}::timestamptz[])
        AS t(id, ticket, eligible, benefit, status, reason, settled, deferred_until)
      WHERE r.id = t.id`.execute(trx);
  }
}
