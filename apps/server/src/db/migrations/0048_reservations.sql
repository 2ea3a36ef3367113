-- The reservation book (issue 16; docs/reservations.md, decision 0017): each restaurant that takes
-- reservations keeps its settings, tables and seating hours as data; members hold and book tables;
-- the booking provider reports whether they came. One row per table and 15-minute slot
-- (reservation_occupancy) is what makes two bookings of the last table impossible: its primary key
-- lets exactly one of them have the slot, whatever the application checked before.

-- A restaurant's reservation settings. The seed writes one for every merchant with an open_table_id
-- (seed/reservations/seed-reservation-books.ts), so the search filter, the merchant page and the book agree.
CREATE TABLE reservation_books (
  merchant_id            integer PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  min_party_size         smallint NOT NULL CHECK (min_party_size >= 1),
  max_party_size         smallint NOT NULL CHECK (max_party_size >= min_party_size AND max_party_size <= 50),
  -- How far ahead it takes bookings (days after today, on its own calendar).
  max_days_ahead         smallint NOT NULL CHECK (max_days_ahead BETWEEN 0 AND 365),
  -- How close to the time it still takes one.
  min_minutes_ahead      smallint NOT NULL CHECK (min_minutes_ahead >= 0),
  -- How long a table is kept for a party; larger parties (large_party_from and up) stay longer.
  seating_minutes        smallint NOT NULL CHECK (seating_minutes > 0 AND seating_minutes % 15 = 0),
  large_party_from       smallint NOT NULL CHECK (large_party_from >= 1),
  large_seating_minutes  smallint NOT NULL CHECK (large_seating_minutes >= seating_minutes AND large_seating_minutes % 15 = 0),
  -- The restaurant holds tables with a card: a booking needs the member's linked card, verified.
  card_required          boolean NOT NULL DEFAULT false
);

-- A restaurant's tables, numbered within it ("table 3, a four-top"). The number is the key: one index, so
-- seeding a catalog's hundred thousand tables stays quick.
CREATE TABLE reservation_tables (
  merchant_id   integer NOT NULL REFERENCES reservation_books (merchant_id) ON DELETE CASCADE,
  table_number  smallint NOT NULL CHECK (table_number >= 1),
  seats         smallint NOT NULL CHECK (seats BETWEEN 1 AND 50),
  PRIMARY KEY (merchant_id, table_number)
);

-- When seatings start, in the restaurant's own time zone (merchants.time_zone): on the weekdays listed
-- (0 Sunday … 6 Saturday, as extract(dow) counts) a slot is offered from first_seating to last_seating
-- inclusive. A restaurant has a row per period (lunch, dinner, …); a weekday in none is closed for reservations.
CREATE TABLE reservation_hours (
  merchant_id    integer NOT NULL REFERENCES reservation_books (merchant_id) ON DELETE CASCADE,
  weekdays       smallint[] NOT NULL CHECK (cardinality(weekdays) > 0 AND weekdays <@ '{0,1,2,3,4,5,6}'::smallint[]),
  first_seating  time NOT NULL,
  last_seating   time NOT NULL,
  CHECK (last_seating >= first_seating),
  CHECK (extract(minute FROM first_seating)::integer % 15 = 0 AND extract(minute FROM last_seating)::integer % 15 = 0),
  PRIMARY KEY (merchant_id, first_seating, weekdays)
);

-- A table held for a member while they confirm (RESERVATION_RULES.holdMinutes).
CREATE TABLE reservation_holds (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_code  text NOT NULL,
  member_id     integer NOT NULL,
  merchant_id   integer NOT NULL REFERENCES reservation_books (merchant_id) ON DELETE CASCADE,
  table_number  smallint NOT NULL,
  party_size    smallint NOT NULL,
  starts_at     timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  created_at    timestamptz NOT NULL,
  -- booked: converted into a reservation; released: the member held or booked another time there.
  ended_at      timestamptz,
  end_reason    text CHECK (end_reason IN ('booked', 'released')),
  CHECK ((ended_at IS NULL) = (end_reason IS NULL)),
  FOREIGN KEY (merchant_id, table_number) REFERENCES reservation_tables (merchant_id, table_number) ON DELETE CASCADE,
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);
CREATE INDEX reservation_holds_member ON reservation_holds (member_id, merchant_id) WHERE ended_at IS NULL;

CREATE TABLE reservations (
  id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  confirmation_number  text NOT NULL UNIQUE,
  partner_code         text NOT NULL,
  member_id            integer NOT NULL,
  merchant_id          integer NOT NULL REFERENCES reservation_books (merchant_id) ON DELETE CASCADE,
  table_number         smallint NOT NULL,
  party_size           smallint NOT NULL CHECK (party_size BETWEEN 1 AND 50),
  -- The start on the restaurant's calendar and clock, and as an instant.
  local_date           date NOT NULL,
  local_time           time NOT NULL,
  starts_at            timestamptz NOT NULL,
  ends_at              timestamptz NOT NULL CHECK (ends_at > starts_at),
  status               text NOT NULL CHECK (status IN ('booked', 'cancelled', 'honoured', 'no_show')),
  hold_id              uuid REFERENCES reservation_holds (id) ON DELETE SET NULL,
  created_at           timestamptz NOT NULL,
  cancelled_at         timestamptz,
  -- When the booking provider reported the outcome (honoured or no-show).
  completed_at         timestamptz,
  -- The reservation bonus paid for it (source B), once.
  bonus_reward_id      bigint UNIQUE REFERENCES rewards (id) ON DELETE SET NULL,
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL)),
  CHECK ((status IN ('honoured', 'no_show')) = (completed_at IS NOT NULL)),
  FOREIGN KEY (merchant_id, table_number) REFERENCES reservation_tables (merchant_id, table_number) ON DELETE CASCADE,
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code) ON DELETE CASCADE
);
-- My reservations, and the overlap rule (the member's bookings at one restaurant around a time).
CREATE INDEX reservations_member ON reservations (member_id, starts_at);
-- The provider's deactivation rule counts a member's recent no-shows.
CREATE INDEX reservations_no_shows ON reservations (member_id, starts_at) WHERE status = 'no_show';

-- Which table is taken in which 15-minute slot, by a booking or by a live hold. A booking writes one
-- row per slot of its seating inside its transaction; of two bookings of the same table and slot the
-- primary key admits exactly one (the other's insert finds the row and books nothing). A hold's rows
-- carry held_until: once it has passed, the next claim of the slot takes the row over.
CREATE TABLE reservation_occupancy (
  merchant_id     integer NOT NULL,
  table_number    smallint NOT NULL,
  slot_start      timestamptz NOT NULL,
  reservation_id  uuid REFERENCES reservations (id) ON DELETE CASCADE,
  hold_id         uuid REFERENCES reservation_holds (id) ON DELETE CASCADE,
  -- The holding member (their own hold never hides a table from them) and until when it holds.
  held_by         integer,
  held_until      timestamptz,
  CHECK ((reservation_id IS NULL) <> (hold_id IS NULL)),
  CHECK ((hold_id IS NULL) = (held_until IS NULL) AND (hold_id IS NULL) = (held_by IS NULL)),
  PRIMARY KEY (merchant_id, table_number, slot_start),
  FOREIGN KEY (merchant_id, table_number) REFERENCES reservation_tables (merchant_id, table_number) ON DELETE CASCADE
);
CREATE INDEX reservation_occupancy_reservation ON reservation_occupancy (reservation_id) WHERE reservation_id IS NOT NULL;
CREATE INDEX reservation_occupancy_hold ON reservation_occupancy (hold_id) WHERE hold_id IS NOT NULL;
