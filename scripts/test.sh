#!/usr/bin/env bash
# Every check CI runs (`npm test`): the browser the specs drive, lint, the build the browser
# specs serve, the type check and all tests, the API and database tests twice: on SQLite,
# then on a throw-away PostgreSQL server (scripts/postgres-for-tests.sh). The type check runs
# beside the tests; its output is shown once it is done, and either failing fails the whole.
# It covers scripts/ (whose project holds api/ and db/ too, with the same options: checking
# those projects again would find nothing new), web/, the service worker and the browser
# specs, each incrementally: what did not change since the last run (.tsbuildinfo/) is not
# checked again. The parts run one after the other, not beside each other: the suite is
# CPU-bound on two cores, and side by side it took longer (docs/performance.md, "Test suite").
set -euo pipefail
cd "$(dirname "$0")/.."
# Before anything long: without PostgreSQL's binaries the last step could not run.
bash scripts/postgres-for-tests.sh --check
bash scripts/ensure-browser.sh
npm run lint
npm run build

typecheck_log=$(mktemp)
trap 'rm -f "$typecheck_log"' EXIT
npm run typecheck >"$typecheck_log" 2>&1 &
typecheck_pid=$!

status=0
npx vitest run --project unit --project e2e || status=$?
bash scripts/postgres-for-tests.sh npx vitest run --project postgres || status=$?
if wait "$typecheck_pid"; then
  echo "Type check passed."
else
  cat "$typecheck_log"
  echo "Type check failed." >&2
  status=1
fi
exit "$status"
