-- Every e-mail the platform sends. Without SMTP_URL this is the delivery (the staging tools show
-- it); with SMTP the row records the delivery and the body is dropped once sent.
CREATE TABLE email_outbox (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_code  text NOT NULL REFERENCES partners (code) ON DELETE CASCADE,
  kind          text NOT NULL,
  to_address    text NOT NULL,
  subject       text NOT NULL,
  text_body     text NOT NULL,
  created_at    timestamptz NOT NULL,
  transport     text NOT NULL CHECK (transport IN ('outbox', 'smtp')),
  sent_at       timestamptz,
  error         text
);
CREATE INDEX email_outbox_partner_time ON email_outbox (partner_code, created_at);
