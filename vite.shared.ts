// Settings every Vite config of the monorepo shares (app, ui library, Storybook, Vitest).
import type { PluginOption, UserConfig } from 'vite';
import dts from 'vite-plugin-dts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Workspace packages resolve to their TypeScript sources through this export condition. */
export const sourceCondition = '@courier/source';

export const sharedResolve: UserConfig['resolve'] = {
  conditions: [sourceCondition, 'module', 'browser', 'development|production'],
};

/** Flags Debian's Chromium needs on this closed network (TOOLCHAIN.md). */
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
        external: isExternal,
        output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
      },
      sourcemap: true,
      emptyOutDir: true,
    },
  };
}
