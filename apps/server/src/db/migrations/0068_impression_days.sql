-- The daily page-analytics summary, kept (issue 28, defect 8; docs/decisions/0020-page-analytics-and-staging-tools.md).
-- The hourly housekeeping writes each finished UTC day's summary of a partner's impressions here, then deletes
-- that day's raw records IMPRESSIONS_RETENTION_DAYS after (raw_pruned_at), so the impressions table holds a
-- bounded number of days while the support console's summary still answers every day. A day without records
-- has no row (its summary is zeros).
CREATE TABLE impression_days (
  partner_code          text NOT NULL REFERENCES partners (code) ON DELETE CASCADE,
  day                   date NOT NULL,
  page_views            integer NOT NULL,
  unique_visitors       integer NOT NULL,
  unique_members        integer NOT NULL,
  carousel_impressions  integer NOT NULL,
  -- [{ "path": "/search", "views": 2 }, …] and [{ "name": "reservation_user_search", "count": 2 }, …]
  top_pages             jsonb NOT NULL,
  events                jsonb NOT NULL,
  summarized_at         timestamptz NOT NULL,
  raw_pruned_at         timestamptz,
  PRIMARY KEY (partner_code, day)
);
-- The days whose raw records are still kept, by when their summary was made.
CREATE INDEX impression_days_to_prune ON impression_days (summarized_at) WHERE raw_pruned_at IS NULL;
