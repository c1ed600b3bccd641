#!/usr/bin/env bash
# README command 2: every test (unit, then browser against a production build
# on the simulator; docs/performance.md, "The test suite on 2 cores", says
# what runs beside what). Ends with one line "N passed, M failed[, K skipped]".
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser || exit 1
export NEXT_TELEMETRY_DISABLED=1
export NEXT_DIST_DIR=.next-test
mkdir -p .reports
rm -f .reports/*.json

echo "== typecheck and lint (tsc, eslint, dependency-cruiser), side by side"
npx tsc --noEmit -p . > .reports/tsc.log 2>&1 & tsc_pid=$!
npx eslint --max-warnings 0 . > .reports/eslint.log 2>&1 & eslint_pid=$!
npx depcruise lib app scripts --config .dependency-cruiser.cjs --output-type err > .reports/depcruise.log 2>&1; depcruise_rc=$?
wait $tsc_pid; tsc_rc=$?
wait $eslint_pid; eslint_rc=$?
for check in tsc eslint depcruise; do echo "-- $check"; cat .reports/$check.log; done

# The unit tests alone: beside the checks and the build they took longer on a
# fresh clone than one after the other (docs/performance.md, "The test suite on 2 cores").
echo "== unit tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.reports/vitest.json

echo "== build"
# `next build` adds its dist folder's types to tsconfig.json; keep the file as committed.
cp tsconfig.json .reports/tsconfig.json
MACRODESK_BUILD_CACHE=off npx next build > .reports/build.log 2>&1; build_rc=$?
cp .reports/tsconfig.json tsconfig.json
if [ $build_rc = 0 ]; then
  tail -40 .reports/build.log
  echo "== browser tests (playwright, Debian Chromium): pages and faults side by side"
  # Page specs run two at a time on the suite's portal. Specs that inject
  # upstream faults run in a run of their own, on a portal and simulator of
  # its own (other ports, another archive), so no fault reaches another spec's
  # pages; they mostly wait on hanging hosts and timeouts, which the pages' CPU
  # fills. Its two workers: the specs that inject faults into its simulator
  # one at a time (playwright.config.ts, "faults": one worker), beside specs
  # on portals of their own ("own-portal": the token, archive and reactions
  # specs and most fault specs), which also run beside each other, except
  # those that fill the cores or hold a fixed time bound (a lock of theirs).
  # A browser test that fails is run once more; one that passes then is
  # counted passed and named "FLAKY" above the totals (scripts/summarize-tests.mjs).
  E2E_PORT=${E2E_FAULTS_PORT:-3108} E2E_SIM_PORT=${E2E_FAULTS_SIM_PORT:-4108} E2E_OUTPUT_DIR=test-results/faults \
    PLAYWRIGHT_JSON_OUTPUT_NAME=.reports/playwright-faults.json \
    npx playwright test --project=faults --project=own-portal --workers=2 --retries=1 --reporter=list,json > .reports/faults.log 2>&1 &
  faults_pid=$!
  E2E_OUTPUT_DIR=test-results/pages PLAYWRIGHT_JSON_OUTPUT_NAME=.reports/playwright-pages.json \
    npx playwright test --project=pages --retries=1 --reporter=list,json
  wait $faults_pid
  echo "== browser tests, faults (run beside the pages)"
  cat .reports/faults.log
else
  cat .reports/build.log
  echo "build failed" > .reports/build-failed
fi

node scripts/summarize-tests.mjs tsc=$tsc_rc eslint=$eslint_rc depcruise=$depcruise_rc
