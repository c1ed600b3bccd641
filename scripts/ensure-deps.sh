#!/usr/bin/env bash
# Installs what a fresh clone lacks: npm packages (from the lock file) and,
# with --browser, Debian's Chromium for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

stamp=node_modules/.macrodesk-lock
if [ ! -d node_modules ] || ! cmp -s package-lock.json "$stamp" 2>/dev/null; then
  echo "[deps] npm ci"
  npm ci --no-audit --no-fund
  cp package-lock.json "$stamp"
fi

if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  echo "[deps] installing Chromium from Debian"
  if [ "$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi
