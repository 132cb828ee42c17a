#!/usr/bin/env bash
# The README's run command: installs what it needs, builds what is missing or older than its
# sources, and runs the server: the API on the embedded database (PGlite in DATA_DIR, default
# .data/) or on PostgreSQL when DATABASE_URL is set, and the app, at http://127.0.0.1:${PORT:-3000}/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh

# A build is stale when a source, a config or the lockfile is newer than it.
stale() {
  local built="$1"; shift
  [ ! -f "$built" ] && return 0
  [ -n "$(find "$@" package-lock.json -newer "$built" -type f -not -path '*/node_modules/*' -not -path '*/dist/*' -not -path '*/dist-demo/*' -print -quit 2>/dev/null)" ]
}

if stale packages/app/dist/index.html packages/app packages/ui/src packages/domain/src vite.shared.ts; then
  echo "Building the app..."
  npm run build --silent -w @courier/app >/dev/null
fi
if stale packages/server/dist/main.js packages/server/src packages/server/vite.config.ts packages/api/src packages/store/src packages/store-sql/src packages/store-sql/migrations packages/domain/src; then
  echo "Building the server..."
  npm run build --silent -w @courier/server >/dev/null
fi
# With arguments, a command of the server instead (backup, restore: see packages/server/src/backup.ts).
exec node packages/server/dist/main.js "$@"
