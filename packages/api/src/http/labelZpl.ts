/**
 * Labels in ZPL II for a 4×6 in thermal label at 203 dpi (812 × 1218 dots): one `^XA … ^XZ`
 * format per parcel, UTF-8 text (`^CI28`) in the printer's scalable font (`^A0`), the tracking
 * number as Code 128 (`^BC`) and the tracking page as a QR code (`^BQ`).
 *
 * Every field's data goes through `^FH` (hexadecimal escapes, `_` the indicator): a `^` or `~`
 * in a name or an address is sent as `_5E` or `_7E`, so data prints as text and never starts a
 * command (a receiver named "^XZ^XA" opens no second label).
 */
import type { LabelText } from './labelText';

const width = 812;
const margin = 40;
const inner = width - 2 * margin;

/** Control characters (a line break among them): printed as spaces. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const control = /[\u0000-\u001f\u007f]/g;

/** The field's data, its command characters and the escape's own indicator sent as hex; line breaks as spaces. */
export const zplData = (text: string) =>
  text.replace(control, ' ').replace(/[_^~\\]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A text field at (x, y) in a block `w` dots wide of at most `lines` lines, `size` dots high. */
const text = (
  x: number,
  y: number,
  size: number,
  value: string,
  options: { w?: number; lines?: number; align?: 'L' | 'R' } = {},
) =>
  `^FO${x},${y}^A0N,${size},${size}^FB${options.w ?? inner},${options.lines ?? 1},0,${options.align ?? 'L'}^FH_^FD${zplData(value)}^FS`;

/** One label's format. */
export function zplLabel(label: LabelText, companyName: string): string {
  // Side by side, the weight (first) with room for its chargeable weight; each value on a line of its own.
  const shares = label.facts.map((_, i) => (i === 0 ? 1.6 : 1));
  const unit = inner / shares.reduce((sum, share) => sum + share, 0);
  let x = margin;
  const facts = label.facts.map((fact, i) => {
    const w = Math.floor(shares[i]! * unit) - 10;
    const fields = [
      text(x, 760, 24, fact.title, { w }),
      ...fact.values.map((value, j) => text(x, 790 + j * 32, 28, value, { w })),
    ];
    x += Math.floor(shares[i]! * unit);
    return fields.join('\n');
  });
  return [
    '^XA',
    '^CI28',
    `^PW${width}`,
    '^LL1218',
    '^LH0,0',
    text(margin, 40, 40, companyName, { w: 480 }),
    text(margin + 480, 40, 40, label.service, { w: inner - 480, align: 'R' }),
    `^FO${margin},100^GB${inner},0,3^FS`,
    text(margin, 120, 100, `${label.sortFrom} > ${label.sortTo}`),
    `^FO${margin},240^GB${inner},0,3^FS`,
    text(margin, 260, 28, label.to),
    text(margin, 295, 56, label.receiverName, { lines: 2 }),
    text(margin, 420, 34, label.receiverStreet, { lines: 2 }),
    text(margin, 500, 34, label.receiverPlace),
    text(margin, 540, 48, label.receiverCity),
    text(margin, 595, 34, label.receiverPhone),
    `^FO${margin},640^GB${inner},0,2^FS`,
    text(margin, 655, 24, label.from),
    text(margin, 685, 26, label.sender),
    text(margin, 715, 24, label.senderAddress),
    `^FO${margin},750^GB${inner},0,2^FS`,
    ...facts,
    // Cash to collect reversed (^FR over a black box), as on the A6 label.
    ...label.flags.map((flag, i) => {
      const x = margin + i * 250;
      const field = text(x + 8, 878, 30, flag.text, { w: 234 });
      return flag.strong ? `^FO${x},870^GB245,44,44^FS\n${field.replace('^FD', '^FR^FD')}` : field;
    }),
    `^FO${margin},920^BY3^BCN,200,N,N,N^FH_^FD${zplData(label.trackingNumber)}^FS`,
    `^FO${margin},1135^A0N,44,44^FH_^FD${zplData(label.trackingNumber)}^FS`,
    `^FO612,915^BQN,2,5^FH_^FDMA,${zplData(label.trackingUrl)}^FS`,
    '^XZ',
  ].join('\n');
}

/** The labels of a batch, one format each, in the order asked. */
export const zplLabels = (labels: LabelText[], companyName: string) =>
  labels.map((label) => zplLabel(label, companyName)).join('\n') + '\n';
