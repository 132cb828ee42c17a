import { style } from '@vanilla-extract/css';

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column', maxHeight: 'inherit' });
export const panel = style({ width: 'min(24rem, calc(100vw - 1rem))', maxHeight: 'min(36rem, calc(100vh - 6rem))' });
