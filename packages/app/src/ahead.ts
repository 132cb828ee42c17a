import { askAheadFor } from './router/firstPage';

/**
 * The page's first script in the server's build (vite.config.ts): it runs as soon as it is here,
 * while the page's styles and the app's code still load: it sends a returning user's first calls
 * (router/firstPage.ts) and starts Intl (below). Nothing else: it shares its few modules with the
 * app's code.
 */
askAheadFor(location);

/**
 * The first use of Intl loads the browser's locale data: some 25 ms on a laptop, 100 on a slow
 * phone. React Aria makes it (its default locale) while the app's modules are evaluated, in the one
 * long task that starts the app. Made here, it is done before the app's modules run, and they
 * find the data loaded. Once the page has painted its first frame (the company's mark), in a task
 * after it: made at once, it held that paint back. This script waits for the chunk it shares with
 * the app, which comes with the rest of the app's code, so in some loads the app's start comes
 * first and makes it itself.
 */
requestAnimationFrame(() =>
  setTimeout(() => {
    Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
    new Intl.Locale(navigator.language).maximize();
  }),
);
