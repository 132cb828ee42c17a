/**
 * Debian's Chromium and the flags it needs on this closed network (TOOLCHAIN.md): the one list
 * the test configs (through vite.shared.ts) and the measuring scripts launch it with.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
];
