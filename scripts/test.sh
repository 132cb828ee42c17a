#!/usr/bin/env bash
# The README's test command: installs what it needs, then runs every test.
#   1. unit tests (node) and story tests (every story in headless Chromium)
#   2. the library builds, the packed-tarball test of @courier/ui, the first-load budgets
#   3. end-to-end tests of the production build of the app in headless Chromium
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROMIUM_PATH

step() { printf '\n== %s\n' "$1"; }

step "Unit and story tests (Vitest)"
npx vitest run

step "Builds: @courier/domain, @courier/ui, the app for the server, the server, the static demo"
npm run build --silent
npm run build:demo --silent

step "The app's builds ship no source maps; the server's app holds nothing of the in-browser API"
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

step "Packed @courier/ui in a clean consumer"
node scripts/pack-test.mjs

step "Tree-shaking: a page with one primitive"
node scripts/treeshake-test.mjs

step "First-load JavaScript of the sign-in, public tracking and dashboard pages, against their budgets"
node scripts/first-load.mjs

step "End-to-end tests of the production build (Playwright), the clock at 09:30 UTC"
npx playwright test

# The specs whose screens depend on the time of day (trips, scans, dashboard, reports) run again
# late in the evening, Türkiye time (23:45): "today" is about to turn, where the run above has
# them in the morning.
moment=2026-11-20T20:45:00Z
step "Time-of-day specs with the clock at $moment"
E2E_NOW="$moment" npx playwright test trips parcel-life dashboard reports
