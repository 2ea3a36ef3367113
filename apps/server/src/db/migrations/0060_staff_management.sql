-- Staff management and TOTP secrets encrypted at rest (issue 18; docs/decisions/0026-staff-management.md).

-- The secret sealed with AES-256-GCM under STAFF_TOTP_KEY (modules/support/totp-secrets.ts) and the id of
-- the key that sealed it, so a rotated key's rows are found and sealed again. SQL cannot encrypt (the key
-- is not in the database), so the clear column stays for the start-up to empty: the seed seals each clear
-- secret and sets it to NULL. Renamed so no code reads it by its old name; the NOT VALID check leaves the
-- rows already there to the start-up, but refuses any new clear secret from now on.
ALTER TABLE staff RENAME COLUMN totp_secret TO totp_secret_unsealed;
ALTER TABLE staff
  ADD COLUMN totp_secret_sealed text,
  ADD COLUMN totp_key_id text,
  ADD COLUMN last_sign_in_at timestamptz,
  ADD CONSTRAINT staff_totp_sealed_with_key CHECK ((totp_secret_sealed IS NULL) = (totp_key_id IS NULL));

-- The staff list's "last sign-in": kept on the row from now on, taken from the audit log for the past.
-- (Before the check below, which every later update of a row still holding a clear secret would fail.)
UPDATE staff SET last_sign_in_at = (
  SELECT max(at) FROM staff_audit_log
  WHERE staff_audit_log.staff_id = staff.id AND staff_audit_log.action = 'staff.sign-in'
);
ALTER TABLE staff ADD CONSTRAINT staff_totp_never_clear CHECK (totp_secret_unsealed IS NULL) NOT VALID;

-- Deactivating a staff member ends their open emulations too (the member sessions they opened go with them).
ALTER TABLE staff_emulations DROP CONSTRAINT staff_emulations_end_reason_check;
ALTER TABLE staff_emulations
  ADD CONSTRAINT staff_emulations_end_reason_check
  CHECK (end_reason IN ('console', 'signed-out', 'staff-deactivated'));
