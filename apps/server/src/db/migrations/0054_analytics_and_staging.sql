-- Page analytics' daily summary per partner (issue 17; docs/decisions/0020-page-analytics-and-staging-tools.md).
-- visitor_hash: a one-way hash of the visitor cookie, so unique visitors can be counted without keeping the
-- cookie itself. The summary counts days on the server's clock (received_at), never the client's dateTime,
-- and reads one partner's range of days: the index below serves it (the older one is on occurred_at).
ALTER TABLE impressions ADD COLUMN visitor_hash text;
CREATE INDEX impressions_partner_received ON impressions (partner_code, received_at);

-- The staging tools' session expiry (issue 17 item 6): a member session's own lifetime, by which it slides
-- instead of the normal 15 minutes (90 days with remember-me), so a tester can see the session warning.
-- Null for every session the tools did not touch.
ALTER TABLE member_sessions ADD COLUMN lifetime_ms integer;
