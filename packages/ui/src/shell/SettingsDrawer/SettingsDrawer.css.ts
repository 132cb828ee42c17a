import { style, styleVariants } from '@vanilla-extract/css';
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
  position: 'relative',
  display: 'flex',
  height: '3.25rem',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  border: `1px solid ${vars.color.divider}`,
  background: vars.color.background,
});

// The layout's miniature (LayoutPreview): its parts in the theme's own colours, so that it follows
// the theme and the scheme as the layout itself does.
const ink = `color-mix(in srgb, ${vars.color.textMuted} 45%, transparent)`;
const navInk = `color-mix(in srgb, ${vars.color.nav.text} 55%, transparent)`;
export const sketchNav = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3px',
  padding: '4px 3px',
  flexShrink: 0,
  background: vars.color.nav.background,
});
export const sketchNavWidth = styleVariants({
  default: { width: '30%' },
  futuristic: { width: '30%' },
  compact: { width: '19%' },
  dense: { width: '13%' },
  thin: { width: '9%' },
});
export const sketchNavGlow = style({
  background: `linear-gradient(180deg, ${vars.color.nav.background} 0%, color-mix(in srgb, ${vars.color.primary.base} 45%, ${vars.color.nav.background}) 100%)`,
});
export const sketchUser = style({
  width: '9px',
  height: '9px',
  marginBottom: '2px',
  borderRadius: '50%',
  background: vars.color.primary.base,
  boxShadow: `0 0 0 1px ${vars.color.nav.text}`,
});
export const sketchLine = style({ alignSelf: 'stretch', height: '3px', borderRadius: '2px', background: navInk });
export const sketchIcon = style({ width: '5px', height: '5px', borderRadius: '1px', background: navInk });
export const sketchStack = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '1px',
  alignSelf: 'stretch',
  padding: '0 2px',
});
export const sketchMain = style({ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 });
export const sketchBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: '2px',
  height: '0.6rem',
  padding: '0 3px',
  flexShrink: 0,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.divider}`,
});
export const sketchBarDark = style({ background: vars.color.nav.background, borderBottomColor: vars.color.nav.border });
export const sketchSpacer = style({ flex: 1 });
export const sketchTool = style({ width: '3px', height: '3px', borderRadius: '50%', background: ink });
/** The horizontal layouts' menu, in a row of its own under the bar. */
export const sketchMenuRow = style([sketchBar, { height: '0.45rem', padding: '0 4px' }]);
export const sketchMenu = style({
  width: '45%',
  height: '2px',
  borderRadius: '1px',
  background: `repeating-linear-gradient(90deg, ${vars.color.primary.base} 0 6px, transparent 6px 9px)`,
});
export const sketchContent = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: '3px',
  padding: '4px',
  minHeight: 0,
});
export const sketchBoxed = style({ width: '62%', alignSelf: 'center' });
export const sketchCard = style({
  margin: '3px 5px',
  borderRadius: '3px',
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});
export const sketchBlock = style({
  height: '5px',
  borderRadius: '2px',
  background: ink,
  selectors: { '& + &': { width: '60%' } },
});
export const sketchFab = style({
  position: 'absolute',
  right: '4px',
  bottom: '4px',
  width: '7px',
  height: '7px',
  borderRadius: '50%',
  background: vars.color.primary.base,
});
