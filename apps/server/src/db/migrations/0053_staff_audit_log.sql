-- Every staff action, append-only (docs/decisions/0019-support-console.md). The database itself
-- refuses UPDATE, DELETE and TRUNCATE, so no code path (nor a mistaken script) can rewrite history.
-- No ON DELETE actions on the references: deleting a staff member who acted would have to touch
-- these rows, and is refused with them (staff are deactivated instead).
CREATE TABLE staff_audit_log (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at            timestamptz NOT NULL,
  partner_code  text NOT NULL REFERENCES partners (code),
  staff_id      integer REFERENCES staff (id),
  -- Who, as they were at the time (an e-mail or role may change later).
  staff_email   text NOT NULL,
  staff_role    text NOT NULL,
  action        text NOT NULL,
  target_type   text,
  target_id     text,
  before        jsonb,
  after         jsonb,
  ip            text NOT NULL DEFAULT '',
  request_id    text NOT NULL DEFAULT ''
);
CREATE INDEX staff_audit_log_partner_at ON staff_audit_log (partner_code, at DESC, id DESC);
CREATE INDEX staff_audit_log_target ON staff_audit_log (partner_code, target_type, target_id);
CREATE INDEX staff_audit_log_staff ON staff_audit_log (partner_code, staff_id, at DESC);

CREATE FUNCTION staff_audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER staff_audit_log_no_update_delete
  BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_log_refuse_change();

CREATE TRIGGER staff_audit_log_no_truncate
  BEFORE TRUNCATE ON staff_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_refuse_change();
