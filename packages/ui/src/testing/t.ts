/**
 * For play functions: the words a story shows, in the language it is shown in. A play finds what
 * it acts on by role and by the translated string, `t('trips.plan')`, never by the English words, so
 * that it holds with Türkçe chosen in the toolbar (the story pass plays every showcase in Turkish
 * too). The language is the document's, which the preview sets from the toolbar (or from a story's
 * own `globals`) before a story is drawn.
 */
import i18next from 'i18next';
import appsEn from '../i18n/apps.en.json';
import appsTr from '../i18n/apps.tr.json';
import { uiNamespace, uiResources, type Language } from '../i18n';

const strings = i18next.createInstance();
void strings.init({
  lng: 'en',
  fallbackLng: 'en',
  ns: [uiNamespace],
  defaultNS: uiNamespace,
  resources: {
    en: { [uiNamespace]: { ...uiResources.en, ...appsEn } },
    tr: { [uiNamespace]: { ...uiResources.tr, ...appsTr } },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The language the story is shown in. */
export const storyLanguage = (): Language => (document.documentElement.lang === 'tr' ? 'tr' : 'en');

/** A string of the library (or of the apps) in the story's language, as the component renders it. */
export const t = (key: string, options?: Record<string, unknown>): string => {
  if (!strings.exists(key, options)) throw new Error(`No string "${key}" in the library's strings`);
  return strings.t(key, { ...options, lng: storyLanguage() });
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name or text that starts with `text` (a label followed by its value, a count…). */
export const startsWith = (text: string) => new RegExp(`^${escaped(text)}`);
/** A name or text that ends with `text`. */
export const endsWith = (text: string) => new RegExp(`${escaped(text)}$`);
/** A name or text that holds `text` somewhere. */
export const holding = (text: string) => new RegExp(escaped(text));
