-- Offers that pay (issue 29, docs/rewards.md "The earn decision"). Every offer carries the terms the rewards
-- engine pays it by: a version (bumped by each edit), local hours, a minimum bill and a per-member use
-- limit. Offers stored before have none of their own: version 1, all day, any bill, every visit.
UPDATE merchants m SET offers = filled.offers
FROM (
  SELECT m2.id,
         jsonb_agg(jsonb_build_object('version', 1, 'hours', NULL, 'minimumSpendDollars', NULL, 'usesPerMember', NULL)
                   || o.offer ORDER BY o.n) AS offers
  FROM merchants m2
  CROSS JOIN LATERAL jsonb_array_elements(m2.offers) WITH ORDINALITY AS o(offer, n)
  WHERE jsonb_array_length(m2.offers) > 0
  GROUP BY m2.id
) filled
WHERE m.id = filled.id;

-- A purchase reward's offer and bonuses as decided when the purchase first arrived ({offer, bonuses}; null:
-- the tier's rate alone). Kept as they were: an offer edited or ended later does not change a reward earned.
ALTER TABLE rewards ADD COLUMN earn_terms jsonb;
