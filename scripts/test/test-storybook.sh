#!/usr/bin/env bash
# Builds Storybook statically and runs the test runner over every story against it on loopback:
# play functions, axe (a11y addon, test: 'error') and a visual snapshot compared with tests/visual.
# Extra arguments go to test-storybook (e.g. -u to rewrite the baselines, or a story file path).
# SB_OUT and SB_PORT let two runs live side by side.
# What a run writes goes under test-results/ (test-results/$SB_OUT/ for a side-by-side run): new images
# in visual-received/, composite diffs in visual-diff/, and, when the run fails or finds a difference,
# the review report visual-report/index.html, whose path is then the last line printed.
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${SB_OUT:-storybook-static}"
port="${SB_PORT:-6006}"
if [ -z "${VISUAL_RESULTS:-}" ]; then
  VISUAL_RESULTS=test-results
  [ "$out" = storybook-static ] || VISUAL_RESULTS="test-results/$out"
fi
export VISUAL_RESULTS
rm -rf "$VISUAL_RESULTS/visual-received" "$VISUAL_RESULTS/visual-diff" "$VISUAL_RESULTS/visual-skipped" \
  "$VISUAL_RESULTS/visual-report"
if [ -z "${SB_SKIP_BUILD:-}" ]; then
  # SB_BUILD_ARGS: e.g. --test (npm run check: no docs pages, a faster build for the runner alone).
  # shellcheck disable=SC2086
  node_modules/.bin/storybook build -o "$out" --quiet --disable-telemetry ${SB_BUILD_ARGS:-}
fi
# In index-json mode the runner's test files are named after story titles (components-form.test.js),
# so a story file given as an argument becomes the pattern of its titles' test files.
args=()
story_files=0
for arg in "$@"; do
  case "$arg" in
    *.stories.ts | *.stories.tsx)
      story_files=$((story_files + 1))
      patterns=$(node -e '
        const [index, file] = process.argv.slice(1);
        const wanted = "./" + require("node:path").relative(process.cwd(), file);
        const entries = Object.values(require(require("node:path").resolve(index)).entries);
        const titles = new Set(entries.filter((e) => e.type === "story" && e.importPath === wanted).map((e) => e.id.split("--")[0]));
        if (titles.size === 0) { console.error(`No stories from ${file} in ${index}`); process.exit(1); }
        console.log([...titles].map((t) => `/${t}.test.js`).join(" "));
      ' "$out/index.json" "$arg")
      read -ra found <<<"$patterns"
      args+=("${found[@]}")
      ;;
    *) args+=("$arg") ;;
  esac
done
# The baselines are drawn by one browser build (tests/visual/CHROMIUM); another build may draw a few pixels
# differently (focus rings, anti-aliasing). Say so up front, so a difference is read for what it is.
drawn_by=$(cat tests/visual/CHROMIUM 2>/dev/null || true)
running=$(chromium --version 2>/dev/null | grep -o 'Chromium [0-9.]*' || true)
if [ -n "$drawn_by" ] && [ "$drawn_by" != "$running" ]; then
  echo "note: the visual baselines were drawn by $drawn_by; this machine runs ${running:-no chromium}." >&2
fi
# A run over every story (no story file given) reads the stories from a regrouped index: a dozen test files
# instead of one per title (each test file costs about a second of setup; see scripts/test/storybook-groups.mjs).
# The stories load from the root.
export STORYBOOK_URL="http://127.0.0.1:$port/"
runner_url=$STORYBOOK_URL
if [ "$story_files" -eq 0 ]; then
  node scripts/test/storybook-groups.mjs "$out"
  runner_url="${STORYBOOK_URL}test-runner/"
fi
# Three workers on two cores: a story's play waits (a toast's time, a findBy's polling, two frames before each
# picture), and with two workers those waits left a third of the cores idle (69 % busy; the whole run 137 s → 114 s
# here with three, 90 % busy; four gained nothing more). SB_WORKERS sets another number.
status=0
REFERENCE_URL=$STORYBOOK_URL node_modules/.bin/start-server-and-test \
  "node_modules/.bin/http-server $out -p $port -a 127.0.0.1 -s -c-1" "${runner_url}index.json" \
  "node_modules/.bin/test-storybook --url $runner_url --index-json --maxWorkers=${SB_WORKERS:-3} ${args[*]:-}" || status=$?
if [ "$status" -ne 0 ] || [ -n "$(ls -A "$VISUAL_RESULTS/visual-received" 2>/dev/null)" ]; then
  node scripts/visual/visual-report.mjs --results "$VISUAL_RESULTS" --storybook "$out" || status=$((status ? status : 1))
fi
exit "$status"
