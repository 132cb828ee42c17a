import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '64rem',
  containerType: 'inline-size',
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const lead = style({
  margin: `${vars.space['2xs']} 0 0`,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${crumbs} > li:not(:last-child)::after`, {
  content: '"/"',
  marginLeft: vars.space.xs,
  color: vars.color.textMuted,
});
export const search = style({ maxWidth: '32rem' });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const subheading = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  background: vars.color.surface,
  color: vars.color.primary.base,
  textDecoration: 'none',
  selectors: { '&[data-hovered]': { borderColor: vars.color.primary.base } },
});
export const cardTitle = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  alignItems: 'start',
});
export const faqs = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const faq = style({ selectors: { '& + &': { borderTop: `1px solid ${vars.color.divider}` } } });
export const faqHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });
export const faqButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.md} ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  outline: 'none',
  borderRadius: vars.radius.lg,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});
export const chevron = style({
  flex: 'none',
  transition: 'transform 150ms',
  selectors: { '[data-expanded] &': { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const faqPanel = style({
  padding: `0 ${vars.space.md} ${vars.space.md} calc(${vars.space.md} + 18px + ${vars.space.sm})`,
});
export const answer = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const guides = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const guide = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const guideIcon = style({ flex: 'none', marginTop: 2, color: vars.color.textMuted });
export const guideText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });
/** The categories beside the questions when there is room, above them when not. */
export const sided = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@container': { '(min-width: 640px)': { gridTemplateColumns: '12rem minmax(0, 1fr)' } },
});
export const side = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
});
export const sideLink = style({
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
/** A guide's body: readable measure, spaced blocks. */
export const article = style({
  maxWidth: '44rem',
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
});
globalStyle(`${article} > :first-child`, { marginTop: 0 });
globalStyle(`${article} :is(p, ol, ul, blockquote, pre, table)`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${article} :is(h2, h3, h4)`, { margin: `${vars.space.lg} 0 ${vars.space.sm}`, lineHeight: 1.3 });
globalStyle(`${article} li + li`, { marginTop: vars.space['2xs'] });
