import { createContext, useContext, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { themeClasses } from './themes.css';
import type { Scheme, SchemePreference, ThemeName } from './palettes';
import './global.css';
import './fonts';

const darkQuery = '(prefers-color-scheme: dark)';
const allThemeClasses = Object.values(themeClasses).flatMap((classes) => Object.values(classes));

function subscribeToSystemScheme(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const systemScheme = (): Scheme =>
  typeof window !== 'undefined' && window.matchMedia?.(darkQuery).matches ? 'dark' : 'light';

/** The operating system's colour scheme, followed live while the page is open. */
export function useSystemScheme(): Scheme {
  return useSyncExternalStore(subscribeToSystemScheme, systemScheme, () => 'light');
}

export interface ThemeState {
  theme: ThemeName;
  scheme: SchemePreference;
  /** light or dark: `auto` resolved against the operating system. */
  resolvedScheme: Scheme;
  className: string;
}

const ThemeContext = createContext<ThemeState | null>(null);

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme needs a <ThemeProvider> above it.');
  return state;
}

export interface ThemeProviderProps {
  theme?: ThemeName;
  scheme?: SchemePreference;
  /**
   * Where the theme class goes. The outermost provider puts it on the document root, so that
   * overlays rendered in portals (popovers, dialogs, toasts) get the same variables as the
   * page; a provider inside another themes only its own subtree (a preview, a sample).
   */
  target?: 'document' | 'element';
  children?: ReactNode;
}

/** Applies one of the twelve theme classes; switching theme or scheme needs no reload. */
export function ThemeProvider({ theme = 'default', scheme = 'light', target, children }: ThemeProviderProps) {
  const parent = useContext(ThemeContext);
  const applyTo = target ?? (parent ? 'element' : 'document');
  const system = useSystemScheme();
  const resolvedScheme = scheme === 'auto' ? system : scheme;
  const className = themeClasses[theme][resolvedScheme];

  useLayoutEffect(() => {
    if (applyTo !== 'document') return;
    const root = document.documentElement;
    // The outermost provider owns the document's theme: a theme class already there (a page the
    // server sent drawn, in the default theme) gives way to this one.
    for (const other of allThemeClasses) if (other !== className) root.classList.remove(other);
    root.classList.add(className);
    root.style.colorScheme = resolvedScheme;
    root.dataset.theme = theme;
    root.dataset.scheme = resolvedScheme;
    return () => {
      root.classList.remove(className);
    };
  }, [className, resolvedScheme, theme, applyTo]);

  const value = useMemo(
    () => ({ theme, scheme, resolvedScheme, className }),
    [theme, scheme, resolvedScheme, className],
  );
  return (
    <ThemeContext.Provider value={value}>
      {applyTo === 'element' ? (
        <div
          className={className}
          data-theme={theme}
          data-scheme={resolvedScheme}
          style={{ colorScheme: resolvedScheme, display: 'contents' }}
        >
          {children}
        </div>
      ) : (
        children
      )}
    </ThemeContext.Provider>
  );
}
