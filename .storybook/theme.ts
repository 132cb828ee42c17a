import { create } from 'storybook/theming';
import { scales } from '../packages/ui/src/theme/palettes';

const brand = {
  brandTitle: 'Courier back office · design system',
  brandUrl: './?path=/docs/introduction--docs',
  brandTarget: '_self',
  appBorderRadius: 8,
  inputBorderRadius: 6,
  fontBase: '"Inter Variable", Inter, ui-sans-serif, system-ui, sans-serif',
  fontCode: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/**
 * The Storybook around the stories wears the product's colours (the default palette: indigo on
 * slate) and its typeface, in the manager and in the docs pages alike, in the scheme the toolbar
 * chose (manager.ts and preview.tsx switch between the two).
 */
export const courierTheme = create({
  ...brand,
  base: 'light',
  colorPrimary: scales.indigo[600],
  colorSecondary: scales.indigo[600],
  appBg: scales.slate[50],
  appContentBg: '#ffffff',
  appPreviewBg: '#ffffff',
  appBorderColor: scales.slate[200],
  textColor: scales.slate[800],
  textMutedColor: scales.slate[600],
  textInverseColor: '#ffffff',
  barBg: '#ffffff',
  barTextColor: scales.slate[600],
  barSelectedColor: scales.indigo[600],
  barHoverColor: scales.indigo[700],
  inputBg: '#ffffff',
  inputBorder: scales.slate[300],
  inputTextColor: scales.slate[800],
});

/** The same in the dark scheme: the grounds and texts of the library's dark tokens (theme/tokens.ts). */
export const courierDarkTheme = create({
  ...brand,
  base: 'dark',
  colorPrimary: scales.indigo[400],
  colorSecondary: scales.indigo[400],
  appBg: '#111a2e',
  appContentBg: scales.slate[900],
  appPreviewBg: scales.slate[900],
  appBorderColor: scales.slate[700],
  textColor: scales.slate[100],
  textMutedColor: scales.slate[400],
  textInverseColor: scales.slate[900],
  barBg: scales.slate[800],
  barTextColor: scales.slate[400],
  barSelectedColor: scales.indigo[300],
  barHoverColor: scales.indigo[200],
  inputBg: scales.slate[800],
  inputBorder: scales.slate[600],
  inputTextColor: scales.slate[100],
});

/** The Storybook theme of a scheme the toolbar offers. */
export const storybookThemeOf = (scheme: unknown) => (scheme === 'dark' ? courierDarkTheme : courierTheme);
