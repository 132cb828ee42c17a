import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The list, the conversation and the contact's info side by side when the view is wide enough
// (a container query on the frame); one at a time when it is not.
const wide = 760;
const wider = 1100;
export const frame = style({
  containerType: 'inline-size',
  height: 'calc(100dvh - 10rem)',
  minHeight: '28rem',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});
export const grid = style({
  display: 'grid',
  height: '100%',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'minmax(0, 1fr)',
  '@container': {
    [`(min-width: ${wide}px)`]: { gridTemplateColumns: '20rem minmax(0, 1fr)' },
    [`(min-width: ${wider}px)`]: {
      selectors: { '&[data-info="open"]': { gridTemplateColumns: '20rem minmax(0, 1fr) 18rem' } },
    },
  },
});
export const side = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  borderRight: `1px solid ${vars.color.divider}`,
  selectors: { [`${grid}[data-open="chat"] &`]: { display: 'none' } },
  '@container': { [`(min-width: ${wide}px)`]: { selectors: { [`${grid}[data-open="chat"] &`]: { display: 'flex' } } } },
});
export const sideHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.divider}`,
});
export const sideTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
});
export const skeletonRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, padding: vars.space.sm });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.primary.soft },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
  },
});
export const rowText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });
export const rowTop = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs });
export const rowBottom = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});
export const name = style({
  flex: 1,
  minWidth: 0,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const when = style({ flex: 'none', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const last = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  selectors: { [`${grid}[data-info="open"] &`]: { display: 'none' } },
  '@container': {
    [`(min-width: ${wider}px)`]: { selectors: { [`${grid}[data-info="open"] &`]: { display: 'flex' } } },
  },
});
export const who = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.divider}`,
});
export const whoName = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
/** Back to the list: only where the list is not beside the conversation. */
export const back = style({
  display: 'inline-grid',
  placeItems: 'center',
  padding: vars.space['2xs'],
  borderRadius: vars.radius.md,
  '@container': { [`(min-width: ${wide}px)`]: { display: 'none' } },
});
export const placeholder = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  selectors: { [`${grid}[data-open="chat"] &`]: { display: 'flex' } },
  '@container': { [`(min-width: ${wide}px)`]: { display: 'flex' } },
});
export const info = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  overflowY: 'auto',
  borderLeft: `1px solid ${vars.color.divider}`,
});
export const infoHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.divider}`,
});
export const infoTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const infoBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.md });
export const infoWho = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
});
export const infoName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const about = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });
export const detail = style({ display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' });
export const term = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const value = style({ margin: 0 });
