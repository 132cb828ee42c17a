import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Checkbox, radio and switch rows: the control and its label on one line. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' } },
});

const box = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.primary.on,
  transition: `background ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
} as const;

export const checkbox = style({
  ...box,
  borderRadius: vars.radius.sm,
  selectors: {
    [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
      background: vars.color.primary.base,
      borderColor: vars.color.primary.base,
    },
    [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.warn.base },
    [`${choice}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const radio = style({
  ...box,
  borderRadius: '50%',
  selectors: {
    [`${choice}[data-selected] &`]: { borderColor: vars.color.primary.base, borderWidth: '0.35rem' },
    [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${choice}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.neutral[400],
  transition: `background ${vars.motion.duration.fast}`,
  selectors: {
    [`${choice}[data-selected] &`]: { background: vars.color.primary.base },
    [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${choice}[data-disabled] &`]: { opacity: 0.5 },
  },
});
export const thumb = style({
  position: 'absolute',
  top: '0.125rem',
  left: '0.125rem',
  width: '1rem',
  height: '1rem',
  borderRadius: '50%',
  background: '#ffffff',
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { [`${choice}[data-selected] &`]: { transform: 'translateX(1rem)' } },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const groupRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });
