#!/usr/bin/env bash
# npm test: every check, in the order a failure is cheapest to find. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1 NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

# Each step's wall time is printed as the next one starts, and all of them at the end (issue 10: where the time goes).
started=$SECONDS
last=$SECONDS
current=""
timings=()
step() {
  if [ -n "$current" ]; then timings+=("$(printf '%5ds  %s' $((SECONDS - last)) "$current")"); fi
  current="$1"
  last=$SECONDS
  echo
  echo "━━ $1"
}

step "install (npm ci when needed; Debian's chromium and postgresql when missing)"
bash scripts/ensure-deps.sh --browser --postgres

step "typecheck (TypeScript 7)"
npm run --silent typecheck

step "lint"
npm run --silent lint

step "unit tests: ui, api, app, server (PGlite)"
node_modules/.bin/vitest run

step "server database tests against PostgreSQL"
bash scripts/with-postgres.sh node_modules/.bin/vitest run --project server

step "build: api, ui, app, server"
npm run --silent build

step "ui package: publint, size budget, a consumer of the built package"
node scripts/check-ui-package.mjs

step "storybook: every story's play, axe and visual snapshot"
bash scripts/test-storybook.sh

step "end-to-end journeys (Playwright, Chromium, the real server on a fresh data folder)"
node_modules/.bin/playwright test


timings+=("$(printf '%5ds  %s' $((SECONDS - last)) "$current")")
echo
echo "Where the time went:"
printf '%s\n' "${timings[@]}"
printf '%5ds  total\n' $((SECONDS - started))
echo "All checks passed."
