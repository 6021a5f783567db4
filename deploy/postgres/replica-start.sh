#!/bin/sh
# The replica of compose.yaml: on its first start, a base backup of the
# primary with -R (standby.signal and primary_conninfo written), then
# PostgreSQL as a hot standby streaming from the primary.
set -e
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h primary -U postgres; do sleep 1; done
  pg_basebackup -h primary -U postgres -D "$PGDATA" -R -X stream -c fast
  chmod 700 "$PGDATA"
fi
exec postgres
