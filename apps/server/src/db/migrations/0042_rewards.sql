-- The rewards engine (issue 13; docs/rewards.md). One reward row per matched purchase (source S) and
-- per bonus award (B) or support adjustment (M, J, A, +); its status follows the lifecycle Pending →
-- Awarded (posted to the partner) → Paid (credit programs), or Deferred ("Not earned yet", at most 14
-- days) → Awarded or Forfeit ("Not earned", with the reason).

-- Statement credits of Dollar and Credit programs: issued once the member's unpaid balance reaches the
-- partner's threshold ($20 by default).
CREATE TABLE statement_credits (
  id                   integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id            integer NOT NULL,
  partner_code         text NOT NULL,
  credit_amount_cents  integer NOT NULL CHECK (credit_amount_cents > 0),
  target_type          text NOT NULL CHECK (target_type IN ('card', 'other')),
  -- "Visa ending in 4242", or the e-mail address a reward card was sent to.
  target_label         text NOT NULL,
  benefit_processor    text NOT NULL,
  payout_brand         text NOT NULL CHECK (payout_brand IN ('MasterCard', 'Tremendous', 'Visa')),
  payout_method        text NOT NULL CHECK (payout_method IN ('Card', 'Email')),
  status               text NOT NULL CHECK (status IN ('Pending', 'Paid')),
  created_at           timestamptz NOT NULL,
  paid_at              timestamptz,
  CHECK ((status = 'Paid') = (paid_at IS NOT NULL)),
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);
CREATE INDEX statement_credits_member ON statement_credits (member_id, created_at DESC);

-- A posting file sent to a Mile or Point partner: the reward amounts (or their changes) it credits to
-- the members' partner accounts. The rewards in it are Awarded once the partner acknowledges it.
CREATE TABLE reward_postings (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_code     text NOT NULL REFERENCES partners (code) ON DELETE CASCADE,
  file_name        text NOT NULL UNIQUE,
  line_count       integer NOT NULL,
  total_amount     bigint NOT NULL,
  body             text NOT NULL,
  created_at       timestamptz NOT NULL,
  acknowledged_at  timestamptz
);

CREATE TABLE rewards (
  id                       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id                integer NOT NULL,
  partner_code             text NOT NULL,
  source_code              text NOT NULL CHECK (source_code IN ('M', 'J', '+', 'A', 'B', 'S')),
  -- The card network's purchase (transaction_id) for S rows; the bonus or adjustment's own id otherwise.
  source_transaction_id    text NOT NULL,
  transaction_type         text NOT NULL CHECK (transaction_type IN ('settle', 'manual')),
  merchant_id              integer REFERENCES merchants (id),
  member_card_id           text REFERENCES member_cards (id),
  occurred_at              timestamptz NOT NULL,
  -- The purchase's own calendar day (months, years and the review window count in it).
  local_date               date NOT NULL,
  -- What is left spent: the settled (or, until then, authorized) amount less refunds.
  ticket_cents             integer NOT NULL CHECK (ticket_cents >= 0),
  -- The part of the ticket that earns, after the merchant's monthly spend limit.
  eligible_cents           integer NOT NULL CHECK (eligible_cents >= 0 AND eligible_cents <= ticket_cents),
  -- The rate the purchase earns at, fixed when it first arrives (tier and dine number of that moment).
  earn_tier                text CHECK (earn_tier IN ('basic', 'select', 'vip')),
  -- In the program's unit: whole miles or points, or cents for Dollar and Credit programs.
  benefit_amount           integer NOT NULL,
  award_status             text NOT NULL CHECK (award_status IN ('Awarded', 'Pending', 'Forfeit', 'Paid', 'Deferred')),
  -- Why a reward is Deferred or Forfeit, in words a member and a support agent read.
  status_reason            text,
  settled                  boolean NOT NULL,
  deferred_until           timestamptz,
  -- What the partner has been sent so far (Mile and Point programs), so a refund posts its difference.
  posted_amount            integer NOT NULL DEFAULT 0,
  posted_at                timestamptz,
  statement_credit_id      integer REFERENCES statement_credits (id),
  paid_at                  timestamptz,
  created_at               timestamptz NOT NULL,
  updated_at               timestamptz NOT NULL,
  -- One purchase earns once, for one member.
  UNIQUE (source_code, source_transaction_id),
  -- Card purchases and bonuses never earn less than nothing; adjustments may take back.
  CHECK (source_code IN ('M', 'J', 'A') OR benefit_amount >= 0),
  CHECK ((award_status = 'Deferred') = (deferred_until IS NOT NULL)),
  CHECK ((award_status = 'Paid') = (paid_at IS NOT NULL)),
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);
-- The member's activity, newest first.
CREATE INDEX rewards_member_activity ON rewards (member_id, occurred_at DESC, id DESC);
-- Visit numbers and spend limits: a member's purchases at one merchant in one month.
CREATE INDEX rewards_member_merchant ON rewards (member_id, merchant_id, local_date);
CREATE INDEX rewards_deferred ON rewards (deferred_until) WHERE award_status = 'Deferred';
-- What the next posting file or statement credit picks up.
CREATE INDEX rewards_unposted ON rewards (partner_code) WHERE settled AND benefit_amount <> posted_amount;
CREATE INDEX rewards_unpaid ON rewards (member_id) WHERE award_status = 'Awarded' AND statement_credit_id IS NULL;

CREATE TABLE reward_posting_lines (
  posting_id  integer NOT NULL REFERENCES reward_postings (id) ON DELETE CASCADE,
  reward_id   bigint NOT NULL REFERENCES rewards (id) ON DELETE CASCADE,
  amount      integer NOT NULL,
  PRIMARY KEY (posting_id, reward_id)
);

-- VIP through a qualifying year: the member stays VIP until the end of vip_through (the next year).
ALTER TABLE members ADD COLUMN vip_through integer;

-- Bonuses a member holds (the partner's bonus catalog is partner data): eligible → enrolled →
-- qualified, with the reward row of its award.
CREATE TABLE member_bonuses (
  member_id     integer NOT NULL,
  partner_code  text NOT NULL,
  code          text NOT NULL,
  status        text NOT NULL CHECK (status IN ('eligible', 'enrolled', 'qualified')),
  eligible_at   timestamptz NOT NULL,
  enrolled_at   timestamptz,
  qualified_at  timestamptz,
  reward_id     bigint REFERENCES rewards (id),
  PRIMARY KEY (member_id, code),
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);
