import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A route's stops: numbered in order, with their times; in the form, rows that move by drag and drop.
export const stops = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const stop = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const position = style({
  alignSelf: 'center',
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: '999px',
  background: vars.color.primary.soft,
  color: vars.color.primary.softText,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  flexShrink: 0,
});
export const stopName = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const time = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0`,
});
export const editorRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop-target]': { borderColor: vars.color.primary.base, background: vars.color.primary.soft },
  },
});
export const editorFields = style({
  flex: 1,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  minWidth: 0,
});
