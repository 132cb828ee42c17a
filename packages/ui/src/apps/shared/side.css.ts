import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The side list of an app's views (the mailbox's folders, the notes' views and labels): links, the current one marked. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
});
export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      background: vars.color.primary.soft,
      color: vars.color.primary.softText,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
export const text = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const title = style({
  margin: `${vars.space.md} 0 0`,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
/** A button under the list (edit the labels), at its start. */
export const action = style({ alignSelf: 'flex-start' });
