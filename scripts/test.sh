#!/usr/bin/env bash
# Every check CI runs (`npm test`): the browser the specs drive, lint, the build the browser
# specs serve, the type check and all tests, the API and database tests twice: on SQLite,
# then on a throw-away PostgreSQL server (scripts/postgres-for-tests.sh).
#
# First, side by side: lint, then the tests that reach no database (the `database-free`
# project), and the type check, none of which loads native code; when better-sqlite3's
# addon cannot be loaded (installed with `npm ci --ignore-scripts`, as .ci/run does, or
# built for another Node), the addon's compile: under a minute on one core; and, as root,
# the Debian packages the tests need and the machine lacks (scripts/ensure-test-packages.sh).
# The build waits for the addon (its code facts migrate a database), the other tests for
# the packages. The type check's output (scripts/typecheck.sh) is shown once it is done,
# and it failing fails the whole. The other tests then run one part after the other, not
# beside each other: they are CPU-bound on two cores, and side by side they took longer
# (docs/performance.md, "Test suite").
set -euo pipefail
cd "$(dirname "$0")/.."

typecheck_log=$(mktemp)
addon_log=$(mktemp)
packages_log=$(mktemp)
# A step that fails ends the run: what still runs beside it is stopped.
trap 'kill $(jobs -p) 2>/dev/null || true; rm -f "$typecheck_log" "$addon_log" "$packages_log"' EXIT
packages_pid=
missing_packages=$(bash scripts/ensure-test-packages.sh --list-missing)
if [ -n "$missing_packages" ]; then
  # Not root: stopped here, before anything long, with the apt-get line to run.
  [ "$(id -u)" -eq 0 ] || bash scripts/ensure-test-packages.sh
  echo "Installing Debian's $missing_packages beside lint and the type check..."
  bash scripts/ensure-test-packages.sh >"$packages_log" 2>&1 &
  packages_pid=$!
fi
# At the lowest priority: its answer is needed only at the end, and the addon's compile (a
# single file after another, the whole way on one core) and then the tests come first; it
# takes what they leave of the two cores.
nice -n 19 npm run typecheck >"$typecheck_log" 2>&1 &
typecheck_pid=$!
addon_pid=
if ! node -e "new (require('better-sqlite3'))(':memory:').close()" 2>/dev/null; then
  echo "Building better-sqlite3's native addon beside lint and the type check..."
  # Without the C optimizer (node-gyp puts CFLAGS after the package's -O3): SQLite's one C
  # file, most of the compile, then takes under a third of the time, and the tests' CPU did not
  # measurably change (docs/performance.md, "A ninth pass"). The image and `npm ci` with its
  # scripts build it as the package says.
  CFLAGS=-O0 npm rebuild better-sqlite3 >"$addon_log" 2>&1 &
  addon_pid=$!
fi

npm run lint
status=0
# What reaches no database loads no native code: it runs while the addon compiles.
npx vitest run --project database-free || status=$?
if [ -n "$addon_pid" ] && ! wait "$addon_pid"; then
  cat "$addon_log" >&2
  echo "Building better-sqlite3's native addon failed." >&2
  exit 1
fi
npm run build
if [ -n "$packages_pid" ] && ! wait "$packages_pid"; then
  cat "$packages_log" >&2
  echo "Installing the Debian packages the tests need failed." >&2
  exit 1
fi

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
