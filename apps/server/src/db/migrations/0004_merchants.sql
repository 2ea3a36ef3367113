-- The merchant catalog (spec part 1 §3 Merchant; part 2 §3). Columns the search filters or
-- sorts on are real columns; what only the merchant page reads is one jsonb (details).
-- docs/decisions/0007-merchant-search.md explains the indexes against the queries.
CREATE TABLE merchants (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id      text NOT NULL UNIQUE,
  name             text NOT NULL,
  -- Online-ordering origin: our order dialog (internal) or the provider's site (external).
  origin           text CHECK (origin IN ('internal', 'external')),
  image_ids        text[] NOT NULL,
  rating           real NOT NULL CHECK (rating BETWEEN 0 AND 5),
  rating_count     integer NOT NULL CHECK (rating_count >= 0),
  price_level      smallint NOT NULL CHECK (price_level BETWEEN 0 AND 4),
  cuisines         text[] NOT NULL,
  highlights       text[] NOT NULL,
  street           text NOT NULL,
  city             text NOT NULL,
  state            text NOT NULL,
  zip              text NOT NULL,
  neighborhood     text,
  lat              double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng              double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  -- ll_to_earth(lat, lng) stored once: the GiST key, and distances without per-row trigonometry.
  geo              earth GENERATED ALWAYS AS (ll_to_earth(lat, lng)) STORED,
  acclaimed_level  smallint NOT NULL DEFAULT 0 CHECK (acclaimed_level BETWEEN 0 AND 2),
  campaign_codes   text[] NOT NULL,
  -- Tier gate: basic (everyone), select (needs e-mail opt-in), vip (needs VIP).
  access_tier      text NOT NULL DEFAULT 'basic' CHECK (access_tier IN ('basic', 'select', 'vip')),
  open_table_id    text,
  features         text[] NOT NULL,
  meals_served     text[] NOT NULL,
  -- Days (Sun..Sat) the earn benefit is available.
  benefit_days     text[] NOT NULL,
  offers           jsonb NOT NULL DEFAULT '[]',
  details          jsonb NOT NULL,
  is_new           boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now(),
  -- Name and cuisines, lower-cased: what restaurant-or-cuisine text is matched against.
  search_text      text NOT NULL,
  -- Mirror of merchant_partners (kept in step by the triggers below) so the partner check is
  -- a test on the row the place scan already holds, not a join probe per candidate.
  partner_codes    text[] NOT NULL DEFAULT '{}'
);

-- Which partners carry a merchant. Every catalog query filters on the request's partner.
CREATE TABLE merchant_partners (
  partner_code  text NOT NULL REFERENCES partners (code) ON DELETE CASCADE,
  merchant_id   integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  PRIMARY KEY (partner_code, merchant_id)
);
CREATE INDEX merchant_partners_merchant ON merchant_partners (merchant_id);

-- Place first: every search is bounded by earth_box around a point, and nearest-first
-- ordering walks this index (KNN, `geo <-> point`).
CREATE INDEX merchants_location ON merchants USING gist (geo);
-- Place and text together: typo-tolerant restaurant-or-cuisine matching (pg_trgm word
-- similarity) inside the place, in one GiST walk, nearest first or not. Measured at 100k
-- merchants: a trigram GIN index AND-ed with the place took 2.7-6.6 ms for "sushi" around
-- Times Square (the GIN side merges posting lists for the whole country); this index 0.8 ms.
CREATE INDEX merchants_place_text ON merchants USING gist (geo, search_text gist_trgm_ops);

-- merchant_partners is the source of truth for carriage; merchants.partner_codes follows it.
-- The seed writes both in step, so the guard (IS DISTINCT FROM) makes its inserts no-ops here.
CREATE FUNCTION merchants_sync_partner_codes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE merchants m
  SET partner_codes = c.codes
  FROM (
    SELECT t.merchant_id,
           coalesce(array_agg(mp.partner_code ORDER BY mp.partner_code) FILTER (WHERE mp.partner_code IS NOT NULL), '{}') AS codes
    FROM (SELECT DISTINCT merchant_id FROM changed_rows) t
    LEFT JOIN merchant_partners mp ON mp.merchant_id = t.merchant_id
    GROUP BY t.merchant_id
  ) c
  WHERE m.id = c.merchant_id AND m.partner_codes IS DISTINCT FROM c.codes;
  RETURN NULL;
END
$$;

CREATE TRIGGER merchant_partners_inserted AFTER INSERT ON merchant_partners
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION merchants_sync_partner_codes();
CREATE TRIGGER merchant_partners_deleted AFTER DELETE ON merchant_partners
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION merchants_sync_partner_codes();
CREATE TRIGGER merchant_partners_updated_from AFTER UPDATE ON merchant_partners
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION merchants_sync_partner_codes();
CREATE TRIGGER merchant_partners_updated_to AFTER UPDATE ON merchant_partners
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION merchants_sync_partner_codes();
