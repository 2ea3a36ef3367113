import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Matching, as set-based SQL inside the database (never row by row in Node). A purchase event
 * (authorization or settlement) matches the card whose live link covered the moment of purchase, when
 * its member is open, the merchant is in the catalog and carried by that card's program, and the
 * purchase's local day is one of the merchant's benefit days; otherwise it keeps the first reason that
 * fails, in that order. Refunds and reversals take their purchase's match. A merchant's monthly visit and
 * spend limits are the earn rules' (rewards/earn.ts): a visit past the limit matches, and its reward says
 * why it earned nothing ("Visit limit reached for November: 2 of 2 visits").
 *
 * An event is matched once, when it arrives: the match is decided in the INSERT that moves the file's
 * new rows from the staging table (feed-staging.ts) into feed_events, so each event is written once,
 * match and all (docs/decisions/0015-feed-match-on-the-event.md). Imports run one at a time
 * (ingest.ts), so the events matched before are exactly the stored ones.
 *
 * Built for a million events: each card's links are looked up once (not once per event), and only a
 * card with several links is searched per event.
 */

/** The columns both inserts write, in this order. */
const EVENT_COLUMNS = sql.raw(
  'import_id, transaction_id, event, card_fingerprint, merchant_id, amount_cents, currency, occurred_at, local_date, ' +
    'original_transaction_id, received_at, matched, match_reason, member_card_id, member_id, partner_code, ' +
    'catalog_merchant_id',
);

/**
 * Writes the file's new purchase events (staged, neither rejected nor stored before) with their match,
 * in the file's order; answers how many.
 */
