-- Partner staff who use the support tools (emulation comes with the support console).
CREATE TABLE staff (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_code   text NOT NULL REFERENCES partners (code) ON DELETE CASCADE,
  email          text NOT NULL CHECK (email = lower(email)),
  display_name   text NOT NULL,
  role           text NOT NULL CHECK (role IN ('support')),
  password_hash  text NOT NULL,
  created_at     timestamptz NOT NULL,
  UNIQUE (partner_code, email)
);
