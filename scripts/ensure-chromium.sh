#!/usr/bin/env bash
# Browser tests run in Debian's Chromium (no tool may download its own browser here).
# Prints the path of a usable Chromium, installing Debian's package when it can.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then echo "$path"; exit 0; fi
if command -v chromium >/dev/null 2>&1; then command -v chromium; exit 0; fi

install_cmd="apt-get update && apt-get install -y chromium"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's package (chromium)..." >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >&2
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  echo "Chromium is missing: installing Debian's package (chromium) with sudo..." >&2
  (sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >&2
else
  echo "Chromium is missing and cannot be installed from here. Run, as root:" >&2
  echo "    $install_cmd" >&2
  echo "or point CHROMIUM_PATH at a Chromium binary, then run the tests again." >&2
  exit 1
fi
if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi
echo "Installing chromium did not give /usr/bin/chromium. Run: $install_cmd" >&2
exit 1
