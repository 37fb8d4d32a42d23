#!/usr/bin/env bash
# The browser tests drive Debian's chromium headless shell, the benchmarks its chromium
# (scripts/lib/chromium.ts). The tests are never skipped: install what is missing (as root),
# or stop with the exact command to run.
#
#   bash scripts/ensure-browser.sh                  (installs what is missing)
#   bash scripts/ensure-browser.sh --list-missing   (only names the missing packages)
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ "${1:-}" = "--list-missing" ]; then
  echo "${missing[*]}"
  exit 0
fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ]; then
  echo "Installing Debian's ${missing[*]} for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The browser tests need ${missing[*]}. Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
exit 1
