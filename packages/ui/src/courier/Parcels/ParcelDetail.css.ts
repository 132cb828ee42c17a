import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tracking = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
});
export const service = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const otherOffice = style({ flexBasis: '100%', margin: 0, color: vars.color.textMuted });
export const price = style({
  width: '100%',
  marginTop: vars.space.md,
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${price} th`, {
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  padding: `${vars.space['2xs']} 0`,
});
globalStyle(`${price} td`, { textAlign: 'right', padding: `${vars.space['2xs']} 0` });
export const total = style({ borderTop: `1px solid ${vars.color.divider}` });
globalStyle(`${total} th, ${total} td`, {
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  paddingTop: vars.space.xs,
});
export const signature = style({
  display: 'block',
  width: '100%',
  maxWidth: '20rem',
  marginTop: vars.space.md,
  background: '#fff',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
});
export const notes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const noteText = style({ margin: 0, whiteSpace: 'pre-wrap' });
export const noteMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const noteForm = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  maxWidth: '40rem',
});
globalStyle(`${noteForm} > button`, { alignSelf: 'flex-start' });
