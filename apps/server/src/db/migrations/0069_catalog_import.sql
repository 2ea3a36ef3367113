-- The catalog import (issue 32, docs/catalog.md): brands, locations and offers posted as a signed file and
-- upserted by the source's own ids. The merchant row stays what search and the rewards engine read; what only
-- the import needs (the source's id, the brand, the lifecycle dates, how the point was found, the programs the
-- source listed) lives beside it, one row per imported location.
CREATE TABLE catalog_brands (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_id   text NOT NULL UNIQUE,
  name        text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE catalog_locations (
  source_id             text PRIMARY KEY,
  merchant_id           integer NOT NULL UNIQUE REFERENCES merchants (id) ON DELETE CASCADE,
  brand_id              integer REFERENCES catalog_brands (id),
  -- 'given' (the file's coordinates), 'zip' (the ZIP code's centre) or 'city' (the city's centre).
  coordinate_precision  text NOT NULL CHECK (coordinate_precision IN ('given', 'zip', 'city')),
  -- Opening hours by day ({"Mon": [{"from": "11:00", "until": "22:00"}]}), null when not given.
  hours                 jsonb,
  -- Coming soon before opens_on; leaving after closes_on (its last day); closed: carried by no program.
  opens_on              date,
  closes_on             date,
  closed                boolean NOT NULL DEFAULT false,
  -- The programs the source lists; merchant_partners holds them unless the location is closed.
  programs              text[] NOT NULL DEFAULT '{}',
  updated_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalog_locations_brand ON catalog_locations (brand_id);

-- Imported restaurants' public ids: FP and seven digits like the generated catalog (FP0000001 up), from a
-- range the generator never reaches (it stops at FP0100000 at the scale plan's 100,000).
CREATE SEQUENCE catalog_merchant_numbers START 5000001;
