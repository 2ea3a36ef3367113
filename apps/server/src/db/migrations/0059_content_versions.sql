-- Content editing in the support console (issue 18 item 6; docs/decisions/0025-content-versions.md).
-- Every save, publish and restore of an entry is a new row here: history is never rewritten (the
-- database refuses UPDATE). content_entries stays the one read path of the content service: its draft
-- and published rows are the current state, and `version` says which row of history each one is.
CREATE TABLE content_versions (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_code  text NOT NULL REFERENCES partners (code) ON DELETE CASCADE,
  content_type  text NOT NULL,
  content_name  text NOT NULL,
  slug          text NOT NULL,
  -- 1, 2, 3… per entry; the unique key makes two editors saving at once a conflict, not a lost edit.
  version       integer NOT NULL CHECK (version > 0),
  -- initial: the copy that was live before the entry's first edit; draft, publish, restore: what made it.
  kind          text NOT NULL CHECK (kind IN ('initial', 'draft', 'publish', 'restore')),
  -- The version a publish or restore copied its fields from.
  based_on      integer,
  fields        jsonb NOT NULL,
  -- Who, as they were at the time (no reference: staff are deactivated, never deleted).
  staff_id      integer,
  staff_email   text,
  created_at    timestamptz NOT NULL,
  UNIQUE (partner_code, content_type, content_name, slug, version)
);

CREATE FUNCTION content_versions_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'content_versions keeps history: UPDATE refused' USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER content_versions_no_update BEFORE UPDATE ON content_versions
  FOR EACH ROW EXECUTE FUNCTION content_versions_refuse_update();

-- Which version each current row is; null for copy seeded before any edit.
ALTER TABLE content_entries ADD COLUMN version integer;
