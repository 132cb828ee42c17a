import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sharedResolve, uiSourcePlugins } from '../vite.shared.ts';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.tsx', '../packages/app/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker script lives in the app's public folder; Storybook serves it too.
  staticDirs: ['../packages/app/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // Interaction tests (stories tagged so, beside each showcase story) run with the story tests and stay
  // out of the sidebar until the "interaction" filter is chosen.
  tags: { interaction: { defaultFilterSelection: 'exclude' } },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: sharedResolve,
      plugins: uiSourcePlugins(),
    }),
};

export default config;
