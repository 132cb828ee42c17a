import {
  isLayoutName,
  schemePreferences,
  themeNames,
  type LayoutName,
  type MapTiles,
  type SchemePreference,
  type ThemeName,
} from '@courier/ui';
import { createStore, readStored } from './store';
import { defaultTileUrl } from '../security/csp';

/**
 * The app config (core spec section 9): theme default, light scheme, layout classy. `layout` is
 * the layout the user chose (the settings drawer or a `layout` query parameter); null until then.
 * Kept in localStorage so the choices survive a reload.
 */
export interface AppConfig {
  theme: ThemeName;
  scheme: SchemePreference;
  layout: LayoutName | null;
}

export const appDefaultLayout: LayoutName = 'classy';

/**
 * The maps' background tiles. `VITE_MAP_TILE_URL` at build time replaces them; an empty value
 * draws the maps on a plain background. Without network the maps fall back to it by themselves.
 */
const tileUrl = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ?? defaultTileUrl;
export const mapTiles: MapTiles | null = tileUrl ? { url: tileUrl, attribution: '© OpenStreetMap contributors' } : null;
const key = 'courier.config';
const themes: readonly string[] = themeNames;
const schemes: readonly string[] = schemePreferences;
export const defaultConfig: AppConfig = { theme: 'default', scheme: 'light', layout: null };

function parse(raw: unknown): AppConfig | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { theme, scheme, layout } = raw as Record<string, unknown>;
  return {
    theme: typeof theme === 'string' && themes.includes(theme) ? (theme as ThemeName) : defaultConfig.theme,
    scheme:
      typeof scheme === 'string' && schemes.includes(scheme) ? (scheme as SchemePreference) : defaultConfig.scheme,
    layout: isLayoutName(layout) ? layout : null,
  };
}

export const configStore = createStore<AppConfig>(
  readStored(globalThis.localStorage, key, parse) ?? defaultConfig,
  (value) => {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Private windows may refuse storage; the choice then lasts for this visit.
    }
  },
);

export const updateConfig = (change: Partial<AppConfig>) => configStore.set((current) => ({ ...current, ...change }));
