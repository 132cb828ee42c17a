import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { uiNamespace, type Language } from '@courier/ui';
import uiEnUrl from '@courier/ui/i18n/en.json?url';
import uiTrUrl from '@courier/ui/i18n/tr.json?url';

/** The app's own strings: `./i18n/{lang}.json` (public/i18n), loaded at run time (core spec section 7). */
export const appNamespace = 'app';
const storageKey = 'courier.language';

export function storedLanguage(): Language {
  try {
    return localStorage.getItem(storageKey) === 'tr' ? 'tr' : 'en';
  } catch {
    return 'en';
  }
}

/**
 * The library's strings, fetched as the app's are rather than bundled into the first page's
 * JavaScript: files of their own with a hash in the name (cached for good, as the scripts are).
 */
const uiStringFiles: Record<Language, string> = { en: uiEnUrl, tr: uiTrUrl };

/** Where the backend fetches a namespace of a language: the app's in public/i18n, the library's beside the scripts. */
export const stringsPath = (language: string, namespace: string) =>
  namespace === uiNamespace ? uiStringFiles[language === 'tr' ? 'tr' : 'en'] : `${import.meta.env.BASE_URL}i18n/${language}.json`;

/**
 * en is the default and the fallback. A file that fails to load is tried twice more (the
 * backend flags network and 5xx failures for retry), then the other language's strings stand in
 * (core spec section 8); this holds for the library's strings as for the app's.
 */
export async function initI18n(lng: Language = storedLanguage()) {
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: ['en', 'tr'],
      fallbackLng: { tr: ['en'], en: ['tr'], default: ['en'] },
      ns: [appNamespace, uiNamespace],
      defaultNS: appNamespace,
      backend: { loadPath: ([language]: string[], [namespace]: string[]) => stringsPath(language!, namespace!) },
      maxRetries: 2,
      retryTimeout: 250,
      interpolation: { escapeValue: false },
    });
  const follow = (language: string) => {
    document.documentElement.lang = language;
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
