import i18next, { type ReadCallback } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { uiNamespace, type Language } from '@courier/ui';
import uiEnUrl from '@courier/ui/i18n/en.json?url';
import uiTrUrl from '@courier/ui/i18n/tr.json?url';

/** The app's own strings: `./i18n/{lang}.json` (public/i18n), loaded at run time (core spec section 7). */
export const appNamespace = 'app';
const storageKey = 'courier.language';

const cookieLanguage = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${storageKey}=`))
    ?.slice(storageKey.length + 1);

export function storedLanguage(): Language {
  try {
    // The cookie holds the same choice, for the server (initI18n): it stands in when storage was
    // cleared. The server says what it read there in the page (data-language); only a page it did
    // not send (the static demo) asks the browser for its cookies, a call that can hold the start up.
    const kept = localStorage.getItem(storageKey) ?? document.documentElement.dataset.language ?? cookieLanguage();
    return kept === 'tr' ? 'tr' : 'en';
  } catch {
    return 'en';
  }
}

/**
 * The library's strings, fetched as the app's are rather than bundled into the first page's
 * JavaScript: files of their own with a hash in the name (cached for good, as the scripts are).
 */
const uiStringFiles: Record<Language, string> = { en: uiEnUrl, tr: uiTrUrl };

/**
 * The Turkish of the sample company's texts (i18n/sample.tr.json, 488 sentences): a namespace of
 * its own, loaded with the signed-in shell (router/routes.tsx), which is where they show
 * (sampleText.ts). The sample is written in English: in English there is nothing to fetch.
 */
export const sampleNamespace = 'sample';

/** Where the backend fetches a namespace of a language: the app's in public/i18n, the library's beside the scripts. */
export const stringsPath = (language: string, namespace: string) =>
  namespace === uiNamespace
    ? uiStringFiles[language === 'tr' ? 'tr' : 'en']
    : `${import.meta.env.BASE_URL}i18n/${namespace === sampleNamespace ? 'sample.' : ''}${language}.json`;

const otherLanguage = (language: string): Language => (language === 'tr' ? 'en' : 'tr');

/**
 * The HTTP backend, with the fallback the core spec asks for (section 8): a file that fails to
 * load (the network, a 5xx) is tried twice more, 250 ms then 500 ms later; if it still fails, the
 * other language's file stands in for it. Only the chosen language is fetched: a first page waits
 * for its two files, not for the other language's as well (i18next loads a `fallbackLng` up
 * front), and both languages have every key (the strings tests), so no key needs a fallback.
 */
class StringsBackend extends HttpBackend {
  override read(language: string, namespace: string, callback: ReadCallback) {
    if (namespace === sampleNamespace && language === 'en') return callback(null, {});
    const attempt = (lng: string, tried: number, done: ReadCallback) =>
      super.read(lng, namespace, (error, data) => {
        // The backend answers a failure worth another try with `true`.
        if (error && data === true && tried < 2) setTimeout(() => attempt(lng, tried + 1, done), 250 * 2 ** tried);
        else done(error, data);
      });
    attempt(language, 0, (error, data) =>
      error ? attempt(otherLanguage(language), 0, callback) : callback(null, data),
    );
  }
}

/** The languages and namespaces, for the browser's instance and the one that draws pages at build time (prerender.tsx). */
export const stringsOptions = {
  supportedLngs: ['en', 'tr'],
  fallbackLng: false,
  ns: [appNamespace, uiNamespace],
  defaultNS: appNamespace,
  interpolation: { escapeValue: false },
} as const;

/** en is the default. */
export async function initI18n(lng: Language = storedLanguage()) {
  await i18next
    .use(StringsBackend)
    .use(initReactI18next)
    .init({
      ...stringsOptions,
      lng,
      backend: { loadPath: ([language]: string[], [namespace]: string[]) => stringsPath(language!, namespace!) },
      // The backend tries again itself (above), before the other language stands in.
      maxRetries: 0,
    });
  const follow = (language: string) => {
    document.documentElement.lang = language;
    // The server reads it to name this language's string files in the next page it sends
    // (@courier/server stringFiles.ts), so they load with the first scripts. Written when it is not
    // what the server read there: that was said in the page.
    const sent = document.documentElement.dataset.language;
    if (sent !== language) document.cookie = `${storageKey}=${language}; path=/; max-age=31536000; samesite=lax`;
    document.documentElement.dataset.language = language;
    try {
      localStorage.setItem(storageKey, language);
    } catch {
      // The choice then lasts for this visit.
    }
  };
  follow(i18next.language);
  i18next.on('languageChanged', follow);
  return i18next;
}
