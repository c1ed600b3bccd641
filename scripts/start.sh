#!/usr/bin/env bash
# README command 1: install, build, and serve the portal on the built-in simulator.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
# `next build` adds its dist folder types to tsconfig.json; keep the file as committed.
cp tsconfig.json node_modules/.tsconfig.json.committed
npx next build
cp node_modules/.tsconfig.json.committed tsconfig.json
exec node scripts/launch.mjs start
