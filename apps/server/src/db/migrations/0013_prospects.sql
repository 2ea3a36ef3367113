-- Prospects: e-mails left on the home prospect form, and what became of them.
CREATE TABLE prospects (
  id                   integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_code         text NOT NULL REFERENCES partners (code) ON DELETE CASCADE,
  email                text NOT NULL CHECK (email = lower(email)),
  utm_term             text,
  utm_medium           text,
  utm_campaign         text,
  utm_source           text,
  utm_content          text,
  referrer             text,
  source               text,
  created_at           timestamptz NOT NULL,
  last_seen_at         timestamptz NOT NULL,
  converted_member_id  integer REFERENCES members (id) ON DELETE SET NULL,
  UNIQUE (partner_code, email)
);
