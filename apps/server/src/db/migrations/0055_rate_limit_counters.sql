-- Stateless instances (issue 19, docs/decisions/0021): the per-address rate-limit counters live in the
-- database, so every instance behind the balancer counts the same hits. One row a counter (an address, or
-- a route and an address) for its current window. UNLOGGED: a counter is worth nothing after a crash and
-- is written on every API call, so it skips the write-ahead log (and is not copied to replicas).
CREATE UNLOGGED TABLE rate_limit_counters (
  counter_key     text PRIMARY KEY,
  hits            integer NOT NULL,
  window_ends_at  timestamptz NOT NULL
);
-- The sweep deletes the windows that ended.
CREATE INDEX rate_limit_counters_window_ends ON rate_limit_counters (window_ends_at);
