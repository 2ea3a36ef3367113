import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { FORFEIT_REASONS, type RewardState } from '@forkpoint/shared/rules/earn-rules';

/**
 * An approved missing-reward claim and its purchase in the card network's feed
 * (docs/decisions/0027-claims-and-feed-overlap.md). Approving a claim writes a manual reward (M) for the
 * purchase the member reported. When that purchase is later matched, the engine links its purchase row (S)
 * to the claim and gives it nothing more; approving a claim whose purchase already earns is refused. Both
 * sides run under the feed imports' lock (transactions/import-lock.ts), so they never judge at once.
 */

/** How far the amount the member reported may be from the card network's (a tip, a typo): a dollar. */
export const CLAIM_AMOUNT_TOLERANCE_CENTS = 100;

/** The linked purchase row's reason, for support (the member's activity shows the claim's reward instead). */
export const claimRewardedReason = (claimId: number) => `Rewarded through approved claim ${claimId}`;

export interface ApprovedClaim {
  id: number;
  memberId: number;
  /** The catalog's merchants.id. */
  merchantId: number;
  memberCardId: string;
  /** YYYY-MM-DD, the member's day of the purchase. */
  purchaseDate: string;
  amountCents: number;
}

/** The purchase as the engine sees it: whose, where, on which card and day, and its amounts. */
export interface ClaimablePurchase {
  memberId: number;
  merchantId: number;
  memberCardId: string;
  localDate: string;
  authorizedCents: number | null;
  settledCents: number | null;
}

/**
 * The approved claims of these members that still wait for their purchase: not linked yet, and their
 * reward not reversed (a reversed claim reward pays for nothing, so its purchase earns normally).
 */
export async function claimsAwaitingPurchase(
  trx: Transaction<DB>,
  memberIds: readonly number[],
): Promise<Map<number, ApprovedClaim[]>> {
  const { rows } = await sql<{
    id: number;
    member_id: number;
    merchant_id: number;
    member_card_id: string;
    purchase_date: string;
    amount_cents: number;
  }>`
    SELECT c.id, c.member_id, c.merchant_id, c.member_card_id, to_char(c.purchase_date, 'YYYY-MM-DD') AS purchase_date,
           c.amount_cents
    FROM reward_claims c
    JOIN unnest(${memberIds}::integer[]) AS m(id) ON m.id = c.member_id
    JOIN reward_adjustments a ON a.claim_id = c.id
    WHERE c.status = 'approved'
      AND NOT EXISTS (SELECT 1 FROM rewards r WHERE r.claim_id = c.id)
      AND NOT EXISTS (SELECT 1 FROM reward_adjustments back WHERE back.reverses_id = a.id)
    ORDER BY c.id`.execute(trx);
  const byMember = new Map<number, ApprovedClaim[]>();
  for (const row of rows) {
    const claims = byMember.get(row.member_id) ?? [];
    claims.push({
      id: row.id,
      memberId: row.member_id,
      merchantId: row.merchant_id,
      memberCardId: row.member_card_id,
      purchaseDate: row.purchase_date,
      amountCents: row.amount_cents,
    });
    byMember.set(row.member_id, claims);
  }
  return byMember;
}

/** How far a purchase's amounts (authorized or settled) are from the claim's; null when it has none. */
function amountGap(purchase: ClaimablePurchase, claim: ApprovedClaim): number | null {
  const gaps = [purchase.authorizedCents, purchase.settledCents]
    .filter((cents): cents is number => cents !== null)
    .map((cents) => Math.abs(cents - claim.amountCents));
  return gaps.length === 0 ? null : Math.min(...gaps);
}

/**
 * The claim a newly matched purchase was already rewarded through: same member, restaurant, card and day,
 * the amount within the tolerance, not taken by another purchase; the closest amount first, then the
 * oldest claim.
 */
export function claimForPurchase(
  purchase: ClaimablePurchase,
  claims: readonly ApprovedClaim[],
  taken: ReadonlySet<number>,
): ApprovedClaim | undefined {
  let best: { claim: ApprovedClaim; gap: number } | undefined;
  for (const claim of claims) {
    if (taken.has(claim.id)) continue;
    if (claim.memberId !== purchase.memberId || claim.merchantId !== purchase.merchantId) continue;
    if (claim.memberCardId !== purchase.memberCardId || claim.purchaseDate !== purchase.localDate) continue;
    const gap = amountGap(purchase, claim);
    if (gap === null || gap > CLAIM_AMOUNT_TOLERANCE_CENTS) continue;
    if (!best || gap < best.gap || (gap === best.gap && claim.id < best.claim.id)) best = { claim, gap };
  }
  return best?.claim;
}

/**
 * The status of a purchase rewarded through a claim. It earns nothing, so no gate can hold it (a Deferred
 * row would later be earned by the reward cycle): it follows the lifecycle of a zero reward, and a refund to
 * nothing still forfeits it. It still counts as a dine and as spend at the restaurant.
 */
export function claimedPurchaseState(
  input: { claimId: number; ticketCents: number; settled: boolean; cash: boolean },
  previous: RewardState | null,
): RewardState {
  if (input.ticketCents === 0) return { status: 'Forfeit', reason: FORFEIT_REASONS.refunded };
  if (previous?.status === 'Paid') return previous;
  const reason = claimRewardedReason(input.claimId);
  if (previous?.status === 'Awarded' || (input.settled && input.cash)) return { status: 'Awarded', reason };
  return { status: 'Pending', reason };
}

/**
 * The member's purchase reward that already pays for what the claim describes (same restaurant, card and
 * day, an amount within the tolerance), unless it earned nothing (Forfeit): approving the claim would
 * reward the meal twice. Call it under lockFeedImports, so no import is writing that reward meanwhile.
 */
export async function purchaseRewardOfClaim(
  trx: Transaction<DB>,
  claim: Omit<ApprovedClaim, 'id'>,
): Promise<{ transactionId: string } | undefined> {
  const { rows } = await sql<{ transaction_id: string }>`
    SELECT r.source_transaction_id AS transaction_id
    FROM rewards r
    WHERE r.source_code = 'S' AND r.member_id = ${claim.memberId} AND r.merchant_id = ${claim.merchantId}
      AND r.member_card_id = ${claim.memberCardId} AND r.local_date = ${claim.purchaseDate}::date
      AND r.award_status <> 'Forfeit'
      AND EXISTS (
        SELECT 1 FROM feed_events e
        WHERE e.transaction_id = r.source_transaction_id AND e.event IN ('authorization', 'settlement')
          AND abs(e.amount_cents - ${claim.amountCents}) <= ${CLAIM_AMOUNT_TOLERANCE_CENTS})
    ORDER BY r.id
    LIMIT 1`.execute(trx);
  return rows[0] ? { transactionId: rows[0].transaction_id } : undefined;
}
