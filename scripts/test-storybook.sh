#!/usr/bin/env bash
# Builds Storybook statically and runs the test runner over every story against it on loopback:
# play functions, axe (a11y addon, test: 'error') and a visual snapshot compared with tests/visual.
# Extra arguments go to test-storybook (e.g. -u to rewrite the baselines, or a story file path).
# SB_OUT and SB_PORT let two runs live side by side.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${SB_OUT:-storybook-static}"
port="${SB_PORT:-6006}"
if [ -z "${SB_SKIP_BUILD:-}" ]; then
  node_modules/.bin/storybook build -o "$out" --quiet --disable-telemetry
fi
node_modules/.bin/start-server-and-test \
  "node_modules/.bin/http-server $out -p $port -a 127.0.0.1 -s -c-1" "http://127.0.0.1:$port/index.json" \
  "node_modules/.bin/test-storybook --url http://127.0.0.1:$port --index-json --maxWorkers=2 $*"
