-- Members of every partner: card members, non-card members, closed accounts and known visitors
-- (a public id the partner gave us, no web profile yet). Every row belongs to one partner, and
-- e-mail, partner number and single sign-on subject are unique within that partner only.
CREATE TABLE members (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_code       text NOT NULL REFERENCES partners (code) ON DELETE CASCADE,
  public_id          text NOT NULL UNIQUE,
  first_name         text NOT NULL DEFAULT '',
  last_name          text NOT NULL DEFAULT '',
  -- Stored trimmed and lower-cased (one address, one account); null for known visitors without one.
  email              text,
  email_opt_in       boolean NOT NULL DEFAULT false,
  address1           text NOT NULL DEFAULT '',
  address2           text NOT NULL DEFAULT '',
  city               text NOT NULL DEFAULT '',
  state              text NOT NULL DEFAULT '',
  zip_code           text NOT NULL DEFAULT '',
  -- Digits only.
  phone_number       text NOT NULL DEFAULT '',
  sms_opt_in         boolean NOT NULL DEFAULT false,
  tier_level         text NOT NULL CHECK (tier_level IN ('OptedOut', 'NonActivated', 'OptedIn', 'VIP')),
  member_type        text NOT NULL CHECK (member_type IN ('EnrolledCardMember', 'NonCardMember', 'ClosedAccountMember')),
  -- Derived by the rewards work; kept with the member until then.
  dining_progress    jsonb,
  active_bonuses     jsonb NOT NULL DEFAULT '[]',
  enrollment_source  text,
  join_date          timestamptz,
  family_id          text,
  -- The partner number (PPN).
  partner_number     text,
  has_web_profile    boolean NOT NULL DEFAULT false,
  active             boolean NOT NULL DEFAULT true,
  interface_type     text NOT NULL CHECK (interface_type IN ('known', 'sso', 'direct')),
  -- The subject id at the partner's identity provider (sso members).
  sso_subject        text,
  -- Set when the stored e-mail must be replaced before anything else (/fix_credentials).
  needs_email_update boolean NOT NULL DEFAULT false,
  -- Referral data stored with the enrollment (spec part 1 §3).
  utm_term           text,
  utm_medium         text,
  utm_campaign       text,
  utm_source         text,
  utm_content        text,
  referrer           text,
  source             text,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  CONSTRAINT members_email_lower CHECK (email = lower(email)),
  UNIQUE (partner_code, email),
  UNIQUE (partner_code, partner_number),
  UNIQUE (partner_code, sso_subject),
  -- Lets rows that belong to a member also name its partner, checked by a two-column key.
  UNIQUE (id, partner_code)
);

-- Password credentials apart from the member row, so no member read ever carries a hash.
CREATE TABLE member_credentials (
  member_id            integer PRIMARY KEY,
  partner_code         text NOT NULL,
  -- argon2id PHC string.
  password_hash        text NOT NULL,
  password_changed_at  timestamptz NOT NULL,
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);
