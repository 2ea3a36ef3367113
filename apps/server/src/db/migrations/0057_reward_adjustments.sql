-- Support adjustments and the claims queue (issue 18 items 3 and 4; docs/decisions/0023-reward-adjustments.md).
-- An adjustment is a reward row of source M, J or A written through the rewards engine, plus this record of
-- who made it, why, and what it reverses. Neither is ever edited: a reversal is a new pair of rows.
CREATE TABLE reward_adjustments (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id     integer NOT NULL,
  partner_code  text NOT NULL,
  -- The reward row it wrote (its amount and source code are there, and only there).
  reward_id     bigint NOT NULL UNIQUE REFERENCES rewards (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('M', 'J', 'A')),
  amount        integer NOT NULL CHECK (amount <> 0),
  reason        text NOT NULL CHECK (length(btrim(reason)) >= 5),
  staff_id      integer NOT NULL REFERENCES staff (id),
  -- A reversal names what it reverses; UNIQUE: an adjustment is reversed at most once.
  reverses_id   integer UNIQUE REFERENCES reward_adjustments (id) ON DELETE CASCADE,
  -- A claim's approval; UNIQUE: a claim is approved at most once.
  claim_id      integer UNIQUE REFERENCES reward_claims (id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL,
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);
CREATE INDEX reward_adjustments_member ON reward_adjustments (member_id, created_at DESC, id DESC);

-- What support decided on a claim, in the member's words (the member's claim list shows it), and who.
ALTER TABLE reward_claims ADD COLUMN resolution text;
ALTER TABLE reward_claims ADD COLUMN resolved_by integer REFERENCES staff (id);
ALTER TABLE reward_claims ADD CONSTRAINT reward_claims_decided
  CHECK (status NOT IN ('approved', 'declined') OR (resolution IS NOT NULL AND resolved_at IS NOT NULL));

-- Append-only, but a member who goes (a demo reset, a deletion) takes their rows along: a DELETE issued by
-- a foreign key's cascade runs one trigger level down (pg_trigger_depth() > 1) and passes.
CREATE FUNCTION reward_adjustments_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'reward_adjustments is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER reward_adjustments_no_update_delete
  BEFORE UPDATE OR DELETE ON reward_adjustments
  FOR EACH ROW EXECUTE FUNCTION reward_adjustments_refuse_change();

CREATE TRIGGER reward_adjustments_no_truncate
  BEFORE TRUNCATE ON reward_adjustments
  FOR EACH STATEMENT EXECUTE FUNCTION reward_adjustments_refuse_change();

-- The reward rows of adjustments move through the lifecycle (posted, Awarded, Paid in a statement credit)
-- like any other, but what they say — member, amount, kind, description — never changes, and they are
-- never deleted but with their member. Only rows of source M, J and A pay for the check (WHEN).
CREATE FUNCTION rewards_adjustment_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF pg_trigger_depth() > 1 THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'an adjustment''s reward row is never deleted' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.member_id, NEW.partner_code, NEW.source_code, NEW.source_transaction_id, NEW.transaction_type,
      NEW.merchant_id, NEW.member_card_id, NEW.occurred_at, NEW.local_date, NEW.ticket_cents, NEW.eligible_cents,
      NEW.benefit_amount, NEW.status_reason, NEW.settled)
     IS DISTINCT FROM
     (OLD.member_id, OLD.partner_code, OLD.source_code, OLD.source_transaction_id, OLD.transaction_type,
      OLD.merchant_id, OLD.member_card_id, OLD.occurred_at, OLD.local_date, OLD.ticket_cents, OLD.eligible_cents,
      OLD.benefit_amount, OLD.status_reason, OLD.settled) THEN
    RAISE EXCEPTION 'an adjustment''s reward row is never edited: reverse it with another adjustment'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER rewards_adjustments_immutable
  BEFORE UPDATE OR DELETE ON rewards
  FOR EACH ROW WHEN (OLD.source_code IN ('M', 'J', 'A'))
  EXECUTE FUNCTION rewards_adjustment_refuse_change();
