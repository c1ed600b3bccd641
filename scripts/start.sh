#!/usr/bin/env bash
# README command 1: install, build, and serve the portal on the built-in simulator.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npx next build
exec node scripts/launch.mjs start
