#!/usr/bin/env bash
# Every check CI runs (`npm test`): the browser the specs drive, lint, the build the browser
# specs serve, the type check and all tests, the API and database tests twice: on SQLite,
# then on a throw-away PostgreSQL server (scripts/postgres-for-tests.sh). The type check and
# the browser specs run beside those; their output is shown once they are done, and any
# part failing fails the whole. The type check covers scripts/ (whose project holds api/ and
# db/ too, with the same options: checking those projects again would find nothing new),
# web/, the service worker and the browser specs, each incrementally: what did not change
# since the last run (.tsbuildinfo/) is not checked again.
set -euo pipefail
cd "$(dirname "$0")/.."
# Before anything long: without PostgreSQL's binaries the last step could not run.
bash scripts/postgres-for-tests.sh --check
bash scripts/ensure-browser.sh
npm run lint
npm run build

typecheck_log=$(mktemp)
browser_log=$(mktemp)
trap 'rm -f "$typecheck_log" "$browser_log"' EXIT
npm run typecheck >"$typecheck_log" 2>&1 &
typecheck_pid=$!
# The browser specs beside the API tests: both are long, and neither alone keeps the two
# cores busy to the end (docs/performance.md, "Test suite"). Their report is shown once
# they are done.
npx vitest run --project e2e >"$browser_log" 2>&1 &
browser_pid=$!

status=0
npx vitest run --project unit || status=$?
bash scripts/postgres-for-tests.sh npx vitest run --project postgres || status=$?
if wait "$browser_pid"; then browser_status=0; else browser_status=$?; fi
echo "--- The browser specs (web/e2e), run beside the tests above ---"
cat "$browser_log"
if [ "$browser_status" -ne 0 ]; then status=$browser_status; fi
if wait "$typecheck_pid"; then
  echo "Type check passed."
else
  cat "$typecheck_log"
  echo "Type check failed." >&2
  status=1
fi
exit "$status"
