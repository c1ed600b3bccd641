#!/usr/bin/env bash
# README command 2: every test (unit, then browser against a production build
# on the simulator). Ends with one line "N passed, M failed[, K skipped]".
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

echo "== unit tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.reports/vitest.json

echo "== build"
# `next build` adds its dist folder's types to tsconfig.json; keep the file as committed.
cp tsconfig.json .reports/tsconfig.json
npx next build > .reports/build.log 2>&1; build_rc=$?
cp .reports/tsconfig.json tsconfig.json
if [ $build_rc = 0 ]; then
  tail -40 .reports/build.log
  echo "== browser tests (playwright, Debian Chromium)"
  # Page specs run two at a time; specs that inject upstream faults run one at
  # a time afterwards, so that no fault leaks into another spec's pages.
  PLAYWRIGHT_JSON_OUTPUT_NAME=.reports/playwright-pages.json npx playwright test --project=pages --reporter=list,json
  PLAYWRIGHT_JSON_OUTPUT_NAME=.reports/playwright-faults.json npx playwright test --project=faults --workers=1 --reporter=list,json
else
  cat .reports/build.log
  echo "build failed" > .reports/build-failed
fi

node scripts/summarize-tests.mjs tsc=$tsc_rc eslint=$eslint_rc depcruise=$depcruise_rc
