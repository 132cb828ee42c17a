import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sharedResolve, uiSourcePlugins } from '../vite.shared.ts';
import { docgenOptions } from './docgen.ts';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/app/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker script lives in the app's public folder; Storybook serves it too.
  staticDirs: ['../packages/app/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables from the components' TypeScript types (docgen.ts), for the library's stories only:
  // an app page takes no props a designer sets.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      ...docgenOptions,
      tsconfigPath: 'packages/ui/tsconfig.json',
      include: ['packages/ui/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/node_modules/**'],
    },
  },
  // Interaction tests and Turkish copies (stories tagged so, beside each showcase story) run with the story tests and stay
  // out of the sidebar until the "interaction" or "turkish" filter is chosen (any story shows in Turkish by the toolbar).
  tags: { interaction: { defaultFilterSelection: 'exclude' }, turkish: { defaultFilterSelection: 'exclude' } },
  // A padded story draws its own room from its first frame (preview.tsx, withRoom), not the page's padding.
  previewHead: (head) => `${head}<style>.sb-show-main.sb-main-padded { padding: 0; }</style>`,
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: sharedResolve,
      plugins: uiSourcePlugins(),
      // Big by design: Storybook's own preview (about 1.2 MB) and, each loaded on demand, the label
      // PDF's fonts and font engine, axe, and the icon catalogue's sets (one chunk each).
      build: { chunkSizeWarningLimit: 1300 },
    }),
};

export default config;
