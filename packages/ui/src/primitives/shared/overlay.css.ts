import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { whenMotionOK } from '../../theme/motion';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

/** The floating surface of popovers, menus and list boxes. */
export const popover = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xl,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  overflow: 'auto',
  maxHeight: 'var(--courier-popover-max-height, 24rem)',
  ...whenMotionOK({
    selectors: {
      '&[data-entering]': { animation: `${popIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
    },
  }),
});

export const listBox = style({ outline: 'none', padding: vars.space['2xs'], minWidth: 'var(--trigger-width)' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': {
      background: vars.color.surfaceSelected,
      color: vars.color.primary.text,
      fontWeight: vars.fontWeight.medium,
    },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-danger]': { color: vars.color.warn.text },
  },
});
export const optionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });
export const optionDescription = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  // Muted grey on the selected tint falls under 4.5:1 in dark; the tint's own text colour does not.
  selectors: { [`${option}[data-selected] &`]: { color: vars.color.primary.text } },
});
export const check = style({ marginLeft: 'auto', color: vars.color.primary.text });
export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space['2xs']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const separator = style({
  height: 1,
  background: vars.color.divider,
  margin: `${vars.space['2xs']} 0`,
  border: 'none',
});
export const emptyState = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
