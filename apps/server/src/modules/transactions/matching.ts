import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { refreshStatistics } from './statistics';

/**
 * Matches an import's events to members in two set-based statements inside the database (never row by
 * row in Node). A purchase event (authorization or settlement) matches the card whose live link covered
 * the moment of purchase, when its member is open, the merchant is in the catalog and carried by that
 * card's program, and the purchase's local day is one of the merchant's benefit days; otherwise it keeps
 * the first reason that fails, in that order. Refunds and reversals take their purchase's match.
 * A merchant's monthly visit limit (details.visitLimits.maxVisitsPerMonth) counts purchases, not events;
 * past it a purchase is unmatched with 'visit limit reached'. (The monthly spend limit comes with the
 * earn rules.)
 *
 * Built for a million events: each card's links are looked up once (not once per event), and only a
 * card with several links is searched per event; what earlier imports matched is looked up only for the
 * purchases that could count as visits, once per member, merchant and month. The events are this
 * transaction's own, so nothing else can have matched them: the inserts need no conflict handling (each
 * event is decided once: over_limit names a purchase once, a refund has one settlement and one
 * authorization).
 */
export async function matchImport(trx: Transaction<DB>, importId: number, now: Date): Promise<void> {
  const purchases = await sql`
    -- A purchase happened when it was authorized: a settlement posts days later, so it is judged at its
    -- authorization's moment and local day when there is one (a card unlinked or a benefit day passed
    -- in between does not undo a purchase already matched).
    WITH events AS MATERIALIZED (
      SELECT e.id, e.transaction_id, e.card_fingerprint, e.merchant_id,
             coalesce(a.occurred_at, e.occurred_at) AS occurred_at, coalesce(a.local_date, e.local_date) AS local_date
      FROM feed_events e
      LEFT JOIN feed_events a
        ON e.event = 'settlement' AND a.transaction_id = e.transaction_id AND a.event = 'authorization'
      WHERE e.import_id = ${importId} AND e.event IN ('authorization', 'settlement')
    ),
    -- Every link of the import's cards, with its member's state: one look-up per card.
    links AS MATERIALIZED (
      SELECT l.id, l.fingerprint, l.member_id, l.partner_code, l.linked_at, l.removed_at,
             member.member_type = 'ClosedAccountMember' OR NOT member.active AS closed
      FROM member_cards l
      LEFT JOIN members member ON member.id = l.member_id
      WHERE l.fingerprint IN (SELECT card_fingerprint FROM events)
    ),
    -- Per card: how many links, the latest linking, and the link itself when there is only one.
    cards AS MATERIALIZED (
      SELECT fingerprint, count(*) AS links, max(linked_at) AS last_linked_at, min(id) AS id,
             min(member_id) AS member_id, min(partner_code) AS partner_code, min(linked_at) AS linked_at,
             min(removed_at) AS removed_at, bool_and(closed) AS closed
      FROM links
      GROUP BY fingerprint
    ),
    judged AS (
      SELECT e.id, e.transaction_id, e.occurred_at, e.local_date,
             CASE WHEN one.covers THEN k.id ELSE many.id END AS card_id,
             CASE WHEN one.covers THEN k.member_id ELSE many.member_id END AS member_id,
             CASE WHEN one.covers THEN k.partner_code ELSE many.partner_code END AS partner_code,
             m.id AS catalog_id, m.details -> 'visitLimits' ->> 'maxVisitsPerMonth' AS max_visits,
             CASE
               WHEN NOT one.covers AND many.id IS NULL AND k.last_linked_at > e.occurred_at
                 THEN 'card linked after the purchase'
               WHEN NOT one.covers AND many.id IS NULL AND k.fingerprint IS NOT NULL
                 THEN 'card unlinked before the purchase'
               WHEN NOT one.covers AND many.id IS NULL THEN 'unknown card'
               WHEN CASE WHEN one.covers THEN k.closed ELSE many.closed END THEN 'member closed'
               WHEN m.id IS NULL THEN 'unknown merchant'
               WHEN mp.merchant_id IS NULL THEN 'merchant not in the member''s program'
               WHEN NOT (to_char(e.local_date, 'Dy') = ANY (m.benefit_days)) THEN 'not a benefit day'
             END AS reason
      FROM events e
      LEFT JOIN cards k ON k.fingerprint = e.card_fingerprint
      -- A card linked once: its link, when it covered the moment of purchase.
      CROSS JOIN LATERAL (
        SELECT coalesce(k.links = 1 AND k.linked_at <= e.occurred_at
                        AND (k.removed_at IS NULL OR k.removed_at > e.occurred_at), false) AS covers
      ) one
      -- A card linked several times: the latest link that covered it.
      LEFT JOIN LATERAL (
        SELECT l.id, l.member_id, l.partner_code,
               member.member_type = 'ClosedAccountMember' OR NOT member.active AS closed
        FROM member_cards l
        LEFT JOIN members member ON member.id = l.member_id
        WHERE k.links > 1 AND l.fingerprint = e.card_fingerprint AND l.linked_at <= e.occurred_at
          AND (l.removed_at IS NULL OR l.removed_at > e.occurred_at)
        ORDER BY l.linked_at DESC
        LIMIT 1
      ) many ON true
      LEFT JOIN merchants m ON m.merchant_id = e.merchant_id
      LEFT JOIN merchant_partners mp
        ON mp.merchant_id = m.id AND mp.partner_code = CASE WHEN one.covers THEN k.partner_code ELSE many.partner_code END
    ),
    -- Purchases that passed every other rule at a merchant with a visit limit: the only ones to count.
    candidates AS (
      SELECT transaction_id, member_id, catalog_id, date_trunc('month', local_date) AS month, occurred_at, max_visits
      FROM judged
      WHERE reason IS NULL AND max_visits ~ '^[0-9]+$'
    ),
    -- A purchase already matched before (its authorization, now its settlement) is a visit counted.
    counted AS (
      SELECT DISTINCT pe.transaction_id
      FROM feed_events pe JOIN feed_matches fm ON fm.event_id = pe.id AND fm.matched
      WHERE pe.transaction_id IN (SELECT transaction_id FROM candidates)
    ),
    -- New visits (purchases, not events) that passed every other rule, numbered after the visits already
    -- matched that month at that merchant: an earlier import's visits keep their place, so the limit is
    -- never exceeded however the events arrive.
    new_visits AS (
      SELECT c.transaction_id, c.member_id, c.catalog_id, c.month, min(c.occurred_at) AS first_at,
             min(c.max_visits) AS max_visits
      FROM candidates c
      WHERE NOT EXISTS (SELECT 1 FROM counted WHERE counted.transaction_id = c.transaction_id)
      GROUP BY c.transaction_id, c.member_id, c.catalog_id, c.month
    ),
    earlier AS (
      SELECT g.member_id, g.catalog_id, g.month, count(DISTINCT pe.transaction_id) AS n
      FROM (SELECT DISTINCT member_id, catalog_id, month FROM new_visits) g
      JOIN feed_matches fm ON fm.matched AND fm.member_id = g.member_id AND fm.merchant_id = g.catalog_id
      JOIN feed_events pe ON pe.id = fm.event_id AND date_trunc('month', pe.local_date) = g.month
      GROUP BY g.member_id, g.catalog_id, g.month
    ),
    over_limit AS (
      SELECT DISTINCT transaction_id
      FROM (
        SELECT v.transaction_id, v.max_visits::integer AS max_visits,
               coalesce(earlier.n, 0) + row_number() OVER (PARTITION BY v.member_id, v.catalog_id, v.month
                                                           ORDER BY v.first_at, v.transaction_id) AS visit_no
        FROM new_visits v
        LEFT JOIN earlier
          ON earlier.member_id = v.member_id AND earlier.catalog_id = v.catalog_id AND earlier.month = v.month
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
`.execute(trx);

  // A refund or reversal takes its purchase's match: the settlement's, or the authorization's until then.
  const adjustments = await sql`
    INSERT INTO feed_matches (event_id, matched, reason, member_card_id, member_id, partner_code, merchant_id, matched_at)
    SELECT e.id,
           CASE WHEN ms.event_id IS NOT NULL THEN ms.matched ELSE ma.matched END,
           CASE WHEN ms.event_id IS NOT NULL THEN ms.reason ELSE ma.reason END,
           CASE WHEN ms.event_id IS NOT NULL THEN ms.member_card_id ELSE ma.member_card_id END,
           CASE WHEN ms.event_id IS NOT NULL THEN ms.member_id ELSE ma.member_id END,
           CASE WHEN ms.event_id IS NOT NULL THEN ms.partner_code ELSE ma.partner_code END,
           CASE WHEN ms.event_id IS NOT NULL THEN ms.merchant_id ELSE ma.merchant_id END,
           ${now}
    FROM feed_events e
    LEFT JOIN feed_events ps ON ps.transaction_id = e.original_transaction_id AND ps.event = 'settlement'
    LEFT JOIN feed_matches ms ON ms.event_id = ps.id
    LEFT JOIN feed_events pa ON pa.transaction_id = e.original_transaction_id AND pa.event = 'authorization'
    LEFT JOIN feed_matches ma ON ma.event_id = pa.id
    WHERE e.import_id = ${importId} AND e.event IN ('refund', 'reversal')
      AND (ms.event_id IS NOT NULL OR ma.event_id IS NOT NULL)
`.execute(trx);

  const matched = Number(purchases.numAffectedRows ?? 0) + Number(adjustments.numAffectedRows ?? 0);
  await refreshStatistics(trx, 'feed_matches', matched);
}
