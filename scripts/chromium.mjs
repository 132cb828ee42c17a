/**
 * Debian's Chromium and the flags it needs on this closed network (TOOLCHAIN.md): the one list
 * the test configs (through vite.shared.ts) and the measuring scripts launch it with.
 */
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell (package chromium-headless-shell): the same engine without the browser's
 * own interface, for the end-to-end tests, the story pass and the first-load check. It took about a
 * quarter less CPU than the full browser in its headless mode on the same tests (docs/ci.md). It
 * draws text a shade apart from the full browser: the story pass's baselines are made with it.
 * Where the shell is not installed, the full browser stands in (and the story pass's captures
 * differ from their baselines).
 */
export const headlessShellPath =
  process.env.CHROMIUM_SHELL_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath);

export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
];
