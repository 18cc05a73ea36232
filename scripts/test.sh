#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit + server tests (real embedded PostgreSQL), then browser tests
# (real built app, real Chromium) against `npm start` on temporary data directories.
set -euo pipefail
cd "$(dirname "$0")/.."
export CHROME_PATH="$(bash scripts/ensure-chromium.sh)"
step() { printf '\n== %s ==\n' "$*"; }
step "typecheck"; npm run -s typecheck
step "lint"; npm run -s lint
step "build"; npx vite build --logLevel warn
step "unit and server tests"; npx vitest run
step "browser tests"; node scripts/e2e.mjs
