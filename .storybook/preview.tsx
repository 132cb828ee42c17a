import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { I18nextProvider } from 'react-i18next';
import { action } from 'storybook/actions';
import { configure } from 'storybook/test';
import { sweepStaleAnnouncements, UiProvider, type Language, type SchemePreference, type ThemeName } from '@courier/ui';
import { desktopModes } from '../packages/ui/src/testing/modes';
import { storybookI18n } from './i18n';
import { courierTheme } from './theme';

const navigate = action('navigate');

// A lazily loaded map, chart or route can take over the one second `waitFor` and `findBy*` wait by
// default when the machine is busy (two browsers and a database on two cores): they wait up to five.
// A story that fails still fails; it only says so later.
configure({ asyncUtilTimeout: 5000 });

/** Every story follows the toolbar's theme, scheme and language (a story may pin them in `globals`). */
const withProviders: Decorator = (Story, context) => {
  const { theme, scheme, locale } = context.globals as { theme: ThemeName; scheme: SchemePreference; locale: Language };
  if (storybookI18n.language !== locale) void storybookI18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  return (
    <I18nextProvider i18n={storybookI18n}>
      <UiProvider theme={theme} scheme={scheme} language={locale} navigate={(path) => navigate(path)}>
        <Story />
      </UiProvider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  // A story that ended while a pending button was being announced leaves an entry pointing at
  // nothing; the UiProvider sweeps while it is mounted, and this sweeps between stories.
  beforeEach: () => sweepStaleAnnouncements(),
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      // Only api calls are the mock server's business; Vite's module requests pass through.
      await worker.start({
        quiet: true,
        onUnhandledRequest: (request, print) => {
          if (new URL(request.url).pathname.startsWith('/api/')) print.error();
        },
      });
      return worker;
    }),
  ],
  decorators: [withProviders],
  parameters: {
    // An axe violation fails the story's test, not just a warning in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
    // The widths the toolbar offers, the phone the same 390 px the phone mode captures at: a phone
    // story (`globals: { viewport: { value: 'phone' } }`) opens at that width in the UI and in its test.
    viewport: {
      options: {
        phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (834 × 1112)', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // The sidebar reads from the ground up: tokens, widgets, data, the frame, then the product.
    options: { storySort: { order: ['Introduction', 'Foundations', 'Primitives', 'Data', 'Shell', 'Courier', 'Apps', 'App'] } },
    docs: { theme: courierTheme, toc: true },
    // Chromatic captures every story light and dark, after its play function, with motion reduced
    // (the library honours the setting) and any animation left at its end.
    chromatic: { modes: desktopModes, prefersReducedMotion: 'reduce', pauseAnimationAtEnd: true },
  },
  globalTypes: {
    theme: {
      description: 'Colour palette',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: ['default', 'brand', 'teal', 'rose', 'purple', 'amber'],
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Colour scheme',
      toolbar: { title: 'Scheme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'tr', title: 'Türkçe' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default', scheme: 'light', locale: 'en' },
};

export default preview;
