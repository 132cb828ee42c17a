import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useStaleAnnouncementSweep } from './primitives/shared/liveAnnouncer';
import { ThemeProvider } from './theme/ThemeProvider';
import type { SchemePreference, ThemeName } from './theme/palettes';
import type { Language } from './i18n';

/**
 * The Intl locale of each language (flags: us and tr). English is written as a company in Türkiye
 * writes it: the 24-hour clock and the day before the month (en-GB), one format on every view.
 */
export const localeOf: Record<Language, string> = { en: 'en-GB', tr: 'tr-TR' };

export interface UiProviderProps {
  theme?: ThemeName;
  scheme?: SchemePreference;
  /** The active language; dates, numbers and calendars follow it. */
  language?: Language;
  /**
   * How in-app links navigate: the app passes its router's navigate and useHref, so that the
   * library's links, menu items and tabs route without the library knowing the router.
   */
  navigate?: (path: string) => void;
  useHref?: (href: string) => string;
  children: ReactNode;
}

export function UiProvider({ theme, scheme, language = 'en', navigate, useHref, children }: UiProviderProps) {
  useStaleAnnouncementSweep();
  const content = (
    <I18nProvider locale={localeOf[language]}>
      <ThemeProvider theme={theme} scheme={scheme}>
        {children}
      </ThemeProvider>
    </I18nProvider>
  );
  return navigate ? (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {content}
    </RouterProvider>
  ) : (
    content
  );
}
