#!/usr/bin/env bash
# Starts Debian's PostgreSQL in a throw-away cluster, runs the given command with DATABASE_URL set, stops it.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
dir=$(mktemp -d /tmp/huitang-ci-pg.XXXXXX)
port=55432
chown postgres:postgres "$dir"
as_postgres() { runuser -u postgres -- "$@"; }
as_postgres "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C >/dev/null
as_postgres "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off" -w start >/dev/null
trap 'as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null; rm -rf "$dir"' EXIT
as_postgres psql -h 127.0.0.1 -p "$port" -U postgres -qc "CREATE ROLE huitang LOGIN SUPERUSER PASSWORD 'huitang'"
DATABASE_URL="postgres://huitang:huitang@127.0.0.1:$port/postgres" "$@"
