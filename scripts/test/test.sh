#!/usr/bin/env bash
# npm test: every check, in the order a failure is cheapest to find. Exits non-zero on any failure.
#
# Steps that leave a core idle run side by side (so the whole run stays within 8 minutes on 2 cores):
# lint (one thread) beside the typecheck and the unit tests; the PostgreSQL server suite beside the builds (the app
# and Storybook bundles are mostly one thread each). A step that runs beside
# others writes its output to a log that is printed, whole, when it ends; the first failure stops the run and says
# which step it was.
set -euo pipefail
cd "$(dirname "$0")/../.."
export STORYBOOK_DISABLE_TELEMETRY=1 NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

started=$SECONDS
logs=$(mktemp -d /tmp/insight-test-XXXXXX)
timings=()
jobs_pids=()
jobs_names=()
stop_jobs() {
  for pid in "${jobs_pids[@]:-}"; do [ -n "$pid" ] && kill -- -"$pid" 2>/dev/null || true; done
  rm -rf "$logs"
}
trap stop_jobs EXIT

# step NAME COMMAND…: runs in the foreground, output as it comes.
step() {
  local name=$1
  shift
  echo
  echo "━━ $name"
  local at=$SECONDS
  "$@"
  timings+=("$(printf '%5ds  %s' $((SECONDS - at)) "$name")")
}

# beside NAME COMMAND…: starts in the background (its own process group, so a failure elsewhere can stop it).
beside() {
  local name=$1
  shift
  local n=${#jobs_names[@]}
  echo "━━ $name (started beside the next steps)"
  set -m
  (
    at=$SECONDS
    status=0
    "$@" >"$logs/$n.log" 2>&1 || status=$?
    echo $((SECONDS - at)) >"$logs/$n.time"
    exit "$status"
  ) &
  set +m
  jobs_pids+=($!)
  jobs_names+=("$name")
}

# settle [NAME…]: waits for the named background steps (every one when none is named), prints each one's
# output, fails on the first that failed.
settle() {
  local i status wanted
  for i in "${!jobs_pids[@]}"; do
    [ -n "${jobs_pids[$i]}" ] || continue
    if [ $# -gt 0 ]; then
      wanted=0
      for name in "$@"; do [ "$name" = "${jobs_names[$i]}" ] && wanted=1; done
      [ "$wanted" -eq 1 ] || continue
    fi
    status=0
    wait "${jobs_pids[$i]}" || status=$?
    jobs_pids[$i]=""
    echo
    echo "━━ ${jobs_names[$i]} (ran beside)"
    cat "$logs/$i.log"
    timings+=("$(printf '%5ds  %s (beside)' "$(cat "$logs/$i.time" 2>/dev/null || echo 0)" "${jobs_names[$i]}")")
    if [ "$status" -ne 0 ]; then
      echo "✗ ${jobs_names[$i]} failed (exit $status)" >&2
      exit "$status"
    fi
  done
}

step "install (npm ci when needed; Debian's chromium and postgresql when missing)" \
  bash scripts/build/ensure-deps.sh --browser --postgres

beside "lint" npm run --silent lint
# The one type-check of every package, the ui's type tests (*.test-d.tsx) included: vitest does not type-check, and
# the builds write their declarations and JavaScript without checking again (tsc --noCheck).
step "typecheck (TypeScript 7)" npm run --silent typecheck
step "unit tests: ui, api, app, server (PGlite and pure), scripts" node_modules/.bin/vitest run
settle

# The server files on the run's database only (vitest project server); the *.pure.test.ts files do not use it and
# ran once above.
pg_suite="server database tests against PostgreSQL"
beside "$pg_suite" bash scripts/test/with-postgres.sh node_modules/.bin/vitest run --project server
beside "storybook build" node_modules/.bin/storybook build -o storybook-static --quiet --disable-telemetry
step "build: api, ui, app, server" npm run --silent build
step "app first-load JavaScript against its budget" node scripts/release/check-app-budget.mjs
# The size budgets and the consumers are skipped when the built package and what they read are as at their last
# passing run on this machine (never on a clean clone, nor with CI set).
step "ui package: publint, size budgets, changesets, a consumer of the built package" node scripts/release/check-ui-package.mjs
# Not beside the Storybook tests: both fill the two cores, and together they took longer (487 s against 473 s).
settle

step "storybook: every story's play, axe in light and dark, visual snapshots (desktop; phone and dark for screens and matrices)" \
  env SB_SKIP_BUILD=1 bash scripts/test/test-storybook.sh

# Every journey once on the desktop; the tests tagged @phone and @dark once more on a phone and a dark device.
step "end-to-end journeys (Playwright, Chromium, the real server on a fresh data folder)" \
  node_modules/.bin/playwright test

# The operator's view (README, Run several instances): nginx over two server processes on Debian's PostgreSQL.
# One short journey file during a rolling restart (prerender.spec.ts: a new member, so a registration, the
# confirmation link's POST, a sandbox purchase and its signed webhook, the questionnaire; then /login and /home);
# a rolling restart and a server killed under its own reads and writes; the retry rule; metrics; /readyz without
# PostgreSQL; a backup restored. All the journeys: `npm run cluster:check` alone.
step "the cluster: a journey through nginx during a rolling restart, a kill under load, PostgreSQL down, a backup restored" \
  env CLUSTER_BUILD=skip CLUSTER_JOURNEYS="tests/e2e/prerender.spec.ts" \
  node scripts/operate/cluster-check.mjs

echo
echo "Where the time went (steps marked beside ran at the same time as the steps after them):"
printf '%s\n' "${timings[@]}"
printf '%5ds  total\n' $((SECONDS - started))
echo "All checks passed."
