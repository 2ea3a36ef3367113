-- Every import reads its own events back by import_id (matching, the reward engine), which without an
-- index is a scan of every event ever received. Events are only appended, import after import, so a
-- block-range (BRIN) index finds an import's events for next to nothing per insert, where a B-tree would
-- give each of a file's million rows an entry of its own. Ranges not summarized yet (the newest rows,
-- until vacuum summarizes them) are always read, which is where a new import's events are.
CREATE INDEX feed_events_import ON feed_events USING brin (import_id);
