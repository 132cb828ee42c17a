/**
 * The server's build's first script (vite.config.ts): a classic script, named first in the page's
 * head, that blocks the parser. The first use of Intl loads the browser's locale data: some 25 ms
 * on a laptop, 100 on a slow phone. React Aria makes it (its default locale) as the app's modules
 * are evaluated, in the long task that starts the app. Made here, it is always done before the
 * page's first paint (the company's mark), while the page's styles load, which that paint waits
 * for anyway; the app's modules find the data loaded. Plain JavaScript: it is copied into the
 * build as it is, without its comments, and may import or export nothing.
 */
Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
new Intl.Locale(navigator.language).maximize();
