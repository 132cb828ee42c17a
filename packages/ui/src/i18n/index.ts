import { useTranslation } from 'react-i18next';
import en from './en.json';
import tr from './tr.json';

/** The i18next namespace of @courier/ui's own strings. */
export const uiNamespace = 'ui';
export const languages = ['en', 'tr'] as const;
export type Language = (typeof languages)[number];

/** Add these to the app's i18next instance: `i18n.addResourceBundle(lang, uiNamespace, uiResources[lang])`. */
export const uiResources: Record<Language, typeof en> = { en, tr };

export const useUiTranslation = () => useTranslation(uiNamespace);
