import { create } from 'storybook/theming';
import { scales } from '../packages/ui/src/theme/palettes';

/**
 * The Storybook around the stories wears the product's colours (the default palette: indigo on
 * slate) and its typeface, in the manager and in the docs pages alike.
 */
export const courierTheme = create({
  base: 'light',
  brandTitle: 'Courier back office · design system',
  brandUrl: './?path=/docs/introduction--docs',
  brandTarget: '_self',
  colorPrimary: scales.indigo[600],
  colorSecondary: scales.indigo[600],
  appBg: scales.slate[50],
  appContentBg: '#ffffff',
  appPreviewBg: '#ffffff',
  appBorderColor: scales.slate[200],
  appBorderRadius: 8,
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
  inputBorderRadius: 6,
  fontBase: '"Inter Variable", Inter, ui-sans-serif, system-ui, sans-serif',
  fontCode: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
});
