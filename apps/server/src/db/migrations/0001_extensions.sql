-- Geo search (cube + earthdistance), typo-tolerant text search (pg_trgm) and mixed GiST
-- indexes (btree_gist). Both engines ship them: PGlite's contrib and postgresql-contrib.
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gist;
