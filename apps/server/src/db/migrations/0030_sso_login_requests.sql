-- Single sign-on requests in flight (docs/decisions/0010): one row per trip to a partner's identity
-- provider, found again by the state it hands back and used once. The PKCE verifier and the nonce
-- are derived from the state with the server secret, so nothing here lets anyone finish a sign-in.
CREATE TABLE sso_login_requests (
  -- SHA-256 of the state parameter.
  state_hash    text PRIMARY KEY,
  partner_code  text NOT NULL REFERENCES partners (code) ON DELETE CASCADE,
  -- SHA-256 of the visitor cookie the sign-in started with: only that browser can finish it.
  visitor_hash  text NOT NULL,
  redirect_uri  text NOT NULL,
  -- A same-site path, checked when the sign-in started.
  return_to     text NOT NULL,
  remember_me   boolean NOT NULL,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL
);
CREATE INDEX sso_login_requests_expiry ON sso_login_requests (expires_at);
