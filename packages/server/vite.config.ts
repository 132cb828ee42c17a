// The server as one ES module for Node (dist/main.js): the workspace packages bundled from their
// sources, the dependencies from node_modules, the store's migrations copied beside it.
import { cpSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { iconSetsPlugin } from '../ui/vite-plugin-icon-sets.ts';
import { buildChecks, sourceCondition } from '../../vite.shared.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // Node's resolution (no browser fields), workspace sources first.
  resolve: { conditions: [sourceCondition, 'node', 'import'] },
  ssr: {
    noExternal: [/^@courier\//],
    resolve: { conditions: [sourceCondition, 'node', 'import'], externalConditions: ['node', 'import'] },
  },
  plugins: [
    iconSetsPlugin(),
    {
      name: 'courier-migrations',
      closeBundle: () => cpSync(here('../store-sql/migrations'), here('dist/migrations'), { recursive: true }),
    },
  ],
  build: {
    ssr: here('src/main.ts'),
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    minify: false,
    rolldownOptions: {
      checks: buildChecks,
      output: { entryFileNames: 'main.js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
