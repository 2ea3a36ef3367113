-- The card network's transaction feed (docs/transaction-feed.md). Every import is recorded with its
-- report; each event is kept once per (transaction_id, event), its card only as the vault's keyed
-- fingerprint: the number itself is never stored. Matching to members and rewards build on these rows.
CREATE TABLE feed_imports (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at  timestamptz NOT NULL,
  rows_read    integer NOT NULL,
  applied      integer NOT NULL,
  duplicates   integer NOT NULL,
  rejected     integer NOT NULL,
  -- [{ line, reason }], for a support agent looking at a file the network sent.
  rejections   jsonb NOT NULL
);

CREATE TABLE feed_events (
  id                       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  import_id                integer NOT NULL REFERENCES feed_imports (id),
  transaction_id           text NOT NULL,
  event                    text NOT NULL CHECK (event IN ('authorization', 'settlement', 'refund', 'reversal')),
  card_fingerprint         text NOT NULL,
  -- The catalog's public merchant id, as the network sent it (matching says when it is unknown).
  merchant_id              text NOT NULL,
  amount_cents             integer NOT NULL CHECK (amount_cents > 0 AND amount_cents <= 10000000),
  currency                 text NOT NULL CHECK (currency = 'USD'),
  occurred_at              timestamptz NOT NULL,
  -- The calendar day where the purchase happened (occurred_at's own offset): benefit days are the
  -- restaurant's days, not the server's.
  local_date               date NOT NULL,
  original_transaction_id  text,
  received_at              timestamptz NOT NULL,
  UNIQUE (transaction_id, event),
  CHECK ((event IN ('refund', 'reversal')) = (original_transaction_id IS NOT NULL))
);
CREATE INDEX feed_events_card ON feed_events (card_fingerprint, occurred_at);
CREATE INDEX feed_events_original ON feed_events (original_transaction_id) WHERE original_transaction_id IS NOT NULL;
