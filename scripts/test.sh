#!/usr/bin/env bash
# The README's test command: installs what it needs, then runs every test.
#   1. unit tests (node) and story tests (every story in headless Chromium)
#   2. the library builds and the packed-tarball test of @courier/ui
#   3. end-to-end tests of the production build of the app in headless Chromium
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROMIUM_PATH

step() { printf '\n== %s\n' "$1"; }

step "Unit and story tests (Vitest)"
npx vitest run

step "Builds: @courier/domain, @courier/ui, the app"
npm run build --silent

step "Packed @courier/ui in a clean consumer"
node scripts/pack-test.mjs

step "Tree-shaking: a page with one primitive"
node scripts/treeshake-test.mjs

step "End-to-end tests of the production build (Playwright)"
npx playwright test
