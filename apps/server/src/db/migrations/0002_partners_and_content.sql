-- Partners are data files (partners/*.json); this table mirrors their codes so every
-- partner-owned row can reference its partner and no row exists for an unknown one.
CREATE TABLE partners (
  code        text PRIMARY KEY,
  name        text NOT NULL,
  kind        text NOT NULL,
  synced_at   timestamptz NOT NULL DEFAULT now()
);

-- The content service: every copy entry of every partner, in draft and published versions.
-- A draft shadows the published entry of the same slug only in preview.
CREATE TABLE content_entries (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_code  text NOT NULL REFERENCES partners (code) ON DELETE CASCADE,
  content_type  text NOT NULL,
  content_name  text NOT NULL,
  slug          text NOT NULL,
  status        text NOT NULL CHECK (status IN ('draft', 'published')),
  position      integer NOT NULL DEFAULT 0,
  fields        jsonb NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (partner_code, content_type, content_name, slug, status)
);

-- The only read path: one partner's entries of one group, in order.
CREATE INDEX content_entries_lookup
  ON content_entries (partner_code, content_type, content_name, status, position);
