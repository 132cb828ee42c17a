import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const title = style({
  margin: 0,
  marginRight: 'auto',
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
});
export const sheet = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

// A label is printed black on white, in both schemes, at A6 (105 × 148 mm).
export const label = style({
  boxSizing: 'border-box',
  width: '105mm',
  height: '148mm',
  padding: '5mm',
  display: 'flex',
  flexDirection: 'column',
  gap: '2.5mm',
  background: '#fff',
  color: '#000',
  fontSize: '9pt',
  lineHeight: 1.25,
  border: '1px solid #cbd5e1',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  // The black sort code and COD boxes must print as they are (browsers drop backgrounds by default).
  WebkitPrintColorAdjust: 'exact',
  printColorAdjust: 'exact',
  '@media': {
    print: { border: 'none', borderRadius: 0, boxShadow: 'none', breakAfter: 'page', pageBreakAfter: 'always' },
  },
});
globalStyle(`${label} p`, { margin: 0 });
// On A4 four labels share a page: a page ends after every fourth.
globalStyle(`[data-paper="a4"] > ${label}`, { '@media': { print: { breakAfter: 'auto', pageBreakAfter: 'auto' } } });
globalStyle(`[data-paper="a4"] > ${label}:nth-child(4n)`, {
  '@media': { print: { breakAfter: 'page', pageBreakAfter: 'always' } },
});
export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  borderBottom: '0.6mm solid #000',
  paddingBottom: '2mm',
});
globalStyle(`${top} svg`, { color: '#000' });
export const service = style({
  fontSize: '13pt',
  fontWeight: 800,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const sort = style({ display: 'flex', alignItems: 'baseline', gap: '3mm', fontWeight: 800 });
export const sortFrom = style({ fontSize: '14pt' });
export const sortTo = style({ fontSize: '30pt', lineHeight: 1, padding: '0 2mm', background: '#000', color: '#fff' });
export const to = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.6mm',
  fontSize: '11pt',
  border: '0.4mm solid #000',
  padding: '2.5mm',
});
export const toName = style({ fontSize: '14pt', fontWeight: 800 });
export const from = style({ display: 'flex', flexDirection: 'column', gap: '0.4mm', fontSize: '8pt' });
export const partyTitle = style({
  margin: 0,
  fontSize: '7pt',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, auto)',
  justifyContent: 'space-between',
  margin: 0,
});
globalStyle(`${facts} dt`, { fontSize: '7pt', textTransform: 'uppercase', letterSpacing: '0.06em' });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 700 });
// The chargeable weight, under the weight: small, so the weight is what is read.
globalStyle(`${facts} dd + dd`, { fontSize: '7pt', fontWeight: 400 });
export const flags = style({ display: 'flex', gap: '2mm', flexWrap: 'wrap', minHeight: '7mm' });
export const flag = style({
  border: '0.5mm solid #000',
  padding: '0.8mm 2mm',
  fontWeight: 800,
  textTransform: 'uppercase',
});
export const cod = style([flag, { background: '#000', color: '#fff', fontSize: '12pt' }]);
export const codes = style({ marginTop: 'auto', display: 'flex', alignItems: 'flex-end', gap: '3mm' });
export const barcode = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '1mm',
  minWidth: 0,
});
globalStyle(`${barcode} img`, { width: '100%', height: '18mm', objectFit: 'fill', imageRendering: 'pixelated' });
export const tracking = style({
  fontFamily: vars.font.mono,
  fontSize: '12pt',
  fontWeight: 700,
  letterSpacing: '0.12em',
});
export const qr = style({ width: '24mm', height: '24mm', flexShrink: 0 });
