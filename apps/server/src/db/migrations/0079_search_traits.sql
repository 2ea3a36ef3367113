-- Issue 34, search under varied traffic (docs/decisions/0007-merchant-search.md, "Issue 34"): every filter a
-- search applies while it walks the place index is answered from the index itself. A search walks merchants
-- nearest first and drops the rows that fail its filters; with a selective filter (acclaimed and takeout) it
-- drops thousands, and each drop read the merchant's whole row (1.3 KB on average, 1.3 GB at 1,000,000
-- restaurants) from the heap. The filters now read two numbers the index carries: the programs carrying the
-- restaurant as bits (partner_bits) and its features, meals, benefit days, price, acclaimed, new and reservable
-- flags as bits (search_traits); with the sort columns beside them, those searches are index-only scans.

-- Each program's bit in merchants.partner_bits: the lowest free one when the program is first synced.
ALTER TABLE partners ADD COLUMN search_bit smallint UNIQUE CHECK (search_bit BETWEEN 0 AND 62);
UPDATE partners p SET search_bit = n.bit
FROM (SELECT code, (row_number() OVER (ORDER BY code) - 1)::smallint AS bit FROM partners) n
WHERE p.code = n.code;
ALTER TABLE partners ALTER COLUMN search_bit SET NOT NULL;

CREATE FUNCTION partners_assign_search_bit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.search_bit IS NULL THEN
    -- Two instances syncing two new programs at once must not take the same bit.
    PERFORM pg_advisory_xact_lock(hashtext('partners.search_bit'));
    SELECT min(b) INTO NEW.search_bit
    FROM generate_series(0, 62) AS b
    WHERE NOT EXISTS (SELECT 1 FROM partners p WHERE p.search_bit = b);
    IF NEW.search_bit IS NULL THEN
      RAISE EXCEPTION 'A catalog is shared by at most 63 programs (partners.search_bit, docs/decisions/0007)';
    END IF;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER partners_search_bit BEFORE INSERT ON partners
  FOR EACH ROW EXECUTE FUNCTION partners_assign_search_bit();
ALTER TABLE partners ENABLE ALWAYS TRIGGER partners_search_bit;

-- The programs carrying a merchant, as their bits; follows partner_codes (itself kept by merchant_partners'
-- triggers, or written by the seed's bulk insert, which may run with session_replication_role = replica: so
-- this trigger fires always).
ALTER TABLE merchants ADD COLUMN partner_bits bigint NOT NULL DEFAULT 0;
CREATE FUNCTION merchants_partner_bits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.partner_bits := (
    SELECT coalesce(bit_or(1::bigint << p.search_bit), 0) FROM partners p WHERE p.code = ANY (NEW.partner_codes)
  );
  RETURN NEW;
END
$$;
CREATE TRIGGER merchants_partner_bits BEFORE INSERT OR UPDATE OF partner_codes ON merchants
  FOR EACH ROW EXECUTE FUNCTION merchants_partner_bits();
ALTER TABLE merchants ENABLE ALWAYS TRIGGER merchants_partner_bits;

-- The bit layout is modules/merchants/search-traits.ts's: features from bit 0, meals from 8, benefit days from
-- 16, price levels from 24, then acclaimed (32), new (33) and reservable on OpenTable (34). A value the lists do
-- not know sets no bit.
CREATE FUNCTION merchant_search_traits(
  features text[], meals_served text[], benefit_days text[], price_level smallint, acclaimed_level smallint,
  is_new boolean, open_table_id text
) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce((SELECT bit_or(1::bigint << (array_position(ARRAY['delivery', 'dine-in', 'takeout', 'online ordering'], f) - 1))
                   FROM unnest(features) AS f), 0)
       | coalesce((SELECT bit_or(1::bigint << (7 + array_position(ARRAY['breakfast', 'brunch', 'lunch', 'dinner', 'late night'], m)))
                   FROM unnest(meals_served) AS m), 0)
       | coalesce((SELECT bit_or(1::bigint << (15 + array_position(ARRAY['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], d)))
                   FROM unnest(benefit_days) AS d), 0)
       | (1::bigint << (24 + price_level))
       | CASE WHEN acclaimed_level > 0 THEN 1::bigint << 32 ELSE 0 END
       | CASE WHEN is_new THEN 1::bigint << 33 ELSE 0 END
       | CASE WHEN open_table_id IS NOT NULL THEN 1::bigint << 34 ELSE 0 END
$$;
ALTER TABLE merchants ADD COLUMN search_traits bigint NOT NULL GENERATED ALWAYS AS (
  merchant_search_traits(features, meals_served, benefit_days, price_level, acclaimed_level, is_new, open_table_id)
) STORED;

UPDATE merchants m SET partner_bits = (
  SELECT coalesce(bit_or(1::bigint << p.search_bit), 0) FROM partners p WHERE p.code = ANY (m.partner_codes)
);

-- The place index carries what the walks filter and sort by, so they read no merchant row until the page's.
DROP INDEX merchants_location;
CREATE INDEX merchants_location ON merchants USING gist (geo)
  INCLUDE (id, partner_bits, search_traits, campaign_codes, lat, lng, rating, rating_count, created_at, name);
