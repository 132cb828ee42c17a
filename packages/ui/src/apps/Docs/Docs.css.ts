import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The contents beside the page when the view is wide enough, above it when not. */
export const root = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  containerType: 'inline-size',
  '@container': { '(min-width: 720px)': { gridTemplateColumns: '14rem minmax(0, 1fr)' } },
});
export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const navSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'] });
export const navTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
});
export const navLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary.soft,
      color: vars.color.primary.softText,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});
export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '46rem',
  minWidth: 0,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.25,
});
export const lead = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const paragraph = style({ margin: 0 });
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
});
export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});
export const linkItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  padding: vars.space.md,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const release = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.divider}`,
});
export const releaseHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });
export const changes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const change = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'baseline',
});
