-- Cumulative adjustment limits (issue 28 defect 5; docs/decisions/0023-reward-adjustments.md). Besides the limit on
-- one adjustment, a staff member may move at most ADJUSTMENT_ROLLING_LIMITS within any 24 hours, on one member and
-- on all members together. An adjustment that would pass either waits here until an admin other than the requester
-- approves it (then it is written, naming this row) or declines it. Nothing is written meanwhile.
CREATE TABLE adjustment_approvals (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_code    text NOT NULL,
  member_id       integer NOT NULL,
  -- What was asked, as POST …/Adjustments had it.
  kind            text NOT NULL CHECK (kind IN ('M', 'J', 'A')),
  amount          integer NOT NULL CHECK (amount <> 0),
  reason          text NOT NULL CHECK (length(btrim(reason)) >= 5),
  reverses_id     integer REFERENCES reward_adjustments (id) ON DELETE CASCADE,
  requested_by    integer NOT NULL,
  requested_at    timestamptz NOT NULL,
  -- The requester's 24-hour totals (absolute, in the program's unit) the limit was judged on, for the approver.
  used_on_member  integer NOT NULL CHECK (used_on_member >= 0),
  used_by_staff   integer NOT NULL CHECK (used_by_staff >= 0),
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  decided_by      integer,
  decided_at      timestamptz,
  -- A decline's reason, which the requester reads.
  decision_note   text,
  -- The adjustment an approval wrote; UNIQUE: an approval writes one adjustment at most.
  adjustment_id   integer UNIQUE REFERENCES reward_adjustments (id) ON DELETE CASCADE,
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK ((status = 'pending') = (decided_by IS NULL)),
  CHECK ((status = 'approved') = (adjustment_id IS NOT NULL)),
  CHECK (status <> 'declined' OR length(btrim(decision_note)) >= 5),
  -- A second person: the database refuses a decision by the requester too.
  CHECK (decided_by IS NULL OR decided_by <> requested_by),
  FOREIGN KEY (requested_by, partner_code) REFERENCES staff (id, partner_code),
  FOREIGN KEY (decided_by, partner_code) REFERENCES staff (id, partner_code),
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);
CREATE INDEX adjustment_approvals_queue ON adjustment_approvals (partner_code, status, requested_at);
CREATE INDEX adjustment_approvals_member ON adjustment_approvals (member_id, requested_at DESC);

-- The 24-hour totals read one staff member's recent adjustments.
CREATE INDEX reward_adjustments_staff ON reward_adjustments (staff_id, created_at);

-- A request is decided once and then never changes; none is deleted but with its member (a cascade, one trigger
-- level down, as for reward_adjustments in migration 0057).
CREATE FUNCTION adjustment_approvals_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF pg_trigger_depth() > 1 THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'adjustment_approvals keeps every request: DELETE refused' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'adjustment_approvals keeps every request: TRUNCATE refused' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.status <> 'pending' THEN
    RAISE EXCEPTION 'a decided adjustment request never changes' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.partner_code, NEW.member_id, NEW.kind, NEW.amount, NEW.reason, NEW.reverses_id, NEW.requested_by,
      NEW.requested_at, NEW.used_on_member, NEW.used_by_staff)
     IS DISTINCT FROM
     (OLD.partner_code, OLD.member_id, OLD.kind, OLD.amount, OLD.reason, OLD.reverses_id, OLD.requested_by,
      OLD.requested_at, OLD.used_on_member, OLD.used_by_staff) THEN
    RAISE EXCEPTION 'an adjustment request is decided, never edited' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER adjustment_approvals_decided_once
  BEFORE UPDATE OR DELETE ON adjustment_approvals
  FOR EACH ROW EXECUTE FUNCTION adjustment_approvals_refuse_change();

CREATE TRIGGER adjustment_approvals_no_truncate
  BEFORE TRUNCATE ON adjustment_approvals
  FOR EACH STATEMENT EXECUTE FUNCTION adjustment_approvals_refuse_change();
