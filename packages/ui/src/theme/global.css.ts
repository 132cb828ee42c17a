import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

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
