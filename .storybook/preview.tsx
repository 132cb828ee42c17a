import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, useState, type PropsWithChildren } from 'react';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { I18nextProvider } from 'react-i18next';
import { action } from 'storybook/actions';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { configure } from 'storybook/test';
import {
  sweepStaleAnnouncements,
  ThemeProvider,
  toastQueue,
  UiProvider,
  vars,
  type Language,
  type SchemePreference,
  type ThemeName,
} from '@courier/ui';
import { DocsPage } from '../packages/ui/src/docs/Guidance';
import { iconsSettled } from '../packages/ui/src/icons/iconRegistry';
import { desktopModes, onMount } from '../packages/ui/src/testing/modes';
import { storybookI18n } from './i18n';
import { courierTheme, storybookThemeOf } from './theme';

// The visual tests capture a story once the icons it asked for are drawn (visual/capture.ts).
(window as unknown as { __iconsSettled: typeof iconsSettled }).__iconsSettled = iconsSettled;

const navigate = action('navigate');

// A lazily loaded map, chart or route can take over the one second `waitFor` and `findBy*` wait by
// default when the machine is busy (two browsers and a database on two cores): they wait up to five.
// A story that fails still fails; it only says so later.
configure({ asyncUtilTimeout: 5000 });

/** The language of a docs page's story that pins its own (a Turkish copy), apart from the shared one. */
const pinnedI18n = new Map<Language, typeof storybookI18n>();
const i18nIn = (locale: Language) =>
  pinnedI18n.get(locale) ?? pinnedI18n.set(locale, storybookI18n.cloneInstance({ lng: locale })).get(locale)!;

/**
 * Every story follows the toolbar's theme, scheme and language (a story may pin them in
 * `globals`). A docs page shows many stories at once: there the document keeps the toolbar's
 * theme and scheme (the docs container's provider, SchemedDocsContainer), each story is themed in
 * its own subtree only (a provider around it), a story that pins its own gets them in its own
 * frame, and a pinned language has its own i18n instance, so a Dark or Turkish copy does not turn
 * the whole page dark or Turkish.
 */
const withProviders: Decorator = (Story, context) => {
  const { theme, scheme, locale } = context.globals as { theme: ThemeName; scheme: SchemePreference; locale: Language };
  const inDocs = context.viewMode === 'docs';
  const pinned = inDocs ? ((context as { storyGlobals?: Record<string, unknown> }).storyGlobals ?? {}) : {};
  const ownLanguage = 'locale' in pinned;
  if (!ownLanguage && storybookI18n.language !== locale) void storybookI18n.changeLanguage(locale);
  if (!ownLanguage) document.documentElement.lang = locale;
  // On a docs page a story in a scheme of its own also paints its own ground.
  const ground =
    'scheme' in pinned || 'theme' in pinned
      ? { background: vars.color.background, color: vars.color.text, padding: '1rem' }
      : undefined;
  const story = (
    <I18nextProvider i18n={ownLanguage ? i18nIn(locale) : storybookI18n}>
      <UiProvider theme={theme} scheme={scheme} language={locale} navigate={(path) => navigate(path)}>
        {ground ? (
          <div style={ground}>
            <Story />
          </div>
        ) : (
          <Story />
        )}
      </UiProvider>
    </I18nextProvider>
  );
  if (!inDocs) return story;
  return (
    <ThemeProvider theme={theme} scheme={scheme} target="element">
      {story}
    </ThemeProvider>
  );
};

/**
 * The room around a story in the default layout ("padded"), drawn by the story itself. Storybook
 * pads the page only once it marks the story shown, which can come after the story has drawn: an
 * overlay open from the start (a popover, a menu, a tooltip) was placed against its trigger, then
 * the page moved under it. The page's own padding is switched off (main.ts, previewHead); this one
 * is there from the first frame, the same 1rem. Docs pages frame their stories themselves.
 */
const withRoom: Decorator = (Story, context) =>
  context.viewMode !== 'docs' && (context.parameters.layout ?? 'padded') === 'padded' ? (
    <div style={{ padding: '1rem' }}>
      <Story />
    </div>
  ) : (
    <Story />
  );

/** The toolbar's globals as the docs page's store holds them when the page opens. */
const userGlobalsOf = (context: DocsContainerProps['context']) =>
  (context as { store?: { userGlobals?: { get: () => Record<string, unknown> } } }).store?.userGlobals?.get() ?? {};

