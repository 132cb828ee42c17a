import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/breakpoints';

export const body = style({ display: 'flex', height: '100%', minHeight: 0 });
export const rail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRight: `1px solid ${vars.color.divider}`,
  overflowY: 'auto',
  listStyle: 'none',
  margin: 0,
  background: vars.color.surfaceSunken,
});
export const railButton = style({
  position: 'relative',
  border: 'none',
  background: 'none',
  padding: vars.space['2xs'],
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected="true"]': { boxShadow: `0 0 0 2px ${vars.color.primary.base}` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const unread = style({ position: 'absolute', top: -2, right: -2 });
export const conversation = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });
export const who = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.divider}`,
  fontWeight: vars.fontWeight.semibold,
});
export const messages = style({
  flex: 1,
  overflowY: 'auto',
  // The conversation keeps the reader's place itself when earlier messages come in above
  // (Conversation.tsx); the browser's own scroll anchoring would move it a second time.
  overflowAnchor: 'none',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const earlier = style({ alignSelf: 'center', flexShrink: 0 });
export const day = style({
  alignSelf: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  padding: `${vars.space.xs} 0`,
  fontWeight: vars.fontWeight.medium,
});
export const bubble = style({
  maxWidth: '80%',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  alignSelf: 'flex-start',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-mine="true"]': { alignSelf: 'flex-end', background: vars.color.primary.base, color: vars.color.primary.on },
  },
});
export const time = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  opacity: 0.8,
  marginTop: vars.space['3xs'],
  textAlign: 'right',
});
/** "Seen" under one's last message the colleague has read. */
export const seen = style({ display: 'block', fontSize: vars.fontSize.xs, textAlign: 'right' });
export const compose = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.divider}`,
});
export const composeField = style({ flex: 1 });
export const placeholder = style({ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' });
/** 24rem on small screens (core spec), a little wider on larger ones. */
export const width = style({
  width: 'min(24rem, 100vw)',
  '@media': { [`screen and (min-width: ${breakpoints.md}px)`]: { width: '28rem' } },
});