export async function insertMatchedPurchases(trx: Transaction<DB>, importId: number, now: Date): Promise<number> {
  // INSERT first, then the WITH of its SELECT: the statement's first word tells the PGlite pool the command
  // (db/pglite-pool.ts), and with it that the answer carries a row count.
  const result = await sql`
    INSERT INTO feed_events (${EVENT_COLUMNS})
    WITH arriving AS (
      SELECT line, transaction_id, event, card_fingerprint, merchant_id, amount_cents,
             timestamptz 'epoch' + occurred_ms * interval '1 millisecond' AS occurred_at, local_date
      FROM feed_staging
      WHERE event IN ('authorization', 'settlement') AND NOT rejected AND NOT stored
    ),
    -- A purchase happened when it was authorized: a settlement posts days later, so it is judged at its
    -- authorization's moment and local day when there is one, in this file or stored (a card unlinked or
    -- a benefit day passed in between does not undo a purchase already matched).
    events AS (
      SELECT e.*, coalesce(fa.occurred_at, sa.occurred_at, e.occurred_at) AS purchased_at,
             coalesce(fa.local_date, sa.local_date, e.local_date) AS purchase_date
      FROM arriving e
      LEFT JOIN (
        SELECT transaction_id, timestamptz 'epoch' + occurred_ms * interval '1 millisecond' AS occurred_at, local_date
        FROM feed_staging
        WHERE event = 'authorization' AND NOT rejected AND NOT stored
      ) fa ON e.event = 'settlement' AND fa.transaction_id = e.transaction_id
      LEFT JOIN feed_events sa
        ON e.event = 'settlement' AND sa.transaction_id = e.transaction_id AND sa.event = 'authorization'
    ),
    -- Every link of the file's cards, with its member's state: one look-up per card.
    links AS (
      SELECT l.id, l.fingerprint, l.member_id, l.partner_code, l.linked_at, l.removed_at,
             member.member_type = 'ClosedAccountMember' OR NOT member.active AS closed
      FROM member_cards l
      LEFT JOIN members member ON member.id = l.member_id
      WHERE l.fingerprint IN (SELECT card_fingerprint FROM feed_staging)
    ),
    -- Per card: how many links, the latest linking, and the link itself when there is only one.
    cards AS (
      SELECT fingerprint, count(*) AS links, max(linked_at) AS last_linked_at, min(id) AS id,
             min(member_id) AS member_id, min(partner_code) AS partner_code, min(linked_at) AS linked_at,
             min(removed_at) AS removed_at, bool_and(closed) AS closed
      FROM links
      GROUP BY fingerprint
    ),
    -- The link that covered each purchase. A card linked once: its link, when it covered the moment. A
    -- card linked several times: the latest link that covered it, searched for those cards only. (OFFSET 0
    -- keeps the search one per event: folded into the statements above, it would run once per use.)
    covered AS (
      SELECT e.*, k.fingerprint AS known_card, k.last_linked_at,
             coalesce(k.links = 1 AND k.linked_at <= e.purchased_at
                      AND (k.removed_at IS NULL OR k.removed_at > e.purchased_at), false) AS covered_once,
             k.id AS once_id, k.member_id AS once_member_id, k.partner_code AS once_partner_code,
             k.closed AS once_closed,
             CASE WHEN k.links > 1 THEN (
               SELECT l.id FROM member_cards l
               WHERE l.fingerprint = e.card_fingerprint AND l.linked_at <= e.purchased_at
                 AND (l.removed_at IS NULL OR l.removed_at > e.purchased_at)
               ORDER BY l.linked_at DESC
               LIMIT 1
             ) END AS many_id
      FROM events e
      LEFT JOIN cards k ON k.fingerprint = e.card_fingerprint
      OFFSET 0
    ),
    linked AS (
      SELECT c.*,
             CASE WHEN c.covered_once THEN c.once_id ELSE many.id END AS card_id,
             CASE WHEN c.covered_once THEN c.once_member_id ELSE many.member_id END AS member_id,
             CASE WHEN c.covered_once THEN c.once_partner_code ELSE many.partner_code END AS partner_code,
             CASE WHEN c.covered_once THEN c.once_closed ELSE many.closed END AS closed
      FROM covered c
      LEFT JOIN links many ON many.id = c.many_id
    ),
    -- What the rules read of the file's restaurants, worked out once per restaurant rather than per event:
    -- for each day of the week (Sunday first) whether it is a benefit day.
    catalog AS (
      SELECT m.merchant_id, m.id,
             ARRAY['Sun' = ANY (m.benefit_days), 'Mon' = ANY (m.benefit_days), 'Tue' = ANY (m.benefit_days),
                   'Wed' = ANY (m.benefit_days), 'Thu' = ANY (m.benefit_days), 'Fri' = ANY (m.benefit_days),
                   'Sat' = ANY (m.benefit_days)] AS benefit_days
      FROM merchants m
      WHERE m.merchant_id IN (SELECT merchant_id FROM feed_staging)
      OFFSET 0
    ),
    -- The restaurants of the programs the file's cards are linked in.
    programs AS (
      SELECT merchant_id, partner_code FROM merchant_partners
      WHERE partner_code IN (SELECT partner_code FROM links)
    ),
    judged AS (
      SELECT e.line, e.transaction_id, e.event, e.card_fingerprint, e.merchant_id, e.amount_cents, e.occurred_at,
             e.local_date, e.purchased_at, e.purchase_date, e.card_id, e.member_id, e.partner_code,
             m.id AS catalog_id,
             CASE
               WHEN e.card_id IS NULL AND e.last_linked_at > e.purchased_at THEN 'card linked after the purchase'
               WHEN e.card_id IS NULL AND e.known_card IS NOT NULL THEN 'card unlinked before the purchase'
               WHEN e.card_id IS NULL THEN 'unknown card'
               WHEN e.closed THEN 'member closed'
               WHEN m.id IS NULL THEN 'unknown merchant'
               WHEN mp.merchant_id IS NULL THEN 'merchant not in the member''s program'
               -- The purchase's day of the week, Sunday 0: 2000-01-02 was a Sunday.
               WHEN NOT m.benefit_days[((e.purchase_date - date '2000-01-02') % 7 + 7) % 7 + 1] THEN 'not a benefit day'
             END AS reason
      FROM linked e
      LEFT JOIN catalog m ON m.merchant_id = e.merchant_id
      LEFT JOIN programs mp ON mp.merchant_id = m.id AND mp.partner_code = e.partner_code
    )
    SELECT ${importId}::integer, transaction_id, event, card_fingerprint, merchant_id, amount_cents, 'USD', occurred_at,
           local_date, NULL, ${now}::timestamptz, reason IS NULL, reason,
           CASE WHEN reason IS NULL THEN card_id END, CASE WHEN reason IS NULL THEN member_id END,
           CASE WHEN reason IS NULL THEN partner_code END, CASE WHEN reason IS NULL THEN catalog_id END
    FROM judged
    ORDER BY line`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Writes the file's new refunds and reversals (their purchases are stored by now: checked, and inserted
 * first), each with its purchase's match: the settlement's, or the authorization's until it settles.
 */
export async function insertMatchedAdjustments(trx: Transaction<DB>, importId: number, now: Date): Promise<number> {
  const result = await sql`
    INSERT INTO feed_events (${EVENT_COLUMNS})
    SELECT ${importId}::integer, s.transaction_id, s.event, s.card_fingerprint, s.merchant_id, s.amount_cents, 'USD',
           timestamptz 'epoch' + s.occurred_ms * interval '1 millisecond', s.local_date, s.original_transaction_id,
           ${now}::timestamptz, p.matched, p.match_reason, p.member_card_id, p.member_id, p.partner_code,
           p.catalog_merchant_id
    FROM feed_staging s
    LEFT JOIN LATERAL (
      SELECT * FROM feed_events p
      WHERE p.transaction_id = s.original_transaction_id AND p.event IN ('authorization', 'settlement')
      ORDER BY p.event = 'settlement' DESC
      LIMIT 1
    ) p ON true
    WHERE s.event IN ('refund', 'reversal') AND NOT s.rejected AND NOT s.stored
    ORDER BY s.line`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
