import { sql, type Transaction } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import {
  availabilityMiss,
  BASE_TERMS,
  chooseTerms,
  localClockIn,
  type LocalClock,
  termsOfferIds,
  type EarnOffer,
  type EarnTerms,
  type FixedBonus,
} from '@forkpoint/shared/rules/earn-decision';
import { flexBonusOf } from '@forkpoint/shared/rules/flex-offer';
import type { DB } from '../../db/schema';
import {
  DEFERRAL_DAYS,
  FORFEIT_REASONS,
  outsideHoursReason,
  earnTierFor,
  eligibleCents,
  gateFor,
  isVipFor,
  rewardAmount,
  statusFor,
  ticketOf,
  visitLimitReason,
  VISIT_LIMIT_REASON_START,
  type EarningMember,
  type EarningPartner,
  type Gate,
  type OfferingMerchant,
} from '@forkpoint/shared/rules/earn-rules';
import { writeRows, type BulkColumn } from '../../db/bulk-rows';
import { withCachedPlans } from '../../db/planning';
import { offerUsesByMember } from './offer-uses';
import { ImportOffers } from './offer-budgets';
import { postsOnWrite, type PostedOnWrite } from './postings';
import { claimForPurchase, claimedPurchaseState, claimsAwaitingPurchase, type ApprovedClaim } from './claim-overlap';
import { isCashProgram } from '@forkpoint/shared/rules/cash-programs';
import { DAY_MS } from '@forkpoint/shared/dates/durations';

/**
 * Turns an import's matched events into reward rows (docs/rewards.md "Earn rules"). The purchases the
 * import touched are read in one statement, their rewards decided in Node by the pure rules of
 * rules/earn-rules.ts in shared (the order of a member's purchases decides dine numbers and spend limits, which a
 * sequential pass says plainly), and written back through one temporary table (COPY on PostgreSQL): one
 * INSERT of the new rewards and one UPDATE of the stored ones. Matching itself stays set-based SQL
 * (matching.ts).
 */

/** Reward ids a removal carries. */
const WRITE_CHUNK = 10_000;

interface PurchaseRow {
  purchase_id: string;
  /** Epoch milliseconds. */
  occurred_ms: number;
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
  /** The approved claim the purchase was rewarded through (claim-overlap.ts), once linked. */
  claim_id: number | null;
  /** The offer and bonuses decided when the purchase first arrived (null: none, or not decided yet). */
  earn_terms: EarnTerms | null;
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
  const merchantIds = [...new Set(purchases.map((p) => p.merchant_id))];
  const merchants = await earningMerchants(trx, merchantIds);
  // Offers as they stood at each purchase's time, within their budgets (offer-budgets.ts).
  const importOffers = await ImportOffers.load(trx, merchantIds);
  const dines = await qualifiedDinesByYear(trx, memberIds);
  const spend = await eligibleSpendByMonth(trx, memberIds);
  const visits = await visitsByMonth(trx, memberIds);
  const offerUses = await offerUsesByMember(trx, memberIds);
  // Approved claims whose purchase has not arrived yet: a new purchase that is one earns nothing more.
  const claims = purchases.some((p) => p.reward_id === null)
    ? await claimsAwaitingPurchase(trx, memberIds)
    : new Map<number, ApprovedClaim[]>();
  const linkedClaims = new Set<number>();

