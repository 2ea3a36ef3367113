-- A feed import writes a purchase reward for every matched purchase of the file (213,000 rows for the
-- million-row benchmark), and PostgreSQL checks a foreign key row by row: a look-up and a row lock per
-- reward and key. The two checks dropped here cost more CPU time than the rows and their seven indexes
-- together (about 1.9 s against 1.5 s for those 213,000 rows; docs/transaction-feed.md "Performance").
-- A purchase reward's restaurant and card are its event's match (feed_events.catalog_merchant_id and
-- member_card_id, which carry no foreign key either, migration 0046), decided by joins on merchants and
-- member_cards in the same transaction, under the import lock, moments before the reward is written: the
-- check could only confirm them. Neither table loses rows (a card is unlinked by removed_at, a catalog
-- restaurant is never deleted). The member's key stays: it is what deletes a member's rewards with them.
ALTER TABLE rewards
  DROP CONSTRAINT rewards_merchant_id_fkey,
  DROP CONSTRAINT rewards_member_card_id_fkey;

-- No query looks rewards up by member and restaurant: visit limits count feed events (feed_events_visits),
-- and spend limits, dining status, bonuses, credits and the activity page read a member's rewards by the
-- member alone, which rewards_member_activity leads with. Every reward an import writes paid for an entry.
DROP INDEX rewards_member_merchant;

-- The import report says how many of the events it applied matched a member's card and how many did not
-- (docs/transaction-feed.md); feed_imports keeps the report. Imports before this one count from their
-- events, which carry their match (migration 0046).
ALTER TABLE feed_imports
  ADD COLUMN matched integer NOT NULL DEFAULT 0,
  ADD COLUMN unmatched integer NOT NULL DEFAULT 0;
UPDATE feed_imports i
SET matched = c.matched, unmatched = c.unmatched
FROM (
  SELECT import_id, count(*) FILTER (WHERE matched) AS matched, count(*) FILTER (WHERE NOT matched) AS unmatched
  FROM feed_events
  GROUP BY import_id
) c
WHERE c.import_id = i.id;
ALTER TABLE feed_imports ALTER COLUMN matched DROP DEFAULT, ALTER COLUMN unmatched DROP DEFAULT;
