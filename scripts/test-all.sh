#!/usr/bin/env bash
# Every check, in order of speed: runtime, types, lint, format, dead code, unit, the
# long property run, API (PGlite, then PostgreSQL when DATABASE_URL is set), build,
# browser journeys. Stops at the first failure; prints each step's time.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
step_started=
step() {
  if [ -n "$step_started" ]; then printf '(%ss)\n' $((SECONDS - step_started)); fi
  step_started=$SECONDS
  if [ $# -gt 0 ]; then printf '\n\033[1m== %s\033[0m\n' "$1"; fi
}

step "runtime"
# npm scripts find node in node_modules/.bin first: the Node that package.json's
# "engines" names, installed by `npm install` (decision 70). Refuse any other major.
wanted=$(node -p 'require("./package.json").engines.node.match(/\d+/)[0]')
echo "node $(node --version) at $(command -v node)"
if [ "$(node -p 'process.versions.node.split(".")[0]')" != "$wanted" ]; then
  echo "Node $wanted is needed (package.json engines); run the tests through npm after npm install." >&2
  exit 1
fi

step "typecheck"
npm run --silent typecheck
step "lint"
npm run --silent lint
step "format"
npm run --silent format:check
step "decision records index (npm run decisions writes it)"
node --import tsx scripts/decisions-index.ts --check
step "dead code (knip)"
npm run --silent deadcode
step "unit tests (domain, web)"
npx vitest run --project domain --project web --exclude '**/*.property.test.ts'
# FC_RUNS: the domain suite's run count (packages/domain/src/engine/testing/fast-check.setup.ts).
step "domain property tests, long run (FC_RUNS=${FC_RUNS:-1000})"
FC_RUNS=${FC_RUNS:-1000} npx vitest run --project domain property
step "API tests on PGlite"
TEST_DB=pglite npx vitest run --project api
if [ -n "${DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL ($DATABASE_URL)"
  TEST_DB=postgres npx vitest run --project api
else
  echo "(DATABASE_URL not set: skipping the PostgreSQL run of the API tests)"
fi
step "build (web app, compiled server)"
npm run --silent build
step "bundle budget: each first screen loads at most 100 KB of JavaScript (gzip)"
node --import tsx scripts/check-bundle-budget.ts
step "browser journeys (Chromium, compiled server)"
npx playwright test
step
echo "All checks passed in $((SECONDS - started))s."