  const writes: RewardWrite[] = [];
  const removals: string[] = [];
  // Worked out once, not once per purchase (a large file's are hundreds of thousands).
  const rulesByPartner = new Map<string, EarningPartner>();
  const postedAt = now.toISOString();
  const deferredUntil = new Date(now.getTime() + DEFERRAL_DAYS * DAY_MS).toISOString();
  for (const row of purchases) {
    const partner = partnerOf(row.partner_code);
    const member = members.get(row.member_id);
    const merchant = merchants.get(row.merchant_id);
    if (!partner || !member || !merchant) continue;
    let rules = rulesByPartner.get(partner.code);
    if (!rules) rulesByPartner.set(partner.code, (rules = earningPartner(partner)));
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
    // A new purchase outside the restaurant's hours or on a blackout date, or past the month's visits, earns
    // nothing and says so; a stored one keeps what it was.
    const clock = localClockIn(merchant.timeZone, new Date(row.occurred_ms));
    const closed = row.reward_id === null ? closedGate(merchant, clock) : null;
    const overVisitLimit =
      !closed && row.reward_id === null && !takeVisit(visits, spendKey, merchant.maxVisitsPerMonth);
    const gate: Gate =
      closed ??
      (overVisitLimit
        ? { kind: 'forfeit', reason: visitLimitReason(monthOf(row.local_date), merchant.maxVisitsPerMonth!) }
        : gateFor(member, merchant, tier === 'vip'));
    const ticket = ticketOf(events);
    const spentByOthers = (spend.get(spendKey) ?? 0) - (row.previous_eligible ?? 0);
    let eligible = gate.kind === 'forfeit' ? 0 : eligibleCents(ticket, merchant, spentByOthers);
    const previous = row.award_status ? { status: row.award_status, reason: row.status_reason } : null;
    // The offer is decided once, when the purchase first arrives, and kept as it was (docs/rewards.md).
    const terms =
      row.reward_id === null
        ? termsOfPurchase(row, events, importOffers.merchantAt(merchant, row), clock, tier, partner, offerUses)
        : row.earn_terms;
    const claimId =
      row.reward_id === null ? linkClaim(row, events, claims.get(row.member_id) ?? [], linkedClaims) : row.claim_id;
    const cash = isCashProgram(rules.currencyType);
    const state =
      claimId === null
        ? statusFor(
            { gate, ticketCents: ticket, eligibleCents: eligible, settled: isSettled, reversed: events.reversed, cash },
            previous,
          )
        : claimedPurchaseState({ claimId, ticketCents: ticket, settled: isSettled, cash }, previous);
    if (state.status === 'Forfeit') eligible = 0;
    if (row.reward_id === null && claimId === null) importOffers.record(row.merchant_id, terms, eligible);
    spend.set(spendKey, spentByOthers + eligible);
    const qualifies = state.status !== 'Forfeit' && state.status !== 'Deferred' && ticket > 0;
    const wasQualified = previous !== null && previous.status !== 'Forfeit' && previous.status !== 'Deferred';
    if (qualifies && !wasQualified) dines.set(dineKey, dinesBefore + 1);
    if (!qualifies && wasQualified) dines.set(dineKey, Math.max(0, dinesBefore - 1));

    // A purchase rewarded through a claim earns nothing more (the claim's manual reward paid for it).
    const benefit =
      state.status === 'Forfeit' || claimId !== null ? 0 : rewardAmount(eligible, tier, rules, terms ?? BASE_TERMS);
    // A new purchase that earns is one use of each offer it earns under (a forfeit one gives its use back).
    if (row.reward_id === null && terms && state.status !== 'Forfeit' && claimId === null) {
      for (const id of termsOfferIds(terms)) {
        const key = `${row.member_id}/${id}`;
        offerUses.set(key, (offerUses.get(key) ?? 0) + 1);
      }
    }
    const posted =
      row.reward_id === null && postsOnWrite(immediatePosting, partner, { status: state.status, settled: isSettled });
    writes.push({
      id: row.reward_id,
      memberId: row.member_id,
      partnerCode: row.partner_code,
      purchaseId: row.purchase_id,
      merchantId: row.merchant_id,
      cardId: row.member_card_id,
      occurredMs: row.occurred_ms,
      localDate: row.local_date,
      ticket,
      eligible,
      tier,
      benefit,
      status: posted ? 'Awarded' : state.status,
      reason: state.reason,
      settled: isSettled,
      postedAmount: posted ? benefit : 0,
      postedAt: posted ? postedAt : null,
      claimId,
      // Stored only for a new purchase with an offer or a bonus; a stored reward keeps its own.
      earnTerms: row.reward_id === null && terms && claimId === null ? JSON.stringify(terms) : null,
      deferredUntil:
        state.status === 'Deferred'
          ? row.deferred_until
            ? new Date(row.deferred_until).toISOString()
            : deferredUntil
          : null,
    });
  }
  await removeRewards(trx, removals);
  await importOffers.endSpent(trx, now);
  const postedOnWrite = await writeRewards(trx, writes, now);
  return { members: memberIds, postedOnWrite };
}

