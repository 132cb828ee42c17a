// One Vitest configuration, two projects:
//   unit      - node: domain, mocks and app logic (*.test.ts)
//   storybook - browser mode in headless Chromium: every story is a test and its play function runs.
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { browserDependencies, chromiumArgs, chromiumPath, sharedResolve, sourceCondition, uiSourcePlugins } from './vite.shared.ts';

const storybookDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // The mock server's icon catalogue reads the icon names through the icon-sets plugin.
        plugins: uiSourcePlugins(),
        resolve: sharedResolve,
        ssr: { resolve: { conditions: [sourceCondition], externalConditions: [sourceCondition] } },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/scripts/**/*.test.ts', 'scripts/**/*.test.ts'],
          benchmark: { include: ['packages/*/bench/**/*.bench.ts'] },
        },
      },
      {
        plugins: [...uiSourcePlugins(), storybookTest({ configDir: storybookDir })],
        resolve: sharedResolve,
        optimizeDeps: { include: browserDependencies },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            // Reduced motion: no test waits on an entry animation or sees a half-faded colour.
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs }, contextOptions: { reducedMotion: 'reduce' } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
