-- Matching's outcome lives on the event it is about (docs/decisions/0015-feed-match-on-the-event.md).
-- Every event is matched once, in the transaction that receives it, so its match is decided in the same
-- INSERT that writes it: a million-row file is written once, not once as events and again as matches
-- (a second table whose every row paid for a primary key and a foreign-key check on feed_events).
ALTER TABLE feed_events
  ADD COLUMN matched boolean,
  -- Why an unmatched event earns nothing, in words a support agent reads; null when matched.
  ADD COLUMN match_reason text CHECK (match_reason IN ('unknown card', 'card linked after the purchase',
                                                       'card unlinked before the purchase', 'member closed',
                                                       'unknown merchant', 'merchant not in the member''s program',
                                                       'not a benefit day', 'visit limit reached')),
  -- What a matched event earns for: the member's link (card), member, program and the catalog's merchant
  -- (merchants.id; merchant_id above is the network's public id). Null when unmatched.
  ADD COLUMN member_card_id text,
  ADD COLUMN member_id integer,
  ADD COLUMN partner_code text,
  ADD COLUMN catalog_merchant_id integer;

UPDATE feed_events e
SET matched = fm.matched, match_reason = fm.reason, member_card_id = fm.member_card_id, member_id = fm.member_id,
    partner_code = fm.partner_code, catalog_merchant_id = fm.merchant_id
FROM feed_matches fm
WHERE fm.event_id = e.id;

ALTER TABLE feed_events
  ALTER COLUMN matched SET NOT NULL,
  ADD CONSTRAINT feed_events_match_reason CHECK (matched = (match_reason IS NULL)),
  ADD CONSTRAINT feed_events_match_target
    CHECK (NOT matched OR (member_card_id IS NOT NULL AND member_id IS NOT NULL AND catalog_merchant_id IS NOT NULL));

DROP TABLE feed_matches;

-- Visit limits: the visits a member already made at a merchant in a month (matching.ts, "earlier").
CREATE INDEX feed_events_visits ON feed_events (member_id, catalog_merchant_id, local_date) WHERE matched;

-- A card's events (claims, the demo seed) are found by the card alone, the day checked on the row: with the
-- moment in the key every event had an entry of its own (68 MB for a million events), while on the card
-- alone B-tree deduplication keeps one entry per card and page with a list of its rows (9 MB), and each
-- new event lands on its card's last page.
DROP INDEX feed_events_card;
CREATE INDEX feed_events_card ON feed_events (card_fingerprint);

-- The import's row is written first in the same transaction by the only writer of feed_events
-- (transactions/ingest.ts): a foreign-key check per event (a million of them for a large file) would
-- only ever confirm it.
ALTER TABLE feed_events DROP CONSTRAINT feed_events_import_id_fkey;
