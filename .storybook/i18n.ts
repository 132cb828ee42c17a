import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiNamespace, uiResources } from '@courier/ui';
import appsEn from '../packages/ui/src/i18n/apps.en.json';
import appsTr from '../packages/ui/src/i18n/apps.tr.json';

/** The i18next instance of Storybook: the library's strings in en and tr (the apps' too), switched by the toolbar. */
export const storybookI18n = i18next.createInstance();
void storybookI18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'tr'],
  ns: [uiNamespace],
  defaultNS: uiNamespace,
  resources: {
    en: { [uiNamespace]: { ...uiResources.en, ...appsEn } },
    tr: { [uiNamespace]: { ...uiResources.tr, ...appsTr } },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});
