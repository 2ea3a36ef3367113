-- An emulation lives within the staff session that started it (issue 28 defect 6; docs/decisions/0024). The
-- emulated member session answers only while that staff session is live (not signed out, not idle 15 minutes, not
-- past its 8 hours) and its staff member active: the member session look-up checks it on every request, so an
-- expired staff session ends the emulation without a job. Only the session's SHA-256 is kept, as staff_sessions has it.
ALTER TABLE staff_emulations ADD COLUMN staff_session_hash text;

ALTER TABLE staff_emulations DROP CONSTRAINT staff_emulations_end_reason_check;
ALTER TABLE staff_emulations
  ADD CONSTRAINT staff_emulations_end_reason_check
  CHECK (end_reason IN ('console', 'signed-out', 'staff-deactivated', 'staff-signed-out', 'staff-session-ended'));

-- Emulations still open were started by no session we can name: they end now, with the member sessions they opened.
UPDATE staff_emulations
  SET ended_at = now(), end_reason = 'staff-session-ended', token_hash = NULL
  WHERE ended_at IS NULL;
DELETE FROM member_sessions
  WHERE emulation_id IN (SELECT id FROM staff_emulations WHERE ended_at IS NOT NULL);

-- From now on every open emulation names its staff session.
ALTER TABLE staff_emulations
  ADD CONSTRAINT staff_emulations_staff_session CHECK (staff_session_hash IS NOT NULL OR ended_at IS NOT NULL);
-- A staff member's open emulations, by session: what a sign-out, a sign-in's sweep and a deactivation end.
CREATE INDEX staff_emulations_open ON staff_emulations (staff_id, staff_session_hash) WHERE ended_at IS NULL;
