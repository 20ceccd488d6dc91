#!/usr/bin/env bash
# Every check, in order of speed: types, lint, format, unit, API (PGlite, then
# PostgreSQL when DATABASE_URL is set), browser journeys. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "typecheck"
npm run --silent typecheck
step "lint"
npm run --silent lint
step "format"
npm run --silent format:check
step "unit tests (domain, web)"
npx vitest run --project domain --project web
step "API tests on PGlite"
TEST_DB=pglite npx vitest run --project api
if [ -n "${DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL ($DATABASE_URL)"
  TEST_DB=postgres npx vitest run --project api
else
  echo "(DATABASE_URL not set: skipping the PostgreSQL run of the API tests)"
fi
step "build"
npm run --silent build
step "browser journeys (Chromium)"
npx playwright test
