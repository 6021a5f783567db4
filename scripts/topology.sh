#!/usr/bin/env bash
# Safar's several-machine topology on one machine (ADR 032):
#   a PostgreSQL primary and a streaming replica (its own clusters, in a temporary
#   directory), N server processes (`apps/web/server/main.ts`, one each, on
#   ports from APP_BASE_PORT) reading lag-tolerant pages from the replica, and
#   HAProxy balancing over them with health checks on /readyz.
#
#   scripts/topology.sh [--processes N] [--port P]   start; prints the balancer's URL
#   scripts/topology.sh --stop                       stop everything, remove the directory
#   scripts/topology.sh --status                     what runs
#
# Environment: TOPOLOGY_DIR (default /tmp/safar-topology), PG_PORT (primary,
# default 55432; the replica gets PG_PORT+1), APP_BASE_PORT (default 3101),
# PG_BIN (default the newest /usr/lib/postgresql/*/bin). Run as root, the
# database clusters belong to the `postgres` user.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIR="${TOPOLOGY_DIR:-/tmp/safar-topology}"
PG_PORT="${PG_PORT:-55432}"
REPLICA_PORT="$((PG_PORT + 1))"
APP_BASE_PORT="${APP_BASE_PORT:-3101}"
PROCESSES=2
PORT=8080
ACTION=start
while [ $# -gt 0 ]; do
  case "$1" in
    --processes) PROCESSES="$2"; shift 2 ;;
    --port) PORT="$2"; shift 2 ;;
    --stop) ACTION=stop; shift ;;
    --status) ACTION=status; shift ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    *) echo "unknown argument: $1 (see --help)" >&2; exit 2 ;;
  esac
done
if [ -z "${PG_BIN:-}" ]; then
  PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
fi
NODE="$ROOT/node_modules/.bin/node"

# Database commands run as `postgres` when this script runs as root (initdb refuses root).
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

stop_pid_file() {
  local file="$1"
  [ -f "$file" ] || return 0
  local pid
  pid="$(cat "$file")"
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 150); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$file"
}

stop_all() {
  [ -d "$DIR" ] || { echo "nothing runs ($DIR does not exist)"; return 0; }
  stop_pid_file "$DIR/haproxy.pid"
  for f in "$DIR"/app-*.pid; do [ -e "$f" ] && stop_pid_file "$f"; done
  for cluster in replica primary; do
    if [ -f "$DIR/$cluster/postmaster.pid" ]; then
      as_pg "$PG_BIN/pg_ctl" -D "$DIR/$cluster" -m fast -w stop >/dev/null || true
    fi
  done
  rm -rf "$DIR"
  echo "stopped; removed $DIR"
}

wait_ready() {
  local url="$1" seconds="$2"
  for _ in $(seq 1 "$((seconds * 2))"); do
    if curl -fsS "$url" >/dev/null 2>&1; then return 0; fi
    sleep 0.5
  done
  return 1
}

if [ "$ACTION" = stop ]; then stop_all; exit 0; fi
if [ "$ACTION" = status ]; then
  [ -d "$DIR" ] || { echo "nothing runs"; exit 0; }
  cat "$DIR/topology.env"
  for f in "$DIR"/app-*.pid "$DIR/haproxy.pid"; do
    [ -e "$f" ] && echo "$(basename "$f" .pid): pid $(cat "$f") $(kill -0 "$(cat "$f")" 2>/dev/null && echo running || echo gone)"
  done
  exit 0
fi

[ -d "$DIR" ] && { echo "$DIR exists: a topology runs already (scripts/topology.sh --stop first)" >&2; exit 1; }
command -v haproxy >/dev/null || { echo "haproxy is not installed (apt-get install -y haproxy)" >&2; exit 1; }
[ -x "$PG_BIN/initdb" ] || { echo "no PostgreSQL binaries in $PG_BIN (set PG_BIN)" >&2; exit 1; }
[ -x "$NODE" ] || { echo "run npm ci first ($NODE is missing)" >&2; exit 1; }

mkdir -p "$DIR"
chmod 755 "$DIR"
[ "$(id -u)" = 0 ] && chown postgres "$DIR"
trap 'echo "start failed; logs in $DIR (scripts/topology.sh --stop cleans up)" >&2' ERR

