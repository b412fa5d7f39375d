#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server on 127.0.0.1, in a temporary directory
# (initdb + pg_ctl from Debian's postgresql package), and removes it afterwards.
# The command sees TEST_DATABASE_URL.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; fi
dir=$(mktemp -d /tmp/prashna-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_pg=()
if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; as_pg=(runuser -u postgres --); fi
cleanup() {
  "${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
"${as_pg[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale >/dev/null
"${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=300" >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
"$@"
