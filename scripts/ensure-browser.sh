#!/usr/bin/env bash
# The browser tests drive Debian's chromium. They are never skipped: install it
# when missing (as root), or stop with the exact command to run.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ]; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need /usr/bin/chromium. Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
