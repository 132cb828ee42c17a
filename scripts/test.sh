#!/usr/bin/env bash
# The README's test command: installs what it needs, then runs every test, each stage timed:
#   1. unit tests, and the API's contract suite on the memory store, PGlite and (with DATABASE_URL) PostgreSQL
#   2. the builds, made once and used by every later stage
#   3. the packed @courier/ui in a clean consumer, tree-shaking, the first-load budgets
#   4. end-to-end tests of the production builds in headless Chromium, at two moments of the day (one run)
#   5. the story pass: every story of the built Storybook played, checked by axe, played with
#      motion on, and captured against its baseline
set -euo pipefail
cd "$(dirname "$0")/.."
stage_title='npm test'
source scripts/stages.sh
bash scripts/install.sh
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
# The end-to-end tests' lighter headless shell; the full browser stands in where it cannot be had.
CHROMIUM_SHELL_PATH="$(bash scripts/ensure-chromium.sh chromium-headless-shell || echo "$CHROMIUM_PATH")"
export CHROMIUM_PATH CHROMIUM_SHELL_PATH

# TEST_NODE names another Node.js to run them on: CI runs them on the current LTS (Node 24), while
# the end-to-end stage runs the built server on the project's own Node (20.19+).
stage "Unit and contract tests (Vitest${TEST_NODE:+, on $("$TEST_NODE" --version)})"
"${TEST_NODE:-node}" node_modules/vitest/vitest.mjs run --project unit --project contract-memory --project contract-pglite ${DATABASE_URL:+--project contract-postgres}

stage "Builds: @courier/domain, @courier/ui, the app for the server, the server, the static demo, Storybook"
npm run build --silent
npm run build:demo --silent
npm run build-storybook --silent

stage "The app's builds ship no source maps; the server's app holds nothing of the in-browser API"
for dir in packages/app/dist packages/app/dist-demo; do
  if ls "$dir"/assets/*.map >/dev/null 2>&1 || grep -l "sourceMappingURL" "$dir"/assets/*.js >/dev/null 2>&1; then
    echo "Source maps found in $dir/assets: the production build must not ship them." >&2
    exit 1
  fi
done
if ls packages/app/dist/assets/mock-* packages/app/dist/mockServiceWorker.js >/dev/null 2>&1 || grep -l "startMockServer" packages/app/dist/assets/*.js >/dev/null 2>&1; then
  echo "The app built for the server carries the in-browser API." >&2
  exit 1
fi
echo "2 passed, 0 failed"

# Each keeps about one core busy (the packing waits on npm, the first load on one page at a time):
# the packed tarball's test runs beside the other two.
stage "Packed @courier/ui in a clean consumer, beside tree-shaking (a page with one primitive) and the first-load JavaScript of the sign-in, public tracking and dashboard pages against their budgets"
mkdir -p .cache
node scripts/pack-test.mjs > .cache/pack-test.log 2>&1 &
pack=$!
node scripts/treeshake-test.mjs
node scripts/first-load.mjs
wait "$pack" || { cat .cache/pack-test.log; exit 1; }
cat .cache/pack-test.log

# Every spec with the clock at 09:30 UTC, and the specs whose screens depend on the time of day
# (trips, scans, dashboard, reports) again at 20:45 UTC, late in the evening in Türkiye (23:45):
# "today" is about to turn. One run, two projects (playwright.config.ts): the two workers share
# both moments' tests, with no second start and no idle tail between them.
stage "End-to-end tests of the production builds (Playwright), the clock at 09:30 and at 20:45 UTC"
npx playwright test

stage "The story pass: every story played, checked by axe, played with motion on, captured (report in reports/visual)"
node scripts/test-stories.mjs --no-build
