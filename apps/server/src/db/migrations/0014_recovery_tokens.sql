-- One-time password recovery tokens. The e-mailed link carries the token; only its SHA-256 is here.
CREATE TABLE recovery_tokens (
  token_hash    text PRIMARY KEY,
  member_id     integer NOT NULL,
  partner_code  text NOT NULL,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);
CREATE INDEX recovery_tokens_member ON recovery_tokens (member_id);
