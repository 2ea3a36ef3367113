-- Every sign-in attempt, for audit and support.
CREATE TABLE login_attempts (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_code  text NOT NULL REFERENCES partners (code) ON DELETE CASCADE,
  -- 'member:<id>' for a known account, 'name:<normalized user name>' otherwise.
  lockout_key   text NOT NULL,
  member_id     integer REFERENCES members (id) ON DELETE SET NULL,
  ip            text NOT NULL,
  succeeded     boolean NOT NULL,
  outcome       text NOT NULL,
  attempted_at  timestamptz NOT NULL
);
CREATE INDEX login_attempts_key_time ON login_attempts (partner_code, lockout_key, attempted_at);

-- Consecutive failures and lockouts, kept for unknown user names exactly as for accounts, so the
-- answers never tell the two apart.
CREATE TABLE login_lockouts (
  partner_code    text NOT NULL REFERENCES partners (code) ON DELETE CASCADE,
  lockout_key     text NOT NULL,
  failed_count    integer NOT NULL DEFAULT 0,
  last_failed_at  timestamptz,
  locked_until    timestamptz,
  PRIMARY KEY (partner_code, lockout_key)
);
