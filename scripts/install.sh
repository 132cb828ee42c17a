#!/usr/bin/env bash
# Installs the workspace's packages when node_modules is missing or older than the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."
required="20.19.0"
current="$(node -p 'process.versions.node')"
if [ "$(printf '%s\n%s\n' "$required" "$current" | sort -V | head -n1)" != "$required" ]; then
  echo "Node.js $required or newer is needed; this is $current." >&2
  exit 1
fi
marker=node_modules/.package-lock.json
if [ ! -f "$marker" ] || [ package-lock.json -nt "$marker" ]; then
  echo "Installing packages (npm ci)..."
  npm ci --no-audit --no-fund --loglevel=error
fi
