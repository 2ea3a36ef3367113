-- Server-side sessions. The cookie holds a random id; only its SHA-256 is stored, so a copy of
-- this table signs nobody in. A session is valid only for its partner and its visitor cookie.
CREATE TABLE member_sessions (
  id_hash       text PRIMARY KEY,
  member_id     integer NOT NULL,
  partner_code  text NOT NULL,
  visitor_hash  text NOT NULL,
  remember_me   boolean NOT NULL,
  created_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  user_agent    text NOT NULL DEFAULT '',
  ip            text NOT NULL DEFAULT '',
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);
CREATE INDEX member_sessions_member ON member_sessions (member_id);
CREATE INDEX member_sessions_expiry ON member_sessions (expires_at);
