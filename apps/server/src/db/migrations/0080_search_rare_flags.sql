-- Issue 34 (docs/decisions/0007-merchant-search.md, "Issue 34"): the place index once more for the restaurants
-- with the two rarest flags a search filters by, acclaimed and new (about one in twenty each). A nearest-first
-- walk of the whole place index for "acclaimed" drops nineteen restaurants for each it keeps (13,749 entries for
-- a page of new acclaimed places around San Diego at 1,000,000); these walk only the restaurants that have the
-- flag. The predicates are search-traits.ts's bits written as the search writes them (a literal, so the planner
-- can prove the query's filter implies the index's).
CREATE INDEX merchants_location_acclaimed ON merchants USING gist (geo)
  INCLUDE (id, partner_bits, search_traits, campaign_codes, lat, lng, rating, rating_count, created_at, name)
  WHERE (search_traits & 4294967296) <> 0;
CREATE INDEX merchants_location_new ON merchants USING gist (geo)
  INCLUDE (id, partner_bits, search_traits, campaign_codes, lat, lng, rating, rating_count, created_at, name)
  WHERE (search_traits & 8589934592) <> 0;
