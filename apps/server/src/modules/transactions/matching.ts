import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Matches an import's events to members in two set-based statements inside the database (never row by
 * row in Node). A purchase event (authorization or settlement) matches the card whose live link covered
 * the moment of purchase, when its member is open, the merchant is in the catalog and carried by that
 * card's program, and the purchase's local day is one of the merchant's benefit days; otherwise it keeps
 * the first reason that fails, in that order. Refunds and reversals take their purchase's match.
 * A merchant's monthly visit limit (details.visitLimits.maxVisitsPerMonth) counts purchases, not events;
 * past it a purchase is unmatched with 'visit limit reached'. (The monthly spend limit comes with the
 * earn rules.)
 */
export async function matchImport(trx: Transaction<DB>, importId: number, now: Date): Promise<void> {
  await sql`
    WITH judged AS (
      SELECT e.id, e.transaction_id, e.occurred_at, date_trunc('month', e.local_date) AS month,
             c.id AS card_id, c.member_id, c.partner_code, m.id AS catalog_id,
             m.details -> 'visitLimits' ->> 'maxVisitsPerMonth' AS max_visits,
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
             END AS reason,
             -- A purchase already matched before (its authorization, now its settlement) is a visit counted.
             EXISTS (SELECT 1 FROM feed_events pe JOIN feed_matches fm ON fm.event_id = pe.id
                     WHERE pe.transaction_id = e.transaction_id AND fm.matched) AS counted
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
    ),
    -- New visits (purchases, not events) that passed every other rule, numbered after the visits already
    -- matched that month at that merchant: an earlier import's visits keep their place, so the limit is
    -- never exceeded however the events arrive.
    new_visits AS (
      SELECT transaction_id, member_id, catalog_id, month, min(occurred_at) AS first_at, min(max_visits) AS max_visits
      FROM judged
      WHERE reason IS NULL AND NOT counted AND max_visits ~ '^[0-9]+$'
      GROUP BY transaction_id, member_id, catalog_id, month
    ),
    over_limit AS (
      SELECT transaction_id
      FROM (
        SELECT v.transaction_id, v.max_visits::integer AS max_visits,
               earlier.n + row_number() OVER (PARTITION BY v.member_id, v.catalog_id, v.month
                                              ORDER BY v.first_at, v.transaction_id) AS visit_no
        FROM new_visits v
        CROSS JOIN LATERAL (
          SELECT count(DISTINCT pe.transaction_id) AS n
          FROM feed_matches fm JOIN feed_events pe ON pe.id = fm.event_id
          WHERE fm.matched AND fm.member_id = v.member_id AND fm.merchant_id = v.catalog_id
            AND date_trunc('month', pe.local_date) = v.month
        ) earlier
      ) numbered
      WHERE visit_no > max_visits
    )
    INSERT INTO feed_matches (event_id, matched, reason, member_card_id, member_id, partner_code, merchant_id, matched_at)
    SELECT id, final_reason IS NULL, final_reason,
           CASE WHEN final_reason IS NULL THEN card_id END, CASE WHEN final_reason IS NULL THEN member_id END,
           CASE WHEN final_reason IS NULL THEN partner_code END, CASE WHEN final_reason IS NULL THEN catalog_id END, ${now}
    FROM (
      SELECT j.*, coalesce(j.reason, CASE WHEN o.transaction_id IS NOT NULL THEN 'visit limit reached' END) AS final_reason
      FROM judged j LEFT JOIN over_limit o ON o.transaction_id = j.transaction_id
    ) decided
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
