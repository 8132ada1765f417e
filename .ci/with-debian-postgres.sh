#!/usr/bin/env bash
# Starts Debian's PostgreSQL in a throw-away cluster, runs the given command with DATABASE_URL set, stops it.
# The port is one nobody listens on (an earlier step's embedded server may still hold a fixed one), and the
# server's log is printed when it does not start, so a failure names its cause.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
dir=$(mktemp -d /tmp/huitang-ci-pg.XXXXXX)
chown postgres:postgres "$dir"
as_postgres() { runuser -u postgres -- "$@"; }
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
as_postgres "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C >/dev/null
start() {
  port=$(free_port)
  as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off" -w start >/dev/null
}
if ! start; then
  echo "PostgreSQL did not start; its log:" >&2
  cat "$dir/server.log" >&2 || true
  echo "Trying once more on another port, with fewer connections." >&2
  as_postgres "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  sed -i 's/^max_connections.*//' "$dir/data/postgresql.conf"
  port=$(free_port)
  as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" -w start >/dev/null \
    || { cat "$dir/server.log" >&2; exit 1; }
fi
trap 'as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null; rm -rf "$dir"' EXIT
as_postgres psql -h 127.0.0.1 -p "$port" -U postgres -qc "CREATE ROLE huitang LOGIN SUPERUSER PASSWORD 'huitang'"
DATABASE_URL="postgres://huitang:huitang@127.0.0.1:$port/postgres" "$@"
