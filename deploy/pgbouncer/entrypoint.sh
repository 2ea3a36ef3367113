#!/bin/sh
# The one login PgBouncer accepts is the database's own (POSTGRES_USER / POSTGRES_PASSWORD): written to the
# auth file at start, so no secret is baked into the image. PgBouncer answers SCRAM with a plain-text entry.
set -eu
: "${POSTGRES_USER:?set POSTGRES_USER}"
: "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}"
printf '"%s" "%s"\n' "$POSTGRES_USER" "$POSTGRES_PASSWORD" > /etc/pgbouncer/userlist.txt
chmod 0600 /etc/pgbouncer/userlist.txt
exec pgbouncer /etc/pgbouncer/pgbouncer.ini
