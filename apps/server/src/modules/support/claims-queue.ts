import { sql, type Kysely, type Transaction } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { ClaimQueueStatus, QueuedClaim } from '@forkpoint/shared/contracts/support-adjustments';
import type { DB } from '../../db/schema';
import { BASE_TERMS } from '@forkpoint/shared/rules/earn-decision';
import { earningPartner } from '../rewards/earn';
import { earnTierFor, rewardAmount } from '@forkpoint/shared/rules/earn-rules';

/**
 * The console's missing-reward claims (issue 18 item 4; docs/rewards.md "Claims"): the partner's claims with
 * the engine's finding, the feed event it is about, the member, and what approving would write by default.
 * Every query is on the staff member's partner.
 */

type Db = Kysely<DB> | Transaction<DB>;
const QUEUE_LIMIT = 200;

const claimQuery = (db: Db, partnerCode: string) =>
  db
    .selectFrom('reward_claims as c')
    .innerJoin('members as mb', 'mb.id', 'c.member_id')
    .innerJoin('merchants as m', 'm.id', 'c.merchant_id')
    .innerJoin('member_cards as card', 'card.id', 'c.member_card_id')
    .leftJoin('feed_events as e', 'e.id', 'c.feed_event_id')
    .leftJoin('reward_adjustments as a', 'a.claim_id', 'c.id')
    .select([
      'c.id',
      'c.status',
      'c.created_at',
      'c.amount_cents',
      'c.finding',
      'c.resolution',
      'c.resolved_at',
      'c.merchant_id as merchant_number',
      'c.member_card_id',
      'm.name as merchant_name',
      'm.merchant_id',
      'card.last_four',
      'mb.public_id',
      'mb.first_name',
      'mb.last_name',
      'mb.active',
      'mb.member_type',
      'mb.tier_level',
      'mb.email_opt_in',
      'mb.vip_through',
      'e.transaction_id',
      'e.amount_cents as event_amount_cents',
      'e.matched',
      'e.match_reason',
      'a.id as adjustment_id',
    ])
    .select(sql<string>`to_char(c.purchase_date, 'YYYY-MM-DD')`.as('purchase_date'))
    .select(sql<string | null>`to_char(e.local_date, 'YYYY-MM-DD')`.as('event_date'))
    .where('c.partner_code', '=', partnerCode)
    .where('mb.partner_code', '=', partnerCode);

export type ClaimRow = Awaited<ReturnType<ReturnType<typeof claimQuery>['executeTakeFirstOrThrow']>>;

/** What approving writes by default: the claimed amount at the member's rate today, in the program's unit. */
export function suggestedAmount(row: ClaimRow, partner: Partner): number {
  const member = { tierLevel: row.tier_level, emailOptIn: row.email_opt_in, vipThrough: row.vip_through };
  const year = Number(row.purchase_date.slice(0, 4));
  const vip = partner.hasVIP && (row.tier_level === 'VIP' || (row.vip_through ?? 0) >= year);
  // The tier's rate alone: the agent sees the restaurant's offers on its page and may write more.
  return rewardAmount(row.amount_cents, earnTierFor(member, vip), earningPartner(partner), BASE_TERMS);
}

export function toQueuedClaim(row: ClaimRow, partner: Partner): QueuedClaim {
  return {
    id: row.id,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    purchaseDate: row.purchase_date,
    amountCents: row.amount_cents,
    merchantName: row.merchant_name,
    merchantId: row.merchant_id,
    cardLastFour: row.last_four,
    finding: row.finding,
    feedEvent:
      row.transaction_id === null
        ? null
        : {
            transactionId: row.transaction_id,
            amountCents: row.event_amount_cents ?? 0,
            localDate: row.event_date ?? '',
            matched: row.matched,
            matchReason: row.match_reason,
          },
    member: { publicId: row.public_id, firstName: row.first_name, lastName: row.last_name, active: row.active },
    suggestedAmount: suggestedAmount(row, partner),
    resolution: row.resolution,
    resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
    adjustmentId: row.adjustment_id,
  };
}

/** The queue: open (pending) claims oldest first, so the longest wait is answered first; decided ones newest first. */
export async function claimQueue(db: Db, partner: Partner, status: ClaimQueueStatus): Promise<QueuedClaim[]> {
  let query = claimQuery(db, partner.code);
  const open = status === 'open' || status === 'pending';
  if (open) query = query.where('c.status', '=', 'pending');
  else if (status !== 'all') query = query.where('c.status', '=', status);
  const rows = await query
    .orderBy('c.created_at', open ? 'asc' : 'desc')
    .orderBy('c.id', open ? 'asc' : 'desc')
    .limit(QUEUE_LIMIT)
    .execute();
  return rows.map((row) => toQueuedClaim(row, partner));
}

/** One claim of the partner. */
export function claimRow(db: Db, partnerCode: string, id: number): Promise<ClaimRow | undefined> {
  return claimQuery(db, partnerCode).where('c.id', '=', id).executeTakeFirst();
}

/**
 * Locks the claim for a decision inside `trx` and answers its status as committed: a second click waits for
 * the first decision and then sees it.
 */
export async function lockClaim(trx: Transaction<DB>, partnerCode: string, id: number) {
  return trx
    .selectFrom('reward_claims')
    .select(['id', 'status', 'member_id'])
    .where('id', '=', id)
    .where('partner_code', '=', partnerCode)
    .forUpdate()
    .executeTakeFirst();
}

/** Records support's decision on a claim locked by lockClaim: what the member reads, when, and who. */
export async function resolveClaim(
  trx: Transaction<DB>,
  id: number,
  decision: { status: 'approved' | 'declined'; resolution: string; resolvedAt: Date; resolvedBy: number },
): Promise<void> {
  await trx
    .updateTable('reward_claims')
    .set({
      status: decision.status,
      resolution: decision.resolution,
      resolved_at: decision.resolvedAt,
      resolved_by: decision.resolvedBy,
    })
    .where('id', '=', id)
    .execute();
}
