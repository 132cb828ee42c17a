import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeTokens } from './tokens';
import { themeNames, type Scheme, type ThemeName } from './palettes';

/** Twelve theme classes: each palette in light and dark, all over the one contract. */
export const themeClasses = Object.fromEntries(
  themeNames.map((name) => [
    name,
    {
      light: createTheme(vars, themeTokens(name, 'light'), `${name}-light`),
      dark: createTheme(vars, themeTokens(name, 'dark'), `${name}-dark`),
    },
  ]),
) as Record<ThemeName, Record<Scheme, string>>;
