#!/usr/bin/env bash
# Every check CI runs (`npm test`): the browser the specs drive, lint, the build the browser
# specs serve, the type check and all tests. The type check runs beside the tests; its
# output is shown once it is done, and either failing fails the whole. It checks scripts/
# (whose project holds api/ and db/ too, with the same options: checking those projects
# again would find nothing new), web/, the service worker and the browser specs, each
# incrementally: what did not change since the last run (.tsbuildinfo/) is not checked again.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-browser.sh
npm run lint
npm run build

typecheck_log=$(mktemp)
trap 'rm -f "$typecheck_log"' EXIT
npm run typecheck >"$typecheck_log" 2>&1 &
typecheck_pid=$!

status=0
npx vitest run || status=$?
if wait "$typecheck_pid"; then
  echo "Type check passed."
else
  cat "$typecheck_log"
  echo "Type check failed." >&2
  status=1
fi
exit "$status"
