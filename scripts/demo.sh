#!/usr/bin/env bash
# `npm run demo`: the static demo (the app on the in-browser API, no server) built when missing,
# then served at http://localhost:4173/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
[ -f packages/app/dist-demo/index.html ] || npm run build:demo --silent
exec npm run preview --silent -w @courier/app