/**
 * A story shown in a frame of its own on a docs page (an overlay open from the start, `shownOpen`)
 * is a preview of its own, which the toolbar does not reach: its address carries the toolbar's
 * globals, those of the frames to come (Storybook builds their address on PREVIEW_URL) and of
 * the frames already there.
 */
function pointStoryFramesAt(globals: Record<string, unknown>) {
  const param = ['theme', 'scheme', 'locale']
    .filter((name) => typeof globals[name] === 'string')
    .map((name) => `${name}:${globals[name] as string}`)
    .join(';');
  (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL = `iframe.html?globals=${param}`;
  for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[id^="iframe--"]')) {
    const address = new URL(frame.src, window.location.href);
    if (address.searchParams.get('globals') === param) continue;
    address.searchParams.set('globals', param);
    frame.src = address.href;
  }
}

/**
 * A docs page wears the toolbar's theme and scheme: its ground, headings, props tables and code
 * blocks turn dark with the stories on it, and the document (the overlays in portals, the page's
 * own components) takes the toolbar's theme class, whatever scheme a story on the page pins. The
 * toolbar's globals are read from the page's store: a story's frame on the page says its own.
 */
function SchemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const [toolbar, setToolbar] = useState(() => {
    const globals = userGlobalsOf(context);
    pointStoryFramesAt(globals);
    return globals;
  });
  useEffect(() => {
    const follow = () => {
      const globals = { ...userGlobalsOf(context) };
      pointStoryFramesAt(globals);
      setToolbar(globals);
    };
    context.channel.on(GLOBALS_UPDATED, follow);
    return () => context.channel.off(GLOBALS_UPDATED, follow);
  }, [context]);
  const { theme, scheme } = toolbar as { theme?: ThemeName; scheme?: SchemePreference };
  return (
    <ThemeProvider theme={theme ?? 'default'} scheme={scheme ?? 'light'} target="document">
      <DocsContainer context={context} theme={storybookThemeOf(scheme)}>
        {children}
      </DocsContainer>
    </ThemeProvider>
  );
}

const preview: Preview = {
  // A story that ended while a pending button was being announced leaves an entry behind; the
  // UiProvider sweeps what points at nothing while it is mounted, and this sweeps them all between
  // stories: the next story's root numbers its ids from the start again, and an old entry could
  // point at one of its elements (an unnamed image to axe and to a screen reader).
  // The toasts are one queue for the page: a toast a story raised (a guard's "not open to your
  // role") would still stand in the corner of the next one, so each story starts with none.
  // A story drawn again in place (the toolbar's scheme or language switched) keeps both: it is the
  // same story, its toasts still up (onMount).
  beforeEach: onMount(() => {
    sweepStaleAnnouncements(document, true);
    toastQueue.clear();
  }),
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
  // The room inside the providers: a themed ground (a docs page's pinned scheme) stays the outermost.
  decorators: [withRoom, withProviders],
  parameters: {
    // An axe violation fails the story's test, not just a warning in the panel. React Aria's live
    // region (its own, outside every story) is left out: what it holds for a moment points at the
    // story's elements, which axe reads in the story itself, and the UiProvider sweeps what points
    // at nothing (primitives/shared/liveAnnouncer.ts).
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
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
    // The sidebar reads from the ground up: tokens, widgets, data, the frame (with the app's guarded
    // flows), then the product; each section A–Z after its overview (the introduction's welcome,
    // the foundations' overview), a component's stories in the order written.
    options: {
      storySort: {
        method: 'alphabetical',
        order: [
          'Introduction',
          ['Welcome', '*'],
          'Foundations',
          ['Overview', '*'],
          'Primitives',
          'Data',
          'Shell',
          'Courier',
          'Apps',
        ],
      },
    },
    // The automatic docs pages add the written guidance (usage, do and don't, accessibility).
    docs: { theme: courierTheme, container: SchemedDocsContainer, toc: true, page: DocsPage },
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
  // The story tests in Turkish: `STORY_LOCALE=tr npx vitest run --project storybook` plays every story
  // as with Türkçe chosen in the toolbar (vitest.config.ts passes the variable through).
  initialGlobals: { theme: 'default', scheme: 'light', locale: import.meta.env.STORY_LOCALE === 'tr' ? 'tr' : 'en' },
};

export default preview;
