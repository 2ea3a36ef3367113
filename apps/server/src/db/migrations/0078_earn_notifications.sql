-- "You just earned" (issue 35 part 1; docs/decisions/0048-earn-notifications.md): a member's channels per program,
-- the browsers they let us push to, and the notices waiting for (or done with) the notification job.

-- A member's choice per channel, in their program (a member row is one program's). No row: every channel off.
CREATE TABLE notification_preferences (
  member_id     integer NOT NULL,
  partner_code  text NOT NULL,
  email         boolean NOT NULL DEFAULT false,
  push          boolean NOT NULL DEFAULT false,
  -- The member's IANA time zone as their browser said when they last saved (quiet hours); null: not known.
  time_zone     text,
  updated_at    timestamptz NOT NULL,
  PRIMARY KEY (member_id, partner_code),
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);

-- One browser's Web Push subscription (its push service endpoint and keys). An endpoint belongs to one member of a
-- program at a time: a device that signs in as someone else moves to them.
CREATE TABLE push_subscriptions (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id     integer NOT NULL,
  partner_code  text NOT NULL,
  endpoint      text NOT NULL,
  p256dh        text NOT NULL,
  auth          text NOT NULL,
  created_at    timestamptz NOT NULL,
  UNIQUE (partner_code, endpoint),
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);
CREATE INDEX push_subscriptions_member ON push_subscriptions (member_id);

-- A reward row's step the member is told about: earned (Pending at authorization), awarded, paid; or a reminder that
-- a deferred reward lapses soon. Written in the transaction that made the step (the reminder: by the reward cycle),
-- for members with a channel on; sent (several together) or cancelled by the job.
CREATE TABLE earn_notifications (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id              integer NOT NULL,
  partner_code           text NOT NULL,
  kind                   text NOT NULL CHECK (kind IN ('earned', 'awarded', 'paid', 'deferred-reminder')),
  -- Null once the reward row is gone (an authorization reversed before it settled).
  reward_id              bigint REFERENCES rewards (id) ON DELETE SET NULL,
  source_transaction_id  text NOT NULL,
  created_at             timestamptz NOT NULL,
  sent_at                timestamptz,
  -- The channels the message went by ('email', 'push'), once sent.
  sent_by                text,
  cancelled_at           timestamptz,
  -- Why it was not sent: 'reversed', 'not-earning', 'resolved' (a reminded deferral ended), 'channels-off', 'closed'.
  cancel_reason          text,
  -- One notice a step of a reward, however often the engine touches the row.
  UNIQUE (reward_id, kind),
  CHECK (sent_at IS NULL OR cancelled_at IS NULL),
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);
-- What the job reads: the waiting notices, a member's together.
CREATE INDEX earn_notifications_waiting ON earn_notifications (member_id, created_at)
  WHERE sent_at IS NULL AND cancelled_at IS NULL;
-- A member's last message (coalescing) and housekeeping.
CREATE INDEX earn_notifications_member_sent ON earn_notifications (member_id, sent_at DESC) WHERE sent_at IS NOT NULL;
