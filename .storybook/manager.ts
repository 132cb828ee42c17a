import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import { addons } from 'storybook/manager-api';
import { courierTheme, storybookThemeOf } from './theme';

addons.setConfig({ theme: courierTheme });

/** The sidebar, the toolbar and the panels follow the toolbar's scheme, as the stories and the docs pages do. */
addons.register('courier/scheme', (api) => {
  let shown: unknown = 'light';
  const follow = ({
    globals,
    userGlobals,
  }: {
    globals?: Record<string, unknown>;
    userGlobals?: Record<string, unknown>;
  }) => {
    const scheme = (userGlobals ?? globals)?.scheme;
    if (scheme === shown) return;
    shown = scheme;
    api.setOptions({ theme: storybookThemeOf(scheme) });
  };
  api.on(SET_GLOBALS, follow);
  api.on(GLOBALS_UPDATED, follow);
});
