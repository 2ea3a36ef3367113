import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Matches an import's events to members in two set-based statements inside the database (never row by
 * row in Node). A purchase event (authorization or settlement) matches the card whose live link covered
 * the moment of purchase, when its member is open, the merchant is in the catalog and carried by that
 * card's program, and the purchase's local day is one of the merchant's benefit days; otherwise it keeps
 * the first reason that fails, in that order. Refunds and reversals take their purchase's match.
 * Visit limits come with the earn rules (issue 13, item 3).
 */
export async function matchImport(trx: Transaction<DB>, importId: number, now: Date): Promise<void> {
  await sql`
    INSERT INTO feed_matches (event_id, matched, reason, member_card_id, member_id, partner_code, merchant_id, matched_at)
    SELECT id, reason IS NULL, reason,
           CASE WHEN reason IS NULL THEN card_id END, CASE WHEN reason IS NULL THEN member_id END,
           CASE WHEN reason IS NULL THEN partner_code END, CASE WHEN reason IS NULL THEN catalog_id END, ${now}
    FROM (
      SELECT e.id, c.id AS card_id, c.member_id, c.partner_code, m.id AS catalog_id,
             CASE
               WHEN c.id IS NULL AND EXISTS (SELECT 1 FROM member_cards l
                                             WHERE l.fingerprint = e.card_fingerprint AND l.linked_at > e.occurred_at)
                 THEN 'card linked after the purchase'
               WHEN c.id IS NULL AND EXISTS (SELECT 1 FROM member_cards l WHERE l.fingerprint = e.card_fingerprint)
                 THEN 'card unlinked before the purchase'
               WHEN c.id IS NULL THEN 'unknown card'
               WHEN member.member_type = 'ClosedAccountMember' OR NOT member.active THEN 'member closed'
               WHEN m.id IS NULL THEN 'unknown merchant'
               WHEN mp.merchant_id IS NULL THEN 'merchant not in the member''s program'
               WHEN NOT (to_char(e.local_date, 'Dy') = ANY (m.benefit_days)) THEN 'not a benefit day'
             END AS reason
      FROM feed_events e
      LEFT JOIN LATERAL (
        SELECT l.id, l.member_id, l.partner_code
        FROM member_cards l
        WHERE l.fingerprint = e.card_fingerprint
          AND l.linked_at <= e.occurred_at
          AND (l.removed_at IS NULL OR l.removed_at > e.occurred_at)
        ORDER BY l.linked_at DESC
        LIMIT 1
      ) c ON true
      LEFT JOIN members member ON member.id = c.member_id
      LEFT JOIN merchants m ON m.merchant_id = e.merchant_id
      LEFT JOIN merchant_partners mp ON mp.merchant_id = m.id AND mp.partner_code = c.partner_code
      WHERE e.import_id = ${importId} AND e.event IN ('authorization', 'settlement')
    ) judged
    ON CONFLICT (event_id) DO NOTHING`.execute(trx);

  await sql`
    INSERT INTO feed_matches (event_id, matched, reason, member_card_id, member_id, partner_code, merchant_id, matched_at)
    SELECT e.id, p.matched, p.reason, p.member_card_id, p.member_id, p.partner_code, p.merchant_id, ${now}
    FROM feed_events e
    CROSS JOIN LATERAL (
      SELECT fm.*
      FROM feed_events pe
      JOIN feed_matches fm ON fm.event_id = pe.id
      WHERE pe.transaction_id = e.original_transaction_id AND pe.event IN ('authorization', 'settlement')
      ORDER BY pe.event = 'settlement' DESC
      LIMIT 1
    ) p
    WHERE e.import_id = ${importId} AND e.event IN ('refund', 'reversal')
    ON CONFLICT (event_id) DO NOTHING`.execute(trx);
}
