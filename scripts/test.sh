#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit + server tests (real embedded PostgreSQL, then the server suite again on a
# real PostgreSQL server), then browser tests (real built app, real Chromium) against `npm start` on
# temporary data directories.
set -euo pipefail
cd "$(dirname "$0")/.."
export CHROME_PATH="$(bash scripts/ensure-chromium.sh)"
# each step names its start time (UTC): the run's phases can be read off a CI log
step() { printf '\n== %s == %s\n' "$*" "$(date -u +%T)"; }
trap 'printf "\n== end == %s\n" "$(date -u +%T)"' EXIT
# typecheck and lint are one node process each: side by side they use both cores (their outputs may interleave)
step "typecheck and lint"
npm run -s typecheck & typecheck=$!
npm run -s lint & lint=$!
status=0
wait "$typecheck" || { echo "typecheck failed"; status=1; }
wait "$lint" || { echo "lint failed"; status=1; }
[ "$status" -eq 0 ] || exit "$status"
step "build"; npx vite build --logLevel warn
# the SIGKILL fault test (server/src/faults) kills and restarts a real server FAULT_KILLS times: 12 on PostgreSQL, where a
# restart takes seconds; 4 on the embedded database, whose restarts (WAL recovery) take 10-45 s on a 2-core machine
step "unit and server tests (embedded PostgreSQL)"; FAULT_KILLS=${FAULT_KILLS:-4} npx vitest run
step "server tests on a real PostgreSQL server (DATABASE_URL path)"; FAULT_KILLS=${FAULT_KILLS:-12} bash scripts/with-postgres.sh npx vitest run --project server
step "browser tests"; node scripts/e2e.mjs