/**
 * Every purchase with an event in the import that matched: its events summed over all imports, whom and
 * where it earns for (its match), and its reward so far, summed in one pass over the events. The purchases
 * are listed first in a temporary table with statistics: the statement's joins are planned for how many
 * there are (a hash join for a large file, index look-ups for a small one), which a CTE's guess of 200
 * rows would not.
 */
async function purchasesOfImport(trx: Transaction<DB>, importId: number): Promise<PurchaseRow[]> {
  await sql`
    CREATE TEMPORARY TABLE import_purchases ON COMMIT DROP AS
    SELECT DISTINCT coalesce(original_transaction_id, transaction_id) AS purchase_id
    FROM feed_events
    WHERE import_id = ${importId} AND matched`.execute(trx);
  await sql`ANALYZE import_purchases`.execute(trx);
  const result = await sql<PurchaseRow>`
    WITH events AS (
      SELECT e.transaction_id AS purchase_id, e.event, e.amount_cents, e.occurred_at, e.local_date, e.matched,
             e.member_id, e.partner_code, e.catalog_merchant_id, e.member_card_id
      FROM feed_events e JOIN import_purchases a ON a.purchase_id = e.transaction_id
      WHERE e.event IN ('authorization', 'settlement')
      UNION ALL
      SELECT e.original_transaction_id, e.event, e.amount_cents, e.occurred_at, e.local_date, false, NULL, NULL, NULL,
             NULL
      FROM feed_events e JOIN import_purchases a ON a.purchase_id = e.original_transaction_id
    ),
    -- A purchase's events summed, and whom and where it earns for: its authorization's match, or its
    -- settlement's (a matched event names its card, member and restaurant, feed_events_match_target).
    sums AS (
      SELECT purchase_id,
             min(occurred_at) FILTER (WHERE event IN ('authorization', 'settlement')) AS occurred_at,
             min(local_date) FILTER (WHERE event IN ('authorization', 'settlement')) AS local_date,
             max(amount_cents) FILTER (WHERE event = 'authorization') AS authorized,
             max(amount_cents) FILTER (WHERE event = 'settlement') AS settled,
             coalesce(sum(amount_cents) FILTER (WHERE event = 'refund'), 0) AS refunded,
             coalesce(bool_or(event = 'reversal'), false) AS reversed,
             coalesce(min(member_id) FILTER (WHERE matched AND event = 'authorization'),
                      min(member_id) FILTER (WHERE matched)) AS member_id,
             coalesce(min(partner_code) FILTER (WHERE matched AND event = 'authorization'),
                      min(partner_code) FILTER (WHERE matched)) AS partner_code,
             coalesce(min(catalog_merchant_id) FILTER (WHERE matched AND event = 'authorization'),
                      min(catalog_merchant_id) FILTER (WHERE matched)) AS merchant_id,
             coalesce(min(member_card_id) FILTER (WHERE matched AND event = 'authorization'),
                      min(member_card_id) FILTER (WHERE matched)) AS member_card_id
      FROM events GROUP BY purchase_id
    )
    -- The moment as epoch milliseconds: a number to sort by and to write back, where a Date would be parsed
    -- and formatted again for each of a large file's hundreds of thousands of purchases.
    SELECT s.purchase_id, (extract(epoch FROM s.occurred_at) * 1000)::float8 AS occurred_ms,
           to_char(s.local_date, 'YYYY-MM-DD') AS local_date, s.authorized, s.settled, s.refunded, s.reversed,
           s.member_id, s.partner_code, s.merchant_id, s.member_card_id, r.id AS reward_id, r.earn_tier,
           r.award_status, r.status_reason, r.eligible_cents AS previous_eligible, r.deferred_until, r.claim_id,
           r.earn_terms
    FROM sums s
    LEFT JOIN rewards r ON r.source_code = 'S' AND r.source_transaction_id = s.purchase_id
    WHERE s.member_id IS NOT NULL`.execute(trx);
  return result.rows;
}

