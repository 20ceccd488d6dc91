#!/usr/bin/env bash
# Every check: runtime, types, lint, format, the records' index, dead code, unit, API
# (PGlite, and PostgreSQL when DATABASE_URL is set), build, bundle budget, browser journeys.
# Three lanes side by side, so that both cores stay busy (decision 0510): the build and the
# journeys (the longest lane: two Playwright workers, each against a server of its own, that
# spend much of their time waiting on the browser and the server) start first; the static checks
# and unit tests run in the second; the API tests on PGlite then PostgreSQL in the third (each
# vitest run uses one worker, which runs the API files one after another: decision 0465).
# A lane stops at its first failure; the run fails if any lane failed.
# Each step's output goes to test-steps/<step>.log and is printed when it ends,
# with its wall and CPU time. FC_RUNS=1000 npm test adds the domain's long property run (opt-in).
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
logs=test-steps
rm -rf "$logs" && mkdir -p "$logs"

# step <name> <command…>: runs one step into its log, prints the log, its wall and CPU time (user +
# system, of every process it started: on a shared machine the CPU says what a step costs, the
# wall time also what the others did), and fails as it fails.
step() {
  local name=$1 log="$logs/$1.log" begun=$SECONDS status=0 cpu
  shift
  cpu=$( { TIMEFORMAT='%U %S' && time "$@" >"$log" 2>&1; } 2>&1) || status=$?
  cpu=$(awk '{ printf "%.0f", $1 + $2 }' <<<"${cpu##*$'\n'}")
  {
    printf '\n\033[1m== %s\033[0m (%ss, CPU %ss, %s)\n' "$name" $((SECONDS - begun)) "$cpu" \
      "$([ $status = 0 ] && echo ok || echo FAILED)"
    cat "$log"
  } | flock "$logs" cat
  return $status
}

# npm scripts find node in node_modules/.bin first: the Node that package.json's
# "engines" names, installed by `npm install` (decision 70). Refuse any other major.
wanted=$(node -p 'require("./package.json").engines.node.match(/\d+/)[0]')
echo "node $(node --version) at $(command -v node)"
if [ "$(node -p 'process.versions.node.split(".")[0]')" != "$wanted" ]; then
  echo "Node $wanted is needed (package.json engines); run the tests through npm after npm install." >&2
  exit 1
fi

browser_lane() {
  step build npm run --silent build
  # Each first screen loads at most 100 KB of JavaScript (gzip).
  step bundle-budget node --import tsx scripts/check-bundle-budget.ts
  step journeys npx playwright test
}

checks_lane() {
  step typecheck npm run --silent typecheck
  step lint npm run --silent lint
  step format npm run --silent format:check
  step decisions-index node --import tsx scripts/decisions-index.ts --check
  step deadcode npm run --silent deadcode
  # The domain's properties at their short default count (FC_RUNS: fast-check.setup.ts).
  step unit npx vitest run --project domain --project web
  if [ -n "${FC_RUNS:-}" ]; then
    step "property-long-FC_RUNS=$FC_RUNS" npx vitest run --project domain property
  fi
}

api_lane() {
  step api-pglite env TEST_DB=pglite npx vitest run --project api
  if [ -n "${DATABASE_URL:-}" ]; then
    step api-postgres env TEST_DB=postgres npx vitest run --project api
  else
    echo "(DATABASE_URL not set: skipping the PostgreSQL run of the API tests)"
  fi
}

browser_lane &
browser=$!
checks_lane &
checks=$!
api_lane &
api=$!
failed=0
for lane in $browser $checks $api; do
  wait "$lane" || failed=1
done

echo
if [ $failed = 0 ]; then
  echo "All checks passed in $((SECONDS - started))s."
else
  echo "FAILED after $((SECONDS - started))s: see the FAILED step above (logs in $logs)." >&2
  exit 1
fi
