import { globalStyle } from '@vanilla-extract/css';

/** The heading a page change focuses is no control: it takes focus for the keyboard's sake, with no ring drawn. */
globalStyle('[data-route-heading]:focus', { outline: 'none' });
