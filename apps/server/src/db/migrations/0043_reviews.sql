-- Members' reviews of a dine (issue 13, item 8; spec part 2 §3 Activity record). One review per
-- reward row: the UNIQUE reward_id is what makes "reviewed once" hold when two posts race, so the
-- loser gets a unique violation (answered 409), never a second review or a check-then-insert gap.
CREATE TABLE reviews (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id          integer NOT NULL,
  partner_code       text NOT NULL,
  reward_id          bigint NOT NULL UNIQUE REFERENCES rewards (id) ON DELETE CASCADE,
  -- Copied from the reward so a merchant's reviews are read without the rewards table.
  merchant_id        integer NOT NULL REFERENCES merchants (id),
  food               smallint NOT NULL CHECK (food BETWEEN 1 AND 5),
  service            smallint NOT NULL CHECK (service BETWEEN 1 AND 5),
  cleanliness        smallint NOT NULL CHECK (cleanliness BETWEEN 1 AND 5),
  value              smallint NOT NULL CHECK (value BETWEEN 1 AND 5),
  text               text CHECK (char_length(text) <= 1000),
  -- Moderation's verdict (modules/reviews/moderation.ts): only published reviews count in the
  -- merchant's rating or are shown; a rejected one keeps its reason for support.
  moderation_status  text NOT NULL CHECK (moderation_status IN ('published', 'rejected')),
  moderation_reason  text,
  created_at         timestamptz NOT NULL,
  CHECK ((moderation_status = 'rejected') = (moderation_reason IS NOT NULL)),
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);
-- A merchant page's written reviews, newest first.
CREATE INDEX reviews_merchant_published ON reviews (merchant_id, created_at DESC) WHERE moderation_status = 'published';
CREATE INDEX reviews_member ON reviews (member_id);
