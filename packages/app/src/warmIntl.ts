/**
 * One of the page's first scripts in the server's build (vite.config.ts). The first use of Intl
 * loads the browser's locale data: some 25 ms on a laptop, 100 on a slow phone. React Aria makes it
 * (its default locale) as the app's modules are evaluated, in the long task that starts the app.
 * Made here, it is done before the app's modules run, and they find the data loaded: this script
 * imports nothing, so it runs as soon as it is here, well before the app's code (in each of nine
 * traced loads). It may run before the page's first paint (the company's mark): waiting for that
 * paint, as it once did from ahead.ts, let the app's start come first in most loads.
 */
Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
new Intl.Locale(navigator.language).maximize();
