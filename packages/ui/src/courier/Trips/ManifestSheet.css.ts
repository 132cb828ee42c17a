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

// The sheet prints black on white in both schemes, A4 wide on screen.
export const sheet = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '210mm',
  padding: '12mm',
  display: 'flex',
  flexDirection: 'column',
  gap: '5mm',
  background: '#fff',
  color: '#000',
  fontSize: '9pt',
  border: '1px solid #cbd5e1',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  WebkitPrintColorAdjust: 'exact',
  printColorAdjust: 'exact',
  '@media': { print: { border: 'none', borderRadius: 0, boxShadow: 'none', padding: 0, maxWidth: 'none' } },
});
export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: '6mm',
  borderBottom: '0.6mm solid #000',
  paddingBottom: '3mm',
});
globalStyle(`${head} svg`, { color: '#000' });
export const headTitle = style({ display: 'flex', flexDirection: 'column', marginRight: 'auto', fontSize: '13pt' });
export const mono = style({ fontFamily: vars.font.mono, fontWeight: 700, letterSpacing: '0.04em' });
export const barcode = style({
  height: '10mm',
  width: '48mm',
  objectFit: 'fill',
  imageRendering: 'pixelated',
  display: 'block',
});
export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '2mm 6mm', margin: 0 });
globalStyle(`${facts} dt`, { fontSize: '7pt', textTransform: 'uppercase', letterSpacing: '0.06em' });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 700 });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  borderBottom: '0.3mm solid #000',
  padding: '1.5mm 2mm',
  textAlign: 'left',
  verticalAlign: 'middle',
});
globalStyle(`${table} th`, { fontSize: '7pt', textTransform: 'uppercase', letterSpacing: '0.06em' });
globalStyle(`${table} tr`, { breakInside: 'avoid' });
globalStyle(`${table} tfoot td`, { fontWeight: 800, borderBottom: 'none', borderTop: '0.6mm solid #000' });
export const signatures = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12mm', marginTop: '10mm' });
globalStyle(`${signatures} div`, { borderTop: '0.3mm solid #000', paddingTop: '2mm', fontSize: '8pt' });
