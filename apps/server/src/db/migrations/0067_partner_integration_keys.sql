-- Partner integration keys (issue 28 defect 4; docs/rewards.md "Posting"). A partner's own machines sign their
-- posting-file calls with one of these instead of the platform-wide PROCESSOR_SIGNING_SECRET, which stays the card
-- network's: the call names the key (X-Forkpoint-Key) and the program is the key's, never one the request names.
-- The secret is needed in clear to check an HMAC, so it cannot be hashed like a password: it is sealed with
-- AES-256-GCM under a key derived from STAFF_TOTP_KEY (modules/integration-keys/key-secrets.ts), bound to the key's
-- id and program, and secret_key_id names the STAFF_TOTP_KEY it was sealed under (for rotation). At most two keys
-- of a program are active at once (the application counts them under a lock of the program's row).
CREATE TABLE partner_integration_keys (
  id              text PRIMARY KEY CHECK (id ~ '^fpk_[a-z0-9_]{4,64}$'),
  partner_code    text NOT NULL REFERENCES partners (code),
  label           text NOT NULL CHECK (length(btrim(label)) BETWEEN 1 AND 80),
  secret_sealed   text NOT NULL,
  secret_key_id   text NOT NULL,
  created_at      timestamptz NOT NULL,
  -- The admin's e-mail, or the command that made it.
  created_by      text NOT NULL,
  last_used_at    timestamptz,
  revoked_at      timestamptz,
  revoked_by      text,
  CHECK ((revoked_at IS NULL) = (revoked_by IS NULL))
);
CREATE INDEX partner_integration_keys_partner ON partner_integration_keys (partner_code, created_at DESC);

-- A key keeps its id, program and origin, and a revoked key stays revoked; only its sealing (a STAFF_TOTP_KEY
-- rotation), its last use and its revocation change.
CREATE FUNCTION partner_integration_keys_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.partner_code, NEW.label, NEW.created_at, NEW.created_by)
     IS DISTINCT FROM (OLD.id, OLD.partner_code, OLD.label, OLD.created_at, OLD.created_by) THEN
    RAISE EXCEPTION 'an integration key keeps its id, program and origin' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.revoked_at IS NOT NULL AND (NEW.revoked_at, NEW.revoked_by) IS DISTINCT FROM (OLD.revoked_at, OLD.revoked_by) THEN
    RAISE EXCEPTION 'a revoked integration key stays revoked' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER partner_integration_keys_guard
  BEFORE UPDATE ON partner_integration_keys
  FOR EACH ROW EXECUTE FUNCTION partner_integration_keys_refuse_change();
