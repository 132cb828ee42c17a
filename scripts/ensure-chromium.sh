#!/usr/bin/env bash
# Browser tests run in Debian's Chromium (no tool may download its own browser here).
# Prints the path of a usable Chromium, installing Debian's package when it can:
#   ensure-chromium.sh                          the full browser (chromium; CHROMIUM_PATH overrides)
#   ensure-chromium.sh chromium-headless-shell  its headless shell, for the end-to-end tests
#                                               (CHROMIUM_SHELL_PATH overrides)
set -euo pipefail
package="${1:-chromium}"
if [ "$package" = chromium-headless-shell ]; then
  path="${CHROMIUM_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
else
  path="${CHROMIUM_PATH:-/usr/bin/chromium}"
fi
if [ -x "$path" ]; then echo "$path"; exit 0; fi
if command -v "$package" >/dev/null 2>&1; then command -v "$package"; exit 0; fi

install_cmd="apt-get update && apt-get install -y $package"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's package ($package)..." >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package") >&2
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  echo "Chromium is missing: installing Debian's package ($package) with sudo..." >&2
  (sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package") >&2
else
  echo "Chromium is missing and cannot be installed from here. Run, as root:" >&2
  echo "    $install_cmd" >&2
  echo "or point CHROMIUM_PATH (CHROMIUM_SHELL_PATH) at a Chromium binary, then run the tests again." >&2
  exit 1
fi
if [ -x "/usr/bin/$package" ]; then echo "/usr/bin/$package"; exit 0; fi
echo "Installing $package did not give /usr/bin/$package. Run: $install_cmd" >&2
exit 1
