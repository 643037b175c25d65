#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL server (Debian's), started
# on a loopback port in a temporary folder and stopped afterwards, whatever the command's result.
set -euo pipefail
pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
dir=$(mktemp -d /tmp/insight-pg-XXXXXX)
# A port below Linux's range for outgoing connections (32768–60999): one there can be taken, for a moment, by any
# client socket on the machine (a cluster check's PostgreSQL failed to start on 55434 after the journeys).
port="${PG_PORT:-15432}"
run_as=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  run_as=(runuser -u postgres --)
fi
"${run_as[@]}" "$pg_bin/initdb" -D "$dir/data" -A trust -U postgres >/dev/null
if ! "${run_as[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null; then
  echo "PostgreSQL did not start on 127.0.0.1:$port; its log:" >&2
  tail -n 20 "$dir/log" >&2 || true
  rm -rf "$dir"
  exit 1
fi
stop() { "${run_as[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap stop EXIT
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
