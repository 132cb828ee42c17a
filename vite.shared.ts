// Settings every Vite config of the monorepo shares (app, ui library, Storybook, Vitest).
import type { PluginOption, UserConfig } from 'vite';
import dts from 'vite-plugin-dts';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { iconSetsPlugin } from './packages/ui/vite-plugin-icon-sets.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Workspace packages resolve to their TypeScript sources through this export condition. */
export const sourceCondition = '@courier/source';

export const sharedResolve: UserConfig['resolve'] = {
  conditions: [sourceCondition, 'module', 'browser', 'development|production'],
};

/**
 * Dependencies the browser tests pre-bundle up front: found late, Vite would re-optimise and
 * reload the test page in the middle of a run.
 */
export const browserDependencies = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-aria-components',
  'react-aria',
  'react-stately',
  '@internationalized/date',
  'i18next',
  'react-i18next',
  'dompurify',
  '@tanstack/react-virtual',
  '@tanstack/react-table',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  '@vanilla-extract/css',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@vanilla-extract/dynamic',
  'react-hook-form',
  '@hookform/resolvers/zod',
  'zod',
  'd3-scale',
  'd3-shape',
];

/** Plugins every config needs that compiles @courier/ui sources (app, ui library, Storybook, Vitest). */
export const uiSourcePlugins = (): PluginOption[] => [vanillaExtractPlugin(), iconSetsPlugin()];

export { chromiumArgs, chromiumPath, headlessShellPath } from './scripts/chromium.mjs';

/**
 * Rolldown's warning about slow plugins is off in every build: the vanilla-extract transform
 * (the styles compiled at build time, by design) takes most of each build, so the warning would
 * print on every `npm start` of a fresh clone and say nothing new. `npm run build` still prints
 * each build's time.
 */
export const buildChecks = { bundlerTimings: false };

/**
 * Library build of a workspace package: ESM with one module per source file (so consumers
 * tree-shake), .d.ts from vite-plugin-dts, dependencies and peers left external.
 */
export function libraryConfig(packageDir: URL, plugins: PluginOption[] = []): UserConfig {
  const pkg = JSON.parse(readFileSync(new URL('./package.json', packageDir), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const externals = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
  const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));
  return {
    resolve: sharedResolve,
    plugins: [
      ...plugins,
      dts({
        tsconfigPath: fileURLToPath(new URL('./tsconfig.json', packageDir)),
        include: ['src'],
        exclude: ['src/**/*.stories.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
      }),
    ],
    build: {
      lib: {
        entry: fileURLToPath(new URL('./src/index.ts', packageDir)),
        formats: ['es'],
        cssFileName: 'style',
      },
      rolldownOptions: {
        checks: buildChecks,
        external: isExternal,
        output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
      },
      sourcemap: true,
      emptyOutDir: true,
    },
  };
}