echo "primary: initdb on port $PG_PORT"
as_pg "$PG_BIN/initdb" -D "$DIR/primary" -U postgres -A trust --no-sync >"$DIR/initdb.log"
cat >>"$DIR/primary/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $PG_PORT
unix_socket_directories = '$DIR'
wal_level = replica
max_wal_senders = 5
max_connections = 200
fsync = off
CONF
as_pg "$PG_BIN/pg_ctl" -D "$DIR/primary" -l "$DIR/primary.log" -w start >/dev/null
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres safar

echo "replica: pg_basebackup -R, streaming on port $REPLICA_PORT"
as_pg "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PG_PORT" -U postgres -D "$DIR/replica" -R -X stream -c fast
sed -i "s/^port = $PG_PORT/port = $REPLICA_PORT/" "$DIR/replica/postgresql.conf"
as_pg "$PG_BIN/pg_ctl" -D "$DIR/replica" -l "$DIR/replica.log" -w start >/dev/null

PRIMARY_URL="postgres://postgres@127.0.0.1:$PG_PORT/safar"
REPLICA_URL="postgres://postgres@127.0.0.1:$REPLICA_PORT/safar"
SECRET="$(od -An -N32 -tx1 /dev/urandom | tr -d ' \n')"
umask 077
cat >"$DIR/topology.env" <<ENV
SAFAR_URL=http://127.0.0.1:$PORT
DATABASE_URL=$PRIMARY_URL
DATABASE_REPLICA_URL=$REPLICA_URL
PROCESSES=$PROCESSES
APP_PORTS=$(seq -s, "$APP_BASE_PORT" "$((APP_BASE_PORT + PROCESSES - 1))")
ENV
umask 022

echo "web build (if stale)"
"$NODE" "$ROOT/scripts/web-build.ts" >"$DIR/web-build.log" 2>&1

{
  echo "# Written by scripts/topology.sh: $PROCESSES server processes on this machine."
  echo "backend safar_app"
  echo "    balance roundrobin"
} >"$DIR/haproxy-backend.cfg"
for i in $(seq 1 "$PROCESSES"); do
  port=$((APP_BASE_PORT + i - 1))
  echo "app $i: port $port"
  # One process each (WEB_CONCURRENCY=1): the balancer, not node:cluster, spreads the load.
  # The first applies the migrations and imports the network; the others wait for it.
  env NODE_ENV=production HOST=127.0.0.1 PORT="$port" WEB_CONCURRENCY=1 \
    DATABASE_URL="$PRIMARY_URL" DATABASE_REPLICA_URL="$REPLICA_URL" \
    SESSION_SECRET="$SECRET" SHUTDOWN_DRAIN_MS=4000 DATA_DIR="$DIR/app-$i" \
    PUBLIC_URL="http://127.0.0.1:$PORT" LOG_LEVEL="${LOG_LEVEL:-warn}" \
    setsid "$NODE" "$ROOT/apps/web/server/main.ts" >"$DIR/app-$i.log" 2>&1 &
  echo $! >"$DIR/app-$i.pid"
  if [ "$i" = 1 ]; then
    wait_ready "http://127.0.0.1:$port/readyz" 240 || { echo "app 1 did not become ready; see $DIR/app-1.log" >&2; exit 1; }
  fi
  echo "    server app$i 127.0.0.1:$port check" >>"$DIR/haproxy-backend.cfg"
done
for i in $(seq 2 "$PROCESSES"); do
  wait_ready "http://127.0.0.1:$((APP_BASE_PORT + i - 1))/readyz" 240 || { echo "app $i did not become ready; see $DIR/app-$i.log" >&2; exit 1; }
done

echo "haproxy: port $PORT over $PROCESSES processes"
SAFAR_BIND="127.0.0.1:$PORT" haproxy -f "$ROOT/deploy/haproxy.cfg" -f "$DIR/haproxy-backend.cfg" \
  -D -p "$DIR/haproxy.pid" >"$DIR/haproxy.log" 2>&1
wait_ready "http://127.0.0.1:$PORT/readyz" 30 || { echo "the balancer does not answer; see $DIR/haproxy.log" >&2; exit 1; }
trap - ERR
echo "Safar: http://127.0.0.1:$PORT (primary $PRIMARY_URL, replica $REPLICA_URL; state in $DIR)"
