-- Analytics impressions (carousel views). Append-only; read by reporting by partner and day.
CREATE TABLE impressions (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_code  text NOT NULL REFERENCES partners (code) ON DELETE CASCADE,
  channel       text NOT NULL,
  occurred_at   timestamptz NOT NULL,
  received_at   timestamptz NOT NULL DEFAULT now(),
  user_agent    text NOT NULL,
  member_id     text,
  merchant_id   text,
  url           text,
  fields        jsonb NOT NULL
);
CREATE INDEX impressions_partner_time ON impressions (partner_code, occurred_at);
