-- The card vault's generated key pair, for development and tests only: production reads its
-- private key from CARD_VAULT_PRIVATE_KEY and never writes here (docs/decisions/0009). One row
-- per purpose, so two server instances starting together keep the same key.
CREATE TABLE vault_keys (
  purpose          text PRIMARY KEY,
  key_id           text NOT NULL UNIQUE,
  private_key_pem  text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);
