-- Orders taken by the stand-in ordering provider (issue 16, item 6; docs/ordering.md): recorded so the flow
-- is complete offline, never sent to a restaurant and never charged. Prices are the server's, computed from
-- the restaurant's stand-in menu; items keeps the lines as ordered (item id, name, quantity, unit price).
CREATE TABLE standin_orders (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_code        text NOT NULL REFERENCES partners (code) ON DELETE CASCADE,
  -- What the diner is told ("K7Q-2MX"): unique within the program.
  order_number        text NOT NULL,
  merchant_id         integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  -- The signed-in member who ordered; anyone may order, as on a real provider.
  member_id           integer REFERENCES members (id) ON DELETE SET NULL,
  mode                text NOT NULL CHECK (mode IN ('pickup', 'delivery')),
  items               jsonb NOT NULL,
  subtotal_cents      integer NOT NULL CHECK (subtotal_cents > 0),
  delivery_fee_cents  integer NOT NULL CHECK (delivery_fee_cents >= 0),
  total_cents         integer NOT NULL CHECK (total_cents = subtotal_cents + delivery_fee_cents),
  customer_name       text NOT NULL,
  -- The 10 digits.
  customer_phone      text NOT NULL,
  -- {street, unit, city, zip}; only a delivery has one.
  delivery_address    jsonb,
  notes               text,
  ready_at            timestamptz NOT NULL,
  created_at          timestamptz NOT NULL,
  UNIQUE (partner_code, order_number),
  CHECK ((mode = 'delivery') = (delivery_address IS NOT NULL))
);
CREATE INDEX standin_orders_member ON standin_orders (member_id, created_at DESC) WHERE member_id IS NOT NULL;
CREATE INDEX standin_orders_merchant ON standin_orders (merchant_id, created_at DESC);
