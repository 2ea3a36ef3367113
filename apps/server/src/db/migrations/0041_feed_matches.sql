-- What each feed event was matched to (issue 13, item 2): the member's card whose live link covers
-- the purchase, in that card's program, at a restaurant the program carries, on one of its benefit
-- days; or, unmatched, the reason a support agent reads. Refunds and reversals follow their purchase.
CREATE TABLE feed_matches (
  event_id        bigint PRIMARY KEY REFERENCES feed_events (id),
  matched         boolean NOT NULL,
  reason          text CHECK (reason IN ('unknown card', 'card linked after the purchase',
                                         'card unlinked before the purchase', 'member closed',
                                         'unknown merchant', 'merchant not in the member''s program',
                                         'not a benefit day', 'visit limit reached')),
  member_card_id  text,
  member_id       integer,
  partner_code    text,
  merchant_id     integer,
  matched_at      timestamptz NOT NULL,
  CHECK (matched = (reason IS NULL)),
  CHECK (NOT matched OR (member_card_id IS NOT NULL AND member_id IS NOT NULL AND merchant_id IS NOT NULL))
);
CREATE INDEX feed_matches_member ON feed_matches (member_id, partner_code) WHERE matched;
