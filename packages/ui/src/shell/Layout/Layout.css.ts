import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stickyTop } from '../../theme/sticky.css';
import { topBarIcon } from '../shell.css';
import { topBarColours } from './layouts';

/** A top bar's colours, from the table whose contrast layouts.test.ts checks in every theme. */
const barColours = (tone: keyof typeof topBarColours) => {
  const token = (path: string) =>
    path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], vars.color) as string;
  const { background, icon, text } = topBarColours[tone];
  return { vars: { [topBarIcon]: token(icon) }, background: token(background), color: token(text) };
};

export const root = style({
  // The top bar stays in view: a table's header row sticks under it.
  vars: { [stickyTop]: vars.size.topBar },
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});
export const skip = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-3rem',
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.primary.base,
  color: vars.color.primary.on,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.md } },
});
export const sidebar = style({
  position: 'sticky',
  top: 0,
  height: '100vh',
  flexShrink: 0,
  zIndex: vars.zIndex.nav,
  boxShadow: vars.shadow.md,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});
export const sidebarWidth = styleVariants({
  default: { width: vars.size.navWidth },
  futuristic: { width: vars.size.navWidth },
  compact: { width: vars.size.navCompactWidth },
  thin: { width: '4rem' },
  dense: { width: '4.5rem' },
});
export const main = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });
export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  minHeight: vars.size.topBar,
  padding: `0 ${vars.space.md}`,
  ...barColours('light'),
  borderBottom: `1px solid ${vars.color.divider}`,
  boxShadow: vars.shadow.sm,
});
/** A dark top bar (enterprise). */
export const topBarDark = style({ ...barColours('dark'), borderBottomColor: vars.color.nav.border });
export const spacer = style({ flex: 1 });
export const navRow = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '3.25rem',
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.divider}`,
});
export const content = style({ flex: 1, padding: vars.space.xl, minWidth: 0, outline: 'none' });
export const boxed = style({ width: '100%', maxWidth: '80rem', marginLeft: 'auto', marginRight: 'auto' });
export const materialCard = style({
  background: vars.color.surface,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  margin: `${vars.space.lg} auto`,
  // Clipped to its corners without becoming a scroll box, so a table's header row sticks to the page.
  overflow: 'clip',
  width: 'calc(100% - 2rem)',
  maxWidth: '80rem',
});
export const footer = style({
  marginTop: 'auto',
  display: 'flex',
  alignItems: 'center',
  minHeight: '3rem',
  padding: `0 ${vars.space.xl}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.divider}`,
  background: vars.color.surface,
});
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: 'inherit',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});
export const logoMark = style({ color: vars.color.primary.base, flexShrink: 0 });
/** The company's logo beside its name: as tall as the mark it stands for, never wider than a short name. */
export const logoImage = style({
  height: '28px',
  width: 'auto',
  maxWidth: '7.5rem',
  objectFit: 'contain',
  flexShrink: 0,
});
/** Alone on a narrow rail: kept to the mark's square. */
export const logoImageMarkOnly = style({ width: '32px', height: '32px', objectFit: 'contain', flexShrink: 0 });
export const emptyRoot = style({ minHeight: '100vh', background: vars.color.background, color: vars.color.text });
/**
 * A secure page in the empty layout: the content's padding, and a gutter on its start side where
 * the floating menu button stands, so the button covers no link at any scroll position.
 */
export const emptyPadded = style({
  padding: vars.space.lg,
  paddingInlineStart: `calc(${vars.space['3xl']} + 2 * ${vars.space.md})`,
  outline: 'none',
});
/** The empty layout's way out: the menu button, floating in the bottom corner above the page. */
export const escape = style({
  position: 'fixed',
  insetInlineStart: vars.space.md,
  insetBlockEnd: vars.space.md,
  zIndex: vars.zIndex.sticky,
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.lg,
});
globalStyle(`${escape} button`, {
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary.base,
  color: vars.color.primary.on,
});
globalStyle(`${escape} button:hover`, { background: vars.color.primary.hover });
/** The top-bar tools at the foot of the mobile navigation drawer. */
export const drawerTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.nav.border}`,
  color: vars.color.nav.text,
});
globalStyle(`${drawerTools} button`, { color: vars.color.nav.text });
export const inlineNav = style({ flex: '1 1 auto', minWidth: 0, marginLeft: vars.space.lg });
