#!/usr/bin/env bash
# Runs a command against a throwaway real PostgreSQL server (TEST_DATABASE_URL set, seeded template
# database created). Installs Debian's postgresql package when missing and the user is root with apt-get.
set -euo pipefail
cd "$(dirname "$0")/.."
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "PostgreSQL not found; installing Debian's postgresql package…" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq postgresql >&2
    bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  else
    echo "The PostgreSQL tests need a PostgreSQL server (initdb/pg_ctl). Install it: sudo apt-get install -y postgresql" >&2
    exit 1
  fi
fi
port=${PG_TEST_PORT:-55432}
dir=$(mktemp -d /tmp/lading-pg-XXXXXX)
# PostgreSQL refuses to run as root: use the package's postgres user then
as=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home "$dir" postgres
  chown postgres "$dir"
  as=(runuser -u postgres --)
fi
cleanup() {
  "${as[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
"${as[@]}" "$bindir/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${as[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
export TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$port/postgres"
node_modules/.bin/tsx scripts/pg-template.ts
"$@"
