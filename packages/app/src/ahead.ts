import { askAheadFor } from './router/firstPage';

/**
 * One of the page's first scripts in the server's build (vite.config.ts): it runs as soon as it is
 * here, while the page's styles and the app's code still load, and sends a returning user's first
 * calls (router/firstPage.ts). Nothing else: it shares its few modules with the app's code.
 */
askAheadFor(location);
