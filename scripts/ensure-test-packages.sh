#!/usr/bin/env bash
# The Debian packages the tests need: chromium's headless shell for the browser specs (and
# chromium, which the benchmarks measure: scripts/lib/chromium.ts), and PostgreSQL's server
# binaries for the run on PostgreSQL (scripts/postgres-for-tests.sh). The tests are never
# skipped: install what is missing (as root), or stop with the exact command to run.
#
#   bash scripts/ensure-test-packages.sh                  (installs what is missing)
#   bash scripts/ensure-test-packages.sh --list-missing   (only names the missing packages)
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
if [ "${1:-}" = "--list-missing" ]; then
  echo "${missing[*]}"
  exit 0
fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ]; then
  echo "Installing Debian's ${missing[*]} for the tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The tests need Debian's ${missing[*]}. Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
exit 1
