-- Support emulation (issue 18 item 5; docs/decisions/0024-support-emulation.md): an agent opens the member
-- app as the member. One row per emulation: who started it for whom, the one-time token the member app
-- redeems for an emulated member session (only its SHA-256, cleared once spent), and when it ended.
CREATE TABLE staff_emulations (
  -- The emulation id the member app stores and the exit message names: random, not a secret.
  id                uuid PRIMARY KEY,
  partner_code      text NOT NULL,
  staff_id          integer NOT NULL,
  member_id         integer NOT NULL,
  -- The only origin whose emulation-exit message the member app accepts (the console's).
  console_origin    text NOT NULL,
  token_hash        text UNIQUE,
  token_expires_at  timestamptz NOT NULL,
  started_at        timestamptz NOT NULL,
  entered_at        timestamptz,
  ended_at          timestamptz,
  end_reason        text CHECK (end_reason IN ('console', 'signed-out')),
  -- No ON DELETE on the staff reference: like the audit log, who emulated stays known.
  FOREIGN KEY (staff_id, partner_code) REFERENCES staff (id, partner_code),
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);
CREATE INDEX staff_emulations_member ON staff_emulations (partner_code, member_id);

-- A member session opened by an emulation says so; ending the emulation deletes its sessions.
ALTER TABLE member_sessions ADD COLUMN emulation_id uuid REFERENCES staff_emulations (id) ON DELETE CASCADE;
CREATE INDEX member_sessions_emulation ON member_sessions (emulation_id) WHERE emulation_id IS NOT NULL;