/** The approved claim a new purchase was already rewarded through (claim-overlap.ts), taken for it; or null. */
function linkClaim(
  row: PurchaseRow,
  events: { authorizedCents: number | null; settledCents: number | null },
  claims: readonly ApprovedClaim[],
  linked: Set<number>,
): number | null {
  if (claims.length === 0) return null;
  const claim = claimForPurchase(
    {
      memberId: row.member_id,
      merchantId: row.merchant_id,
      memberCardId: row.member_card_id,
      localDate: row.local_date,
      authorizedCents: events.authorizedCents,
      settledCents: events.settledCents,
    },
    claims,
    linked,
  );
  if (!claim) return null;
  linked.add(claim.id);
  return claim.id;
}

/** A member's purchases together, in the order they happened: dine numbers and spend limits run in it. */
function inMemberOrder(rows: PurchaseRow[]): PurchaseRow[] {
  return rows.sort(
    (a, b) => a.member_id - b.member_id || a.occurred_ms - b.occurred_ms || a.purchase_id.localeCompare(b.purchase_id),
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

/** What the earn rules read of the purchases' restaurants, once per restaurant: gates, limits, offers, clock. */
async function earningMerchants(trx: Transaction<DB>, ids: number[]): Promise<Map<number, OfferingMerchant>> {
  const { rows } = await sql<{
    id: number;
    merchant_id: string;
    access_tier: OfferingMerchant['accessTier'];
    acclaimed_level: number;
    max_spend: string | null;
    max_visits: string | null;
    benefit_hours: { from: string; to: string } | null;
    blackout_dates: string[] | null;
    offers: EarnOffer[];
    time_zone: string;
    campaign_codes: string[];
  }>`
    SELECT id, merchant_id, access_tier, acclaimed_level, details -> 'visitLimits' ->> 'maxSpendPerMonth' AS max_spend,
           details -> 'visitLimits' ->> 'maxVisitsPerMonth' AS max_visits, details -> 'benefitHours' AS benefit_hours,
           details -> 'blackoutDates' AS blackout_dates, offers, time_zone, campaign_codes
    FROM merchants WHERE id = ANY(${ids}::integer[])`.execute(trx);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        merchantId: r.merchant_id,
        accessTier: r.access_tier,
        acclaimedLevel: r.acclaimed_level,
        maxSpendPerMonthCents: /^[0-9]+(\.[0-9]+)?$/.test(r.max_spend ?? '')
          ? Math.round(Number(r.max_spend) * 100)
          : null,
        maxVisitsPerMonth: /^[0-9]+$/.test(r.max_visits ?? '') ? Number(r.max_visits) : null,
        availability: { hours: r.benefit_hours ?? null, blackoutDates: r.blackout_dates ?? [] },
        offers: r.offers,
        timeZone: r.time_zone,
        campaignCodes: r.campaign_codes,
      },
    ]),
  );
}

/**
 * The offer and bonuses a new purchase earns under (rules/earn-decision.ts, the decision the merchant card and
 * page promise with): the restaurant's offers at the moment of purchase on its own clock, on the bill as first
 * charged, within each offer's per-member uses; and the member's flex offer where the program has them. Null
 * when none applies (the tier's rate alone).
 */
function termsOfPurchase(
  row: PurchaseRow,
  events: { authorizedCents: number | null; settledCents: number | null },
  merchant: OfferingMerchant,
  clock: LocalClock,
  tier: 'basic' | 'select' | 'vip',
  partner: Partner,
  uses: Map<string, number>,
): EarnTerms | null {
  const bonuses: FixedBonus[] = [];
  if (partner.hasFlexOffers) {
    const flex = flexBonusOf({
      merchant: { merchantId: merchant.merchantId, campaignCodes: merchant.campaignCodes },
      // The engine's own gates decide whether the purchase earns; the bonus follows the purchase's tier.
      access: { canEarn: true, reason: null, unlockTier: null },
      member: { tierLevel: TIER_LEVEL_OF[tier], active: true },
      partner,
    });
    if (flex) bonuses.push(flex);
  }
  if (merchant.offers.length === 0 && bonuses.length === 0) return null;
  const terms = chooseTerms({
    offers: merchant.offers,
    bonuses,
    clock,
    billCents: events.authorizedCents ?? events.settledCents ?? 0,
    usesOf: (id) => uses.get(`${row.member_id}/${id}`) ?? 0,
  });
  return terms.offer || terms.fixedOffer || terms.bonuses.length > 0 ? terms : null;
}

