-- Cards linked by members (docs/decisions/0009). No card number is kept: the vault's keyed
-- fingerprint finds the same card again (another member, another program, a transaction), and
-- the number itself only under the envelope key when configuration asks for it.
--
-- One row per link, never reused: deleting or moving a card stamps removed_at, and linking it
-- again adds a new row, so linked_at always tells since when the card earns (purchases made
-- before linking never earn) and past links stay for matching past transactions.
CREATE TABLE member_cards (
  id               text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  partner_code     text NOT NULL,
  member_id        integer NOT NULL,
  fingerprint      text NOT NULL,
  last_four        text NOT NULL CHECK (last_four ~ '^[0-9]{4}$'),
  card_type        text NOT NULL CHECK (card_type IN ('visa', 'amex', 'mastercard', 'discover')),
  description      text NOT NULL,
  -- The partner's reference when the card was one the partner loaded for the member.
  partner_card_id  text,
  -- Only with CARD_VAULT_ENVELOPE_KEY; dropped when the link ends.
  envelope         text,
  linked_at        timestamptz NOT NULL,
  removed_at       timestamptz,
  removal_reason   text CHECK (removal_reason IN ('deleted', 'moved')),
  CHECK ((removed_at IS NULL) = (removal_reason IS NULL)),
  CHECK (removed_at IS NULL OR envelope IS NULL),
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);

-- A card earns in one program, for one member, at a time: one live link per card on the platform.
CREATE UNIQUE INDEX member_cards_one_live_link ON member_cards (fingerprint) WHERE removed_at IS NULL;
CREATE INDEX member_cards_member_live ON member_cards (member_id, linked_at) WHERE removed_at IS NULL;
CREATE INDEX member_cards_fingerprint ON member_cards (fingerprint);

-- Cards a partner loaded for its members (partners with hasPartnerLoadedCards): offered on the
-- link-card form as 'Card ending in {lastFour}' and linked by their id without typing the number.
CREATE TABLE partner_loaded_cards (
  id               text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  partner_code     text NOT NULL,
  member_id        integer NOT NULL,
  -- The partner's own reference for the card, copied to member_cards.partner_card_id on linking.
  partner_card_id  text NOT NULL,
  fingerprint      text NOT NULL,
  last_four        text NOT NULL CHECK (last_four ~ '^[0-9]{4}$'),
  card_type        text NOT NULL CHECK (card_type IN ('visa', 'amex', 'mastercard', 'discover')),
  description      text NOT NULL,
  envelope         text,
  loaded_at        timestamptz NOT NULL,
  UNIQUE (partner_code, partner_card_id),
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);
CREATE INDEX partner_loaded_cards_member ON partner_loaded_cards (member_id);
