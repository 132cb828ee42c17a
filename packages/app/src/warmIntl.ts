/**
 * One of the page's first scripts in the server's build (vite.config.ts). The first use of Intl
 * loads the browser's locale data: some 25 ms on a laptop, 100 on a slow phone. React Aria makes it
 * (its default locale) as the app's modules are evaluated, in the long task that starts the app.
 * Made here, it is done before the app's modules run, and they find the data loaded: this script
 * imports nothing, so it runs as soon as it is here, well before the app's code, mostly while the
 * page's styles still load (so the company's mark is not held back by it). Waiting for the first
 * paint instead let the app's start come first in most loads.
 */
Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
new Intl.Locale(navigator.language).maximize();
