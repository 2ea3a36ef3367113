-- Each merchant's IANA time zone (issue 15): an offer's startsOn and endsOn are days on the
-- merchant's own calendar, so whether it is live "now" depends on where the restaurant is
-- (modules/merchants/offer-liveness.ts). New rows get theirs from the seed
-- (modules/merchants/time-zone.ts); rows seeded before this migration get the same answer here.
ALTER TABLE merchants ADD COLUMN time_zone text NOT NULL DEFAULT 'America/New_York';

UPDATE merchants SET time_zone = CASE
  WHEN state = 'FL' AND lng < -85.0 THEN 'America/Chicago'
  WHEN state = 'IN' AND lng < -86.75 AND (lat > 40.9 OR lat < 38.6) THEN 'America/Chicago'
  WHEN state = 'IN' THEN 'America/Indiana/Indianapolis'
  WHEN state = 'KY' AND lng < -86.0 THEN 'America/Chicago'
  WHEN state = 'TN' AND lng > -85.45 THEN 'America/New_York'
  WHEN state = 'TN' THEN 'America/Chicago'
  WHEN state = 'MI' AND lat > 45.0 AND lng < -87.6 THEN 'America/Menominee'
  WHEN state = 'MI' THEN 'America/Detroit'
  WHEN state = 'TX' AND lng < -104.9 THEN 'America/Denver'
  WHEN state = 'KS' AND lng < -101.5 THEN 'America/Denver'
  WHEN state = 'NE' AND lng < -101.0 THEN 'America/Denver'
  WHEN state = 'SD' AND lng < -100.6 THEN 'America/Denver'
  WHEN state = 'ND' AND lng < -101.0 AND lat < 47.6 THEN 'America/Denver'
  WHEN state = 'ID' AND lat > 45.6 THEN 'America/Los_Angeles'
  WHEN state = 'ID' THEN 'America/Boise'
  WHEN state = 'OR' AND lng > -117.7 AND lat < 44.6 THEN 'America/Boise'
  WHEN state IN ('AL', 'AR', 'IA', 'IL', 'LA', 'MN', 'MO', 'MS', 'OK', 'WI', 'TX', 'KS', 'NE', 'SD', 'ND')
    THEN 'America/Chicago'
  WHEN state IN ('CO', 'MT', 'NM', 'UT', 'WY') THEN 'America/Denver'
  WHEN state = 'AZ' THEN 'America/Phoenix'
  WHEN state IN ('CA', 'NV', 'OR', 'WA') THEN 'America/Los_Angeles'
  WHEN state = 'AK' THEN 'America/Anchorage'
  WHEN state = 'HI' THEN 'Pacific/Honolulu'
  ELSE 'America/New_York'
END;

ALTER TABLE merchants ALTER COLUMN time_zone DROP DEFAULT;

-- Catalogs generated before the fix carry weekly offers titled from the day's abbreviation
-- ("Double on Thus", "Earn double every Thu."): write the day names out.
UPDATE merchants m SET offers = fixed.offers
FROM (
  SELECT m2.id, jsonb_agg(
    CASE WHEN o.offer ->> 'title' ~ '^Double on (Sun|Mon|Tue|Wed|Thu|Fri|Sat)s$' THEN
      o.offer || jsonb_build_object(
        'title', 'Double on ' || d.day || 's',
        'description', 'Earn double every ' || d.day || '.')
    ELSE o.offer END ORDER BY o.n) AS offers
  FROM merchants m2
  CROSS JOIN LATERAL jsonb_array_elements(m2.offers) WITH ORDINALITY AS o(offer, n)
  LEFT JOIN LATERAL (
    SELECT CASE substring(o.offer ->> 'title' from '^Double on (...)s$')
      WHEN 'Sun' THEN 'Sunday' WHEN 'Mon' THEN 'Monday' WHEN 'Tue' THEN 'Tuesday'
      WHEN 'Wed' THEN 'Wednesday' WHEN 'Thu' THEN 'Thursday' WHEN 'Fri' THEN 'Friday'
      WHEN 'Sat' THEN 'Saturday' END AS day
  ) d ON true
  WHERE m2.offers @> '[{"type": "Unlimited"}]'
  GROUP BY m2.id
) fixed
WHERE m.id = fixed.id AND m.offers IS DISTINCT FROM fixed.offers;

-- The seed's bulk insert (seed/merchants/insert-merchants.ts) writes merchants.partner_codes itself,
-- sorted exactly as this trigger computes it, and says so for the rest of its transaction with
-- forkpoint.carriage_written = 'on'; the trigger then skips recomputing codes it would leave as
-- they are (three seconds of a 25,000-merchant first start). Any other change to merchant_partners
-- still goes through it.
CREATE OR REPLACE FUNCTION merchants_sync_partner_codes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('forkpoint.carriage_written', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
