#!/usr/bin/env bash
# Installs what a fresh clone lacks: npm packages (from the lock file), jemalloc
# for the server (from Debian, when it can), and, with --browser, what the test
# suite needs from Debian: jemalloc, Chromium (and its
# headless shell) for the browser tests, redis-server for the scale-out tests, postgresql for the
# history archive's tests and a Java runtime for the W3C Nu HTML checker (which start their own redis-server and postgres
# processes on free ports; no system service is started).
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

stamp=node_modules/.macrodesk-lock
if [ ! -d node_modules ] || ! cmp -s package-lock.json "$stamp" 2>/dev/null; then
  echo "[deps] npm ci"
  ci_log=$(mktemp)
  if ! npm ci --no-audit --no-fund >"$ci_log" 2>&1; then
    # The registry reached here lacks other platforms' optional builds
    # (@swc/core-darwin-*, @next/swc-win32-*, ...), so the lock cannot list
    # them and `npm ci` refuses it as out of sync. `npm install --no-save`
    # installs the same locked versions and leaves the lock as it is. npm's
    # hundred lines of refusal say nothing more than that: one line instead.
    reason=$(grep -m1 -E 'npm (error|ERR!) ([^ ]+ ){3,}' "$ci_log" | sed -E 's/^npm (error|ERR!) //' | cut -c1-120 || true)
    echo "[deps] npm ci refused the lock (${reason:-npm printed no reason}); installing the same versions with npm install --no-save"
    npm install --no-save --no-audit --no-fund
  else
    cat "$ci_log"
  fi
  rm -f "$ci_log"
  cp package-lock.json "$stamp"
fi

# jemalloc, the production server's allocator (lib/memory/allocator.mjs;
# docs/operations.md, "Memory"). Without it the server runs on the system's.
# Where it is looked for is the launcher's one list (JEMALLOC_PATHS).
jemalloc_present() {
  node -e "import('./lib/memory/allocator.mjs').then((m) => process.exit(m.allocatorEnv({}).LD_PRELOAD ? 0 : 1))"
}

if [ "${1:-}" != "--browser" ] && ! jemalloc_present && command -v apt-get >/dev/null; then
  echo "[deps] installing libjemalloc2 from Debian"
  # Never a password prompt here: a start without root goes on without it.
  if [ "$(id -u)" = 0 ]; then sudo=""; else sudo="sudo -n"; fi
  if ! { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libjemalloc2 >/dev/null; } 2>/dev/null; then
    echo "[deps] libjemalloc2 could not be installed: the server runs on the system's allocator"
  fi
fi

if [ "${1:-}" = "--browser" ]; then
  missing=()
  # The suite's server runs as production does, on jemalloc (tests/e2e/foundation.spec.ts checks it).
  jemalloc_present || missing+=(libjemalloc2)
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  # The browser tests' Chromium without the browser around it (Playwright's
  # default headless build): half the CPU of the full browser per page.
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  command -v redis-server >/dev/null || missing+=(redis-server)
  ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || missing+=(postgresql)
  # The W3C Nu HTML checker (npm vnu-jar) runs on Java.
  command -v java >/dev/null || missing+=(default-jre-headless)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "[deps] installing ${missing[*]} from Debian"
    if [ "$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi
    $sudo apt-get update -qq
    # The tests start redis-server and postgres themselves on a free port; they never use a system service.
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
fi
