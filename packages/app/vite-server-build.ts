import type { ConfigEnv, UserConfig } from 'vite';

/**
 * A plugin's `apply` for the build the server serves (`vite build`) only: not the dev server, not
 * the static demo (`vite build --mode demo`, on the in-browser API), not the pages rendered in Node.
 */
export const serverBuild = (_config: UserConfig, env: ConfigEnv) =>
  env.command === 'build' && env.mode !== 'demo' && !env.isSsrBuild;