/** The forfeit of a purchase on a blackout date or outside the restaurant's benefit hours; null when it earns. */
function closedGate(merchant: OfferingMerchant, clock: LocalClock): Gate | null {
  const miss = availabilityMiss(merchant.availability, clock);
  if (miss === null) return null;
  const hours = merchant.availability.hours;
  return {
    kind: 'forfeit',
    reason: miss === 'outsideHours' && hours ? outsideHoursReason(hours) : FORFEIT_REASONS.blackoutDate,
  };
}

/** The tier level whose rate an earn tier pays (flex offers are priced by tier level). */
const TIER_LEVEL_OF = { basic: 'OptedOut', select: 'OptedIn', vip: 'VIP' } as const;

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

/**
 * The visits each member's month already holds at each restaurant: their purchases, but for those past the
 * limit (they are no visits the limit counts). Keyed as the spend limits are.
 */
async function visitsByMonth(trx: Transaction<DB>, memberIds: number[]): Promise<Map<string, number>> {
  const result = await sql<{ member_id: number; merchant_id: number; month: string; visits: string }>`
    SELECT member_id, merchant_id, to_char(local_date, 'YYYY-MM') AS month, count(*) AS visits
    FROM rewards
    WHERE member_id = ANY(${memberIds}::integer[]) AND source_code = 'S'
      AND NOT (award_status = 'Forfeit' AND coalesce(status_reason, '') LIKE ${`${VISIT_LIMIT_REASON_START}%`})
    GROUP BY 1, 2, 3`.execute(trx);
  return new Map(result.rows.map((r) => [`${r.member_id}/${r.merchant_id}/${r.month}`, Number(r.visits)]));
}

/** Counts a new purchase as a visit of its month when the limit allows one more; false when it is past it. */
function takeVisit(visits: Map<string, number>, key: string, maxVisits: number | null): boolean {
  const before = visits.get(key) ?? 0;
  if (maxVisits !== null && before >= maxVisits) return false;
  visits.set(key, before + 1);
  return true;
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
  /** Epoch milliseconds. */
  occurredMs: number;
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
  /** New rewards only: the approved claim the purchase was rewarded through (stored rows keep theirs). */
  claimId: number | null;
  /** New rewards only: the offer and bonuses (JSON), null for the tier's rate alone. */
  earnTerms: string | null;
}

async function removeRewards(trx: Transaction<DB>, ids: string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += WRITE_CHUNK) {
    const chunk = ids.slice(start, start + WRITE_CHUNK);
    await sql`DELETE FROM rewards WHERE id = ANY(${chunk}::bigint[]) AND posted_amount = 0`.execute(trx);
  }
}

/** A reward write as the temporary table reward_writes holds it (writeRewards). */
const REWARD_WRITE_COLUMNS: BulkColumn<RewardWrite>[] = [
  { name: 'id', type: 'bigint', value: (w) => w.id },
  { name: 'member_id', type: 'integer', value: (w) => w.memberId },
  { name: 'partner_code', type: 'text', value: (w) => w.partnerCode },
  { name: 'purchase_id', type: 'text', value: (w) => w.purchaseId },
  { name: 'merchant_id', type: 'integer', value: (w) => w.merchantId },
  { name: 'card_id', type: 'text', value: (w) => w.cardId },
  { name: 'occurred_ms', type: 'float8', value: (w) => w.occurredMs },
  { name: 'local_date', type: 'date', value: (w) => w.localDate },
  { name: 'ticket', type: 'integer', value: (w) => w.ticket },
  { name: 'eligible', type: 'integer', value: (w) => w.eligible },
  { name: 'tier', type: 'text', value: (w) => w.tier },
  { name: 'benefit', type: 'integer', value: (w) => w.benefit },
  { name: 'status', type: 'text', value: (w) => w.status },
  { name: 'reason', type: 'text', value: (w) => w.reason },
  { name: 'settled', type: 'boolean', value: (w) => w.settled },
  { name: 'deferred_until', type: 'timestamptz', value: (w) => w.deferredUntil },
  { name: 'posted_amount', type: 'integer', value: (w) => w.postedAmount },
  { name: 'posted_at', type: 'timestamptz', value: (w) => w.postedAt },
  { name: 'claim_id', type: 'integer', value: (w) => w.claimId },
  { name: 'earn_terms', type: 'text', value: (w) => w.earnTerms },
];

