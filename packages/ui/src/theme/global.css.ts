import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The face text is drawn in until Inter has loaded: Arial (Liberation Sans on Linux, the same
 * metrics) scaled and spaced to Inter's measures, so nothing moves when Inter arrives. The figures
 * follow from the two fonts' metrics (Capsize's tables: Inter's average width 978 and Arial's 913
 * per 2048 units give the size; Inter's ascent 1984 and descent 494 over that size give the
 * overrides), the way font tooling computes fallbacks.
 */
globalFontFace('Inter Fallback', {
  src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans-Regular')",
  sizeAdjust: '107.12%',
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  fontFamily: vars.font.body,
  fontSize: '100%',
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textSizeAdjust: '100%',
});
globalStyle('body', { margin: 0, fontSize: vars.fontSize.md, minHeight: '100vh' });
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('a', { color: vars.color.primary.text });
globalStyle('::selection', { background: vars.color.primary.soft, color: vars.color.primary.softText });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      // Entry animations are opt-in (whenMotionOK); what is left are transitions.
      transitionDuration: '0.01ms !important',
    },
  },
});
