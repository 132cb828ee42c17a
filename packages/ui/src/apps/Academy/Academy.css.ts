import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  containerType: 'inline-size',
});
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  background: vars.color.surface,
  minWidth: 0,
});
export const cardTop = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const completed = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3xs'],
  marginLeft: 'auto',
  fontSize: vars.fontSize.xs,
  color: vars.color.success.text,
});
export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
/** The button sits at the card's foot, whatever the length of the text above it. */
export const cardAction = style({ marginTop: 'auto', alignSelf: 'flex-start' });
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.sm,
});
/** The steps beside the text when there is room; above it when not. */
export const player = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@container': { '(min-width: 720px)': { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
});
export const stepLink = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="step"]': { background: vars.color.primary.soft, color: vars.color.primary.softText } },
});
export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: '50%',
  border: `1px solid ${vars.color.divider}`,
  fontSize: vars.fontSize.xs,
  selectors: {
    [`${stepLink}[data-done] &`]: {
      background: vars.color.success.base,
      borderColor: vars.color.success.base,
      color: vars.color.success.on,
    },
  },
});
export const stepText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });
export const stepBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  background: vars.color.surface,
  minWidth: 0,
});
export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const content = style({ lineHeight: 1.6, overflowWrap: 'anywhere' });
export const stepNav = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.divider}`,
});
