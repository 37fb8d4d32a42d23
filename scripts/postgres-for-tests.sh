#!/usr/bin/env bash
# Runs a command beside a throw-away PostgreSQL server: a new cluster in a temporary folder,
# listening on 127.0.0.1 on a free port, its admin URL exported as TEST_DATABASE_URL; the
# server is stopped and its folder deleted when the command ends, however it ends.
#
#   bash scripts/postgres-for-tests.sh npx vitest run --project postgres
#   bash scripts/postgres-for-tests.sh --durable <command>   (as an operator runs it: see below)
#
# Uses Debian's server binaries (/usr/lib/postgresql/<version>/bin, package `postgresql`).
# Durability is off (fsync, full pages): nothing here outlives the run. With --durable
# (the benchmark, scripts/bench/engines.ts) the server keeps PostgreSQL's own defaults:
# every commit waits for its log to reach the disk, as on an operator's server.
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "Usage: bash scripts/postgres-for-tests.sh <command> [arguments...]" >&2
  exit 2
fi

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [[ -z "$bin" || ! -x "$bin/initdb" ]]; then
  echo "PostgreSQL's server binaries are missing (looked for /usr/lib/postgresql/*/bin/initdb)." >&2
  echo "The tests run on PostgreSQL too; install it with: sudo apt-get install -y postgresql" >&2
  exit 1
fi
durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
if [[ "$1" == "--durable" ]]; then
  durability=""
  shift
fi

# initdb and the server refuse to run as root: then they run as the package's `postgres` user.
as_server_user=()
if [[ $(id -u) -eq 0 ]]; then as_server_user=(runuser -u postgres --); fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/family-postgres-XXXXXX")
if [[ ${#as_server_user[@]} -gt 0 ]]; then chown postgres "$dir"; fi
data="$dir/data"

stop() {
  "${as_server_user[@]}" "$bin/pg_ctl" -D "$data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

# A port nothing listens on now (Node is here for the tests anyway).
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

"${as_server_user[@]}" "$bin/initdb" -D "$data" -U postgres --auth=trust --encoding=UTF8 \
  --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || {
  cat "$dir/initdb.log" >&2
  exit 1
}
# Three vitest workers, each test with a pool of a few connections and some with app
# processes of their own: 200 connections leave room to spare.
"${as_server_user[@]}" "$bin/pg_ctl" -D "$data" -l "$dir/server.log" -w -t 60 start -o \
  "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=200 $durability" \
  >/dev/null || {
  cat "$dir/server.log" >&2
  exit 1
}

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') for the tests: $TEST_DATABASE_URL"
"$@"
