import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The frame every form field shares: label, control, hint and error stacked. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  selectors: { '[data-disabled] > &': { color: vars.color.textDisabled } },
});
export const requiredMark = style({ color: vars.color.warn.text, marginLeft: vars.space['3xs'] });

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const error = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.warn.text,
  fontWeight: vars.fontWeight.medium,
});

/** The box of an input-like control (input, textarea, select button, combobox group, date group). */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  width: '100%',
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  transition: `border-color ${vars.motion.duration.fast}, box-shadow ${vars.motion.duration.fast}`,
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[data-focused], &[data-focus-within], &:focus-visible': {
      borderColor: vars.color.primary.base,
      boxShadow: `0 0 0 1px ${vars.color.primary.base}`,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-invalid], [data-invalid] > &': { borderColor: vars.color.warn.base },
    '&[data-disabled], [data-disabled] > &': {
      background: vars.color.surfaceSunken,
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
      borderColor: vars.color.divider,
    },
  },
});

/** A bare input inside a control box. */
export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  padding: `${vars.space.xs} 0`,
  color: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 0.8 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const adornment = style({ display: 'inline-flex', color: vars.color.textMuted, flexShrink: 0 });

/** A small button inside a control (open the list, clear, open the calendar). */
export const innerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  background: 'none',
  padding: vars.space['3xs'],
  margin: `0 calc(-1 * ${vars.space['2xs']})`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
