import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The card network's events for the console: a member's matched events, and the unmatched ones (which
 * belong to no member) on this member's own cards, from 30 days before the card was linked here (a
 * purchase just before linking is what members call about) until it was removed; older ones are not this
 * member's business.
 */

const RECENT = 50;
const UNMATCHED_LOOKBACK = sql.raw(`interval '30 days'`);

export async function feedEvents(
  db: Kysely<DB>,
  owner: { id: number; partnerCode: string },
  which: 'matched' | 'unmatched',
) {
  // A matched event names its card link; an unmatched one only the card's fingerprint.
  let query = db
    .selectFrom('feed_events as e')
    .leftJoin('merchants as m', 'm.merchant_id', 'e.merchant_id')
    .leftJoin('member_cards as c', (join) =>
      which === 'matched'
        ? join.onRef('c.id', '=', 'e.member_card_id')
        : join.onRef('c.fingerprint', '=', 'e.card_fingerprint'),
    )
    .select([
      'e.id',
      'e.transaction_id',
      'e.event',
      'e.merchant_id',
      'e.amount_cents',
      'e.currency',
      'e.occurred_at',
      'e.matched',
      'e.match_reason',
      'm.name as merchant_name',
      'c.last_four',
    ]);
  if (which === 'matched') {
    query = query.where('e.member_id', '=', owner.id).where('e.partner_code', '=', owner.partnerCode);
  } else {
    query = query
      .where('c.member_id', '=', owner.id)
      .where('c.partner_code', '=', owner.partnerCode)
      .where('e.matched', '=', false)
      .where(sql<boolean>`e.occurred_at >= c.linked_at - ${UNMATCHED_LOOKBACK}`)
      .where((eb) => eb.or([eb('c.removed_at', 'is', null), eb('e.occurred_at', '<=', eb.ref('c.removed_at'))]));
  }
  const rows = await query.orderBy('e.occurred_at', 'desc').orderBy('e.id', 'desc').limit(RECENT).execute();
  return rows.map((e) => ({
    id: String(e.id),
    transactionId: e.transaction_id,
    event: e.event,
    cardLastFour: e.last_four ?? null,
    merchantName: e.merchant_name,
    merchantId: e.merchant_id,
    amountCents: e.amount_cents,
    currency: e.currency,
    occurredAt: new Date(e.occurred_at).toISOString(),
    matched: e.matched,
    matchReason: e.match_reason,
  }));
}
