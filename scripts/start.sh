#!/usr/bin/env bash
# The README's run command: installs what it needs and serves the app on the in-browser mock API.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
port="${PORT:-5173}"
cat <<MSG

  Courier back office, on the in-browser mock API
  Open   http://localhost:${port}/
  Sign in as admin@courier.test with password demo1234
  (every role has an account: see README.md, "Demo accounts")

MSG
exec npm run dev --silent -w @courier/app -- --port "$port" --strictPort
