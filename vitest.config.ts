// One Vitest configuration, these projects:
//   unit              - node: domain, store, server, app logic (*.test.ts)
//   contract-memory   - node: the api's contract suite on the memory store (and its document's lint)
//   contract-pglite   - node: the api's contract suite again, on the SQL store over PGlite
//   contract-postgres - node: the same on PostgreSQL, when DATABASE_URL names a server (CI always does)
//   storybook         - browser mode in headless Chromium: every story is a test and its play function runs.
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import {
  browserDependencies,
  chromiumArgs,
  chromiumPath,
  sharedResolve,
  sourceCondition,
  uiSourcePlugins,
} from './vite.shared.ts';

const storybookDir = fileURLToPath(new URL('./.storybook', import.meta.url));
/** The contract suite hashes passwords with node:crypto's scrypt, as the server does. */
const nativeScrypt = './packages/server/src/testing/nativeScrypt.setup.ts';
/** The API's tests of its document alone (its lint, the typed client's compile): run once, on the memory store. */
const apiDocumentTests = ['packages/api/src/openapi.lint.test.ts', 'packages/api/src/client.test.ts'];

/** The api's contract suite on a store: the same test files, a setup file that chooses the store (none: memory). */
const contractSuite = (name: string, setup: string | null, groupOrder: number) => ({
  plugins: uiSourcePlugins(),
  resolve: sharedResolve,
  ssr: { resolve: { conditions: [sourceCondition], externalConditions: [sourceCondition] } },
  test: {
    name,
    environment: 'node',
    include: ['packages/api/src/**/*.test.ts'],
    // The document's lint and the typed client's compile hold for the document alone: the memory run proves them once.
    exclude: setup ? apiDocumentTests : [],
    setupFiles: [...(setup ? [setup] : []), nativeScrypt],
    // The SQL stores' samples the test files start from, made once per run (the memory store makes its own).
    globalSetup: setup ? ['./packages/server/src/testing/templates.global.ts'] : [],
    // A database per test file: two at a time, and time to load the sample; after the other projects.
    maxWorkers: 2,
    // A worker's files share its modules (the API's graph is imported once, not per file), on the
    // memory store its made sample (harness.ts), and on PGlite its database with the sample
    // (sqlStores.ts): a PGlite database takes 5–9 s to start. Each file's writes are rolled back
    // when it ends, and the harness forgets its tokens (useApi).
    isolate: false,
    sequence: { groupOrder },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

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
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/scripts/**/*.test.ts',
            'packages/app/*.test.ts',
            'packages/ui/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // The API's contract suite on the memory store is a project of its own (contract-memory).
          exclude: ['packages/api/src/**/*.test.ts', 'node_modules/**'],
          benchmark: { include: ['packages/*/bench/**/*.bench.ts'] },
          // Two at a time: Vitest's default on a 2-core machine is one (the cores less one), and the
          // project then took 398 s alone against 299 s with two (one run each, quiet machine).
          maxWorkers: 2,
          // Passwords are hashed as in production (scrypt, N = 2^17): on a busy 2-core machine a
          // test that signs in a few times needs more than the default 5 s.
          testTimeout: 20_000,
          // The API's suite on the memory store makes its sample before a file's tests: seconds on
          // a quiet machine, more than Vitest's default 10 s on a loaded one.
          hookTimeout: 60_000,
        },
      },
      contractSuite('contract-memory', null, 0),
      contractSuite('contract-pglite', './packages/server/src/testing/pglite.setup.ts', 1),
      ...(process.env.DATABASE_URL
        ? [contractSuite('contract-postgres', './packages/server/src/testing/postgres.setup.ts', 2)]
        : []),
      {
        plugins: [...uiSourcePlugins(), storybookTest({ configDir: storybookDir })],
        resolve: sharedResolve,
        optimizeDeps: { include: browserDependencies },
        // React Aria's virtualiser renders every item when NODE_ENV is "test" unless VIRT_ON is set (and
        // reads it from a `process` the browser lacks): the stories virtualise as the app does.
        // STORY_LOCALE=tr plays the stories in Turkish (.storybook/preview.tsx's initial globals).
        define: {
          'process.env.VIRT_ON': 'true',
          'import.meta.env.STORY_LOCALE': JSON.stringify(process.env.STORY_LOCALE ?? 'en'),
        },
        test: {
          name: 'storybook',
          // A story that fills a whole form types a hundred keys: room for a busy 2-core machine.
          testTimeout: 30_000,
          // One frame for every story file: a fresh frame per file loads the preview and the
          // library again (the project took about 1,350 s so on a slow day, 335–380 s in one frame).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            // Reduced motion: no test waits on an entry animation or sees a half-faded colour.
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
