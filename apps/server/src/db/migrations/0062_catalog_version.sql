-- Issue 19 (docs/decisions/0007-merchant-search.md, "Issue 19: CPU per search"): one number that moves
-- with every write to the catalog, so each app instance can keep recent search pages in memory and tell,
-- with a one-row read, whether they still hold. Every instance sees every write, whichever instance, the
-- seed or a console made it: the number lives beside the data and moves in the same transaction.
CREATE TABLE catalog_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO catalog_version DEFAULT VALUES;

-- Once per statement, not per row: a seed batch of thousands of merchants moves it once.
CREATE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1;
  RETURN NULL;
END
$$;

-- merchants holds every searched field and the offers; merchant_partners is the carriage.
CREATE TRIGGER merchants_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON merchants
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
CREATE TRIGGER merchant_partners_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON merchant_partners
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
-- Also under session_replication_role = replica, which bulk loads may set to skip foreign-key checks.
ALTER TABLE merchants ENABLE ALWAYS TRIGGER merchants_catalog_version;
ALTER TABLE merchant_partners ENABLE ALWAYS TRIGGER merchant_partners_catalog_version;
