-- Offers API and restaurants in the support console (issue 32, docs/rewards.md "Offer versions").

-- A new staff role: catalog managers edit restaurants and their offers (STAFF_PERMISSIONS.catalog).
ALTER TABLE staff DROP CONSTRAINT staff_role_check;
ALTER TABLE staff ADD CONSTRAINT staff_role_check CHECK (role IN ('agent', 'content_editor', 'catalog_manager', 'admin'));

-- Every change of an offer is a new version with the moment it takes effect. The engine pays a purchase under
-- the version that stood when the purchase happened (its occurred_at), not the one current when the feed
-- brings it: an offer ended at 14:00 still pays a 13:00 dinner that arrives tomorrow. `state` says whether the
-- version pays ('active'), pays nothing until resumed ('paused') or pays nothing ever again ('ended').
-- merchants.offers stays the members' view: the current active versions (what cards and pages promise now).
-- Offers with no row here (the seeded catalog, imports that write merchants.offers) are read from
-- merchants.offers as before.
CREATE TABLE merchant_offer_versions (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  offer_id text NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  state text NOT NULL CHECK (state IN ('active', 'paused', 'ended')),
  -- The offer's terms (contracts/merchants.ts offerSchema, with its version) plus budgetDollars.
  terms jsonb NOT NULL,
  effective_from timestamptz NOT NULL,
  -- 'budget' when the engine ended the offer because its budget was spent.
  reason text,
  changed_by_staff_id integer REFERENCES staff (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, offer_id, version)
);
-- The engine reads a batch's restaurants' histories in one query (merchant_id = ANY(...)).
CREATE INDEX merchant_offer_versions_by_merchant ON merchant_offer_versions (merchant_id, offer_id, effective_from);

-- A budgeted offer's spend so far is summed from the rewards it paid (docs/rewards.md "Offer budgets"), read
-- only for the few restaurants of an import that have a budgeted offer.
CREATE INDEX rewards_offer_spend ON rewards (merchant_id, (earn_terms -> 'offer' ->> 'id'))
  WHERE earn_terms IS NOT NULL;
