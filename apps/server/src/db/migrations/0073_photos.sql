-- Real photos (issue 32, docs/decisions/0034-photo-store.md). The renditions are objects in the photo store
-- (a folder under DATA_DIR, or an S3 bucket), named by the photo's id; this table is the record of each photo:
-- that it was uploaded, by whom, and what it was. The id is the hash of the photo's normalized pixels, so the same
-- photo uploaded twice is one row.
CREATE TABLE photos (
  image_id        text PRIMARY KEY CHECK (image_id ~ '^p-[0-9a-f]{32}$'),
  source_type     text NOT NULL CHECK (source_type IN ('image/jpeg', 'image/png', 'image/webp')),
  source_bytes    integer NOT NULL CHECK (source_bytes > 0),
  source_width    integer NOT NULL CHECK (source_width > 0),
  source_height   integer NOT NULL CHECK (source_height > 0),
  -- The transform widths and formats stored (200, 500, 600; webp and jpeg).
  widths          integer[] NOT NULL,
  formats         text[] NOT NULL,
  -- Who uploaded it: `catalog` (the signed import) or `staff:<id>` (the console).
  uploaded_by     text NOT NULL,
  created_at      timestamptz NOT NULL
);
