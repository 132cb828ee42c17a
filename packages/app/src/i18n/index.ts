import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { uiNamespace, uiResources, type Language } from '@courier/ui';

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
 * en is the default and the fallback. A file that fails to load is tried twice more (the
 * backend flags network and 5xx failures for retry), then the other language's strings stand in
 * (core spec section 8). The library's own strings are bundled with it and always present.
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
      partialBundledLanguages: true,
      resources: { en: { [uiNamespace]: uiResources.en }, tr: { [uiNamespace]: uiResources.tr } },
      backend: { loadPath: `${import.meta.env.BASE_URL}i18n/{{lng}}.json` },
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
