-- The support console's staff sign-in (docs/decisions/0019-support-console.md): three roles, a TOTP
-- second factor that refuses a replayed code, one-time recovery codes, and staff sessions of their own.

-- 'support' was the only role before the console; its holders become agents (members, not content).
ALTER TABLE staff DROP CONSTRAINT staff_role_check;
UPDATE staff SET role = 'agent' WHERE role = 'support';
ALTER TABLE staff ADD CONSTRAINT staff_role_check CHECK (role IN ('agent', 'content_editor', 'admin'));

-- The RFC 6238 secret (base32) and the last 30-second step a code was accepted for: a code of that
-- step or an earlier one is a replay. Partner-scoped ids let the other tables name (id, partner_code).
ALTER TABLE staff
  ADD COLUMN totp_secret text,
  ADD COLUMN totp_last_step bigint,
  ADD COLUMN active boolean NOT NULL DEFAULT true,
  ADD CONSTRAINT staff_id_partner UNIQUE (id, partner_code);

-- Ten one-time codes per staff member, argon2id-hashed like passwords; used_at marks a spent one.
CREATE TABLE staff_recovery_codes (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id      integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  code_hash     text NOT NULL,
  created_at    timestamptz NOT NULL,
  used_at       timestamptz
);
CREATE INDEX staff_recovery_codes_staff ON staff_recovery_codes (staff_id) WHERE used_at IS NULL;

-- Like member_sessions: the cookie holds a random id, only its SHA-256 is kept. 15 minutes idle
-- (expires_at slides) and never past absolute_expires_at, whatever the activity.
CREATE TABLE staff_sessions (
  id_hash              text PRIMARY KEY,
  staff_id             integer NOT NULL,
  partner_code         text NOT NULL,
  created_at           timestamptz NOT NULL,
  last_seen_at         timestamptz NOT NULL,
  expires_at           timestamptz NOT NULL,
  absolute_expires_at  timestamptz NOT NULL,
  user_agent           text NOT NULL DEFAULT '',
  ip                   text NOT NULL DEFAULT '',
  FOREIGN KEY (staff_id, partner_code) REFERENCES staff (id, partner_code) ON DELETE CASCADE
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);
CREATE INDEX staff_sessions_expiry ON staff_sessions (expires_at);
