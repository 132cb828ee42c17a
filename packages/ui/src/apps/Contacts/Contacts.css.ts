import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const warn = style({
  margin: 0,
  color: vars.color.warn.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
export const search = style({ flex: '0 1 20rem' });
/** The letters one under the other; each letter's contacts in as many columns as fit. */
export const letters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const letter = style({
  margin: `0 0 ${vars.space.xs}`,
  paddingBottom: vars.space['2xs'],
  borderBottom: `1px solid ${vars.color.divider}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});
export const current = style({ background: vars.color.surfaceSelected });
export const rowText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const name = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const picture = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});
export const pictureText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});
export const tags = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs });
export const notes = style({ overflowWrap: 'anywhere' });
globalStyle(`${notes} p`, { margin: `0 0 ${vars.space.xs}` });
