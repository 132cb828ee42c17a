import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  selectors: { '&[data-unread="true"]': { background: vars.color.surfaceSelected } },
});
export const figure = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  background: vars.color.primary.soft,
  color: vars.color.primary.softText,
  flexShrink: 0,
  overflow: 'hidden',
});
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible, &[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const title = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
// Unread rows sit on the selected tint; their secondary text takes the full text colour to keep 4.5:1 there.
const unreadText = { '[data-unread="true"] &': { color: vars.color.text } };
export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  selectors: unreadText,
});
export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, selectors: unreadText });
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2xs'],
});
export const dot = style({
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.primary.base}`,
  selectors: { '[data-unread="true"] &': { background: vars.color.primary.base } },
});
