import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiNamespace, uiResources } from '@courier/ui';

/** The i18next instance of Storybook: the library's strings in en and tr, switched by the toolbar. */
export const storybookI18n = i18next.createInstance();
void storybookI18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'tr'],
  ns: [uiNamespace],
  defaultNS: uiNamespace,
  resources: { en: { [uiNamespace]: uiResources.en }, tr: { [uiNamespace]: uiResources.tr } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
