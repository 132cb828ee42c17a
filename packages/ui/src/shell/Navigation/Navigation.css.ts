import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  background: vars.color.nav.background,
  color: vars.color.nav.text,
});
export const futuristic = style({
  background: `linear-gradient(180deg, ${vars.color.nav.background} 0%, color-mix(in srgb, ${vars.color.primary.base} 35%, ${vars.color.nav.background}) 100%)`,
});
export const scroll = style({ flex: 1, overflowY: 'auto', padding: `${vars.space.sm} ${vars.space.sm}` });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
});
export const nested = style({ paddingLeft: vars.space.lg });
export const groupTitle = style({
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.nav.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});
export const divider = style({
  height: 1,
  margin: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.nav.border,
  border: 'none',
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.nav.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  textAlign: 'left',
  outline: 'none',
  selectors: {
    '&:hover, &[data-hovered]': { background: vars.color.nav.hover },
    '&[aria-current="page"]': { background: vars.color.nav.active, color: vars.color.nav.activeText },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `2px solid ${vars.color.primary.base}`,
      outlineOffset: '-2px',
    },
  },
});
export const itemIcon = style({
  flexShrink: 0,
  opacity: 0.85,
  selectors: { [`${item}[aria-current="page"] &`]: { opacity: 1, color: vars.color.primary.base } },
});
export const title = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const chevron = style({
  transition: `transform ${vars.motion.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});
export const badge = style({ marginLeft: 'auto' });

/** Compact and thin: icons, with the title under it (compact) or in a tooltip (thin). */
export const iconOnly = styleVariants({
  compact: {
    flexDirection: 'column',
    justifyContent: 'center',
    gap: vars.space['2xs'],
    minHeight: '4.25rem',
    padding: vars.space.xs,
    fontSize: vars.fontSize.xs,
    textAlign: 'center',
  },
  thin: { justifyContent: 'center', padding: 0, minHeight: '3rem' },
});
export const compactTitle = style({ whiteSpace: 'normal', lineHeight: vars.lineHeight.tight });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.topBar,
  padding: `0 ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.nav.border}`,
});
export const userCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.lg} ${vars.space.md}`,
  textAlign: 'center',
  borderBottom: `1px solid ${vars.color.nav.border}`,
});
export const userName = style({ fontWeight: vars.fontWeight.semibold });
export const userEmail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.nav.textMuted,
  overflowWrap: 'anywhere',
});

export const horizontal = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowX: 'auto',
});
export const horizontalItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.size.control,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &[data-hovered]': { background: vars.color.surfaceHover },
    '&[aria-current="page"], &[data-active="true"]': {
      background: vars.color.primary.soft,
      color: vars.color.primary.softText,
    },
    '&:focus-visible, &[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
