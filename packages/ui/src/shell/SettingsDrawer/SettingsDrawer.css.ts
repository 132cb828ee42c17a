import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, padding: vars.space.xl });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
});
export const heading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  gap: vars.space.sm,
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  outline: 'none',
  selectors: {
    '&[data-selected]': {
      borderColor: vars.color.primary.base,
      boxShadow: `0 0 0 1px ${vars.color.primary.base}`,
      color: vars.color.primary.text,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
  },
});
export const swatch = style({ width: '1rem', height: '1rem', borderRadius: '50%', flexShrink: 0 });
export const layoutOption = style({ flexDirection: 'column', alignItems: 'stretch' });
export const preview = style({
  display: 'flex',
  height: '3rem',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  border: `1px solid ${vars.color.divider}`,
  background: vars.color.background,
});
export const previewNav = style({ background: vars.color.nav.background });
export const previewTop = style({
  height: '0.6rem',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.divider}`,
});