/**
 * Writes the decided rewards: all of them into a temporary table first (by COPY on PostgreSQL), then the
 * new ones into rewards in one plain INSERT and the stored ones in one UPDATE. Plain inserts suffice:
 * imports run one at a time (transactions/ingest.ts) and only they write purchase (S) rewards, so a
 * purchase without a reward when its import read it has none now. Answers the rewards written already
 * posted with something to post, by partner.
 */
async function writeRewards(trx: Transaction<DB>, writes: RewardWrite[], now: Date): Promise<PostedOnWrite> {
  await sql`
    CREATE TEMPORARY TABLE reward_writes (
      id bigint, member_id integer NOT NULL, partner_code text NOT NULL, purchase_id text NOT NULL,
      merchant_id integer NOT NULL, card_id text NOT NULL, occurred_ms float8 NOT NULL, local_date date NOT NULL,
      ticket integer NOT NULL, eligible integer NOT NULL, tier text NOT NULL, benefit integer NOT NULL,
      status text NOT NULL, reason text, settled boolean NOT NULL, deferred_until timestamptz,
      posted_amount integer NOT NULL, posted_at timestamptz, claim_id integer, earn_terms text
    ) ON COMMIT DROP`.execute(trx);
  await writeRows(trx, 'reward_writes', REWARD_WRITE_COLUMNS, writes);

  // Stored rewards take their new amounts and status; the rate (earn_tier) stays what it was when the
  // purchase arrived.
  await sql`
    UPDATE rewards r SET
      ticket_cents = t.ticket, eligible_cents = t.eligible, benefit_amount = t.benefit, award_status = t.status,
      status_reason = t.reason, settled = t.settled, deferred_until = t.deferred_until, updated_at = ${now},
      -- A paid reward refunded to nothing is Forfeit: the next credit takes the difference back.
      paid_at = CASE WHEN t.status = 'Paid' THEN r.paid_at END
    FROM reward_writes t
    WHERE t.id IS NOT NULL AND r.id = t.id`.execute(trx);

  // Cached plans for the foreign-key checks of the new rows (db/planning.ts). The ids written
  // already posted come back as one array per partner, not as a row each.
  const { rows: written } = await withCachedPlans(trx, () =>
    sql<{ partner_code: string; ids: string[] }>`
      WITH written AS (
        INSERT INTO rewards (member_id, partner_code, source_code, source_transaction_id, transaction_type, merchant_id,
                             member_card_id, occurred_at, local_date, ticket_cents, eligible_cents, earn_tier,
                             benefit_amount, award_status, status_reason, settled, deferred_until, posted_amount,
                             posted_at, paid_at, created_at, updated_at, claim_id, earn_terms)
        SELECT t.member_id, t.partner_code, 'S', t.purchase_id, 'settle', t.merchant_id, t.card_id,
               timestamptz 'epoch' + t.occurred_ms * interval '1 millisecond', t.local_date, t.ticket, t.eligible,
               t.tier, t.benefit, t.status, t.reason, t.settled, t.deferred_until, t.posted_amount, t.posted_at,
               CASE WHEN t.status = 'Paid' THEN ${now}::timestamptz END, ${now}, ${now}, t.claim_id, t.earn_terms::jsonb
        FROM reward_writes t
        WHERE t.id IS NULL
        RETURNING id, partner_code, posted_amount
      )
      SELECT partner_code, array_agg(id) AS ids FROM written WHERE posted_amount <> 0 GROUP BY partner_code`.execute(
      trx,
    ),
  );
  const posted = new Map(written.map((row) => [row.partner_code, row.ids.map(String)]));
  return posted;
}
