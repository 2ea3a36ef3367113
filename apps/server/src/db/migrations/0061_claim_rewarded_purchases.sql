-- An approved claim and its purchase arriving later in the card network's feed
-- (docs/decisions/0027-claims-and-feed-overlap.md). Approving a claim writes a manual reward (M) for the
-- purchase the member reported; when that purchase is then matched, the engine writes its purchase row (S)
-- linked to the claim and earning nothing more, so the meal is rewarded once.
ALTER TABLE rewards ADD COLUMN claim_id integer;

-- A claim pays for one purchase at most. No foreign key (decision 0015: a per-row check on every reward a
-- large import writes): a claim goes only with its member, and the member's rewards go with it.
CREATE UNIQUE INDEX rewards_claim ON rewards (claim_id) WHERE claim_id IS NOT NULL;

-- The guarantee itself, in the database: a purchase rewarded through a claim earns nothing of its own.
-- NOT VALID: every row before this migration has no claim, so nothing older needs reading.
ALTER TABLE rewards ADD CONSTRAINT rewards_claim_earns_nothing
  CHECK (claim_id IS NULL OR (source_code = 'S' AND benefit_amount = 0)) NOT VALID;

-- What an import looks up for its members: the approved claims.
CREATE INDEX reward_claims_approved ON reward_claims (member_id) WHERE status = 'approved';
