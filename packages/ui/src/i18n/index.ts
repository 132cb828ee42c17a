import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import en from './en.json';
import tr from './tr.json';
import type appsEn from './apps.en.json';

/** The i18next namespace of @courier/ui's own strings. */
export const uiNamespace = 'ui';
export const languages = ['en', 'tr'] as const;
export type Language = (typeof languages)[number];

/**
 * The strings of the shell, the courier modules and the forms, bundled with the library: add
 * them to the app's i18next instance, `i18n.addResourceBundle(lang, uiNamespace, uiResources[lang])`.
 */
export const uiResources: Record<Language, typeof en> = { en, tr };

/**
 * The sample areas' apps (tasks, contacts, chat, dashboards…) keep their strings apart, so that
 * pages without them (sign-in first) do not carry them: fetched once, both languages (the
 * language may change while an app is open), and merged into the same namespace.
 */
export async function loadAppsStrings(): Promise<Record<Language, typeof appsEn>> {
  const [appsEnStrings, appsTrStrings] = await Promise.all([import('./apps.en.json'), import('./apps.tr.json')]);
  return { en: appsEnStrings.default, tr: appsTrStrings.default };
}

const added = new WeakMap<i18n, Promise<void>>();
/** Adds the apps' strings to an i18next instance, once. */
export function addAppsStrings(instance: i18n): Promise<void> {
  let adding = added.get(instance);
  if (!adding) {
    adding = loadAppsStrings().then((strings) => {
      for (const lang of languages) instance.addResourceBundle(lang, uiNamespace, strings[lang], true, false);
    });
    // A failed fetch is tried again by the next app that opens.
    adding.catch(() => added.delete(instance));
    added.set(instance, adding);
  }
  return adding;
}

export const useUiTranslation = () => useTranslation(uiNamespace);
