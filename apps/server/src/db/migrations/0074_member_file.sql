-- The member file and its activation campaign (issue 33; docs/member-file.md).
-- When the member asked, through the invitation's unsubscribe link, to get no more of these mails; the campaign
-- never queues or sends to them again.
ALTER TABLE members ADD COLUMN email_unsubscribed_at timestamptz;

-- One activation invitation per member, ever: queued by a campaign, sent a few at a time by the invitation job
-- (ACTIVATION_MAILS_PER_MINUTE), or skipped when its turn came and it no longer applied.
CREATE TABLE activation_invitations (
  member_id     integer PRIMARY KEY,
  partner_code  text NOT NULL,
  queued_at     timestamptz NOT NULL,
  sent_at       timestamptz,
  -- Why it was not sent: 'activated', 'unsubscribed', 'no-email', 'closed'.
  skipped       text,
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);
-- The job reads the oldest invitations still waiting.
CREATE INDEX activation_invitations_waiting ON activation_invitations (queued_at, member_id)
  WHERE sent_at IS NULL AND skipped IS NULL;

-- The extra headers a mail went out with (the invitation's List-Unsubscribe), as the staging tools show them.
ALTER TABLE email_outbox ADD COLUMN headers jsonb;
