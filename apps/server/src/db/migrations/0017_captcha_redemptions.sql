-- Captcha answers already used: a solved challenge passes one form submission only, on every
-- server instance. Rows past their expiry are pruned as new ones arrive. Not partner data: a
-- challenge id is random and global, so this table alone has no partner_code.
CREATE TABLE captcha_redemptions (
  challenge_id  text PRIMARY KEY,
  expires_at    timestamptz NOT NULL
);
CREATE INDEX captcha_redemptions_expiry ON captcha_redemptions (expires_at);
