-- Missing-reward claims (issue 14, item 6; docs/rewards.md "Claims"): what the member reported, what the
-- engine found in the feed for it, and (later) what support decided. The card is the member's own link row.
CREATE TABLE reward_claims (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id        integer NOT NULL,
  partner_code     text NOT NULL,
  purchase_date    date NOT NULL,
  amount_cents     integer NOT NULL CHECK (amount_cents > 0),
  merchant_id      integer NOT NULL REFERENCES merchants (id),
  member_card_id   text NOT NULL REFERENCES member_cards (id),
  status           text NOT NULL CHECK (status IN ('answered', 'pending', 'approved', 'declined')),
  finding          text NOT NULL,
  -- The feed event the finding is about, when there is one (support opens it).
  feed_event_id    bigint REFERENCES feed_events (id),
  created_at       timestamptz NOT NULL,
  resolved_at      timestamptz,
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE,
  -- One claim per purchase as the member describes it.
  UNIQUE (member_id, member_card_id, merchant_id, purchase_date, amount_cents)
);
CREATE INDEX reward_claims_member ON reward_claims (member_id, created_at DESC);
-- The support console's queue.
CREATE INDEX reward_claims_pending ON reward_claims (partner_code, created_at) WHERE status = 'pending';
