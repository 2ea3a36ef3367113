-- The app's own database role (docs/deploy.md "A database role that owns nothing"; issue 28). It reads and
-- writes rows and owns nothing, so it can neither alter nor drop a table, nor disable a trigger: the audit log's
-- append-only triggers (migration 0053) hold against the app's own login. The role that owns the schema runs the
-- migrations and the seed (db-cli.js seed) and this file, in the app's database, once the app's role exists:
--
--   psql "$OWNER_DATABASE_URL" -f deploy/postgres/app-role.sql
--
-- The role is named forkpoint_app here; write another name in its place everywhere to use that one.
-- apps/server/test/audit-log-owner.test.ts runs this file against a role of its own.

GRANT USAGE ON SCHEMA public TO forkpoint_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO forkpoint_app;
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO forkpoint_app;

-- What later migrations create (run by the owner, whose objects these defaults are for) gets the same.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO forkpoint_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO forkpoint_app;

-- The audit log takes rows and never changes or loses one: its triggers refuse it already, and the app's role
-- is not given the privileges either.
REVOKE UPDATE, DELETE, TRUNCATE ON staff_audit_log FROM forkpoint_app;
