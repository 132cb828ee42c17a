import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/breakpoints';

export const page = style({ display: 'flex', minHeight: '100vh', background: vars.color.background });
export const formSide = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 1,
  padding: vars.space.lg,
  background: vars.color.surface,
  '@media': { [`screen and (min-width: ${breakpoints.md}px)`]: { flex: '0 0 36rem', boxShadow: vars.shadow.lg } },
});
export const card = style({
  width: '100%',
  maxWidth: '24rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const title = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});
export const lead = style({ color: vars.color.textMuted, margin: 0 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const alert = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warn.soft,
  color: vars.color.warn.softText,
  fontWeight: vars.fontWeight.medium,
});
export const success = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.success.soft,
  color: vars.color.success.softText,
  fontWeight: vars.fontWeight.medium,
});
export const art = style({
  display: 'none',
  flex: 1,
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['3xl'],
  background: `linear-gradient(135deg, ${vars.color.nav.background}, color-mix(in srgb, ${vars.color.primary.base} 55%, ${vars.color.nav.background}))`,
  color: vars.color.nav.text,
  '@media': { [`screen and (min-width: ${breakpoints.md}px)`]: { display: 'flex' } },
});
export const artText = style({
  maxWidth: '28rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontSize: vars.fontSize.xl,
});
export const artTitle = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});
export const countdown = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });
export const demo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.divider}`,
});
export const demoTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, margin: 0 });
export const demoList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const demoAccount = style({
  display: 'grid',
  gridTemplateColumns: '7rem 1fr',
  columnGap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const demoRole = style({
  gridRow: 'span 2',
  alignSelf: 'center',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary.text,
});
export const demoEmail = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
