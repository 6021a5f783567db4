#!/bin/sh
# Run once by the postgres image on the primary's first start (compose.yaml):
# the replica may connect for streaming replication from the compose network.
set -e
echo "host replication all all trust" >> "$PGDATA/pg_hba.conf"
