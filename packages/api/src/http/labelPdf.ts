// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient module types for packages that compile these sources
/// <reference path="../ambient.d.ts" />
/**
 * Labels as one PDF, an A6 page (105 × 148 mm, portrait) per parcel, laid out as the browser's
 * label: pdf-lib writes the document, in plain JavaScript, so the Node server and the demo's Web
 * Worker make the same file. The text is set in DejaVu Sans Condensed (regular and bold),
 * embedded as subsets: PDF's standard fonts are WinAnsi and have no ğ, ş, İ or ı. The tracking
 * number's Code 128 and the tracking page's QR code are encoded by bwip-js, as in the browser,
 * and drawn as vector paths, sharp on any printer.
 *
 * This module is loaded only when a PDF is asked for, and the fonts (about 1.3 MB) with the first
 * PDF, each a chunk of its own in a build.
 */
import { code128, qrcode, type DrawingContext } from 'bwip-js/generic';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LabelText } from './labelText';

/** A6 in points (1 mm = 72 / 25.4 pt). */
const mm = 72 / 25.4;
const a6 = { width: 105 * mm, height: 148 * mm };
const margin = 5 * mm;
const inner = a6.width - 2 * margin;
const black = rgb(0, 0, 0);
const white = rgb(1, 1, 1);

/** A font file inlined by the build as a data URL, as bytes (atob: the same in Node and a worker). */
const bytesOf = (dataUrl: string) => {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};
/** The fonts and fontkit (which reads them), loaded with the first PDF: chunks of their own, none over 1 MB. */
let fonts: ReturnType<typeof loadFonts> | undefined;
const loadFonts = async () => {
  const [regular, bold, fontkit] = await Promise.all([
    import('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf?inline'),
    import('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf?inline'),
    import('@pdf-lib/fontkit'),
  ]);
  return { regular: bytesOf(regular.default), bold: bytesOf(bold.default), fontkit: fontkit.default };
};

/**
 * A barcode's shapes as one SVG path (y grows downwards, as in bwip-js's drawing), scaled to
 * `width` points: a linear code's bars `barHeight` points high, a 2D code's modules square.
 */
function barcodePath(encode: (drawing: DrawingContext<void>) => void, width: number, barHeight = 0) {
  const parts: string[] = [];
  let k = 1;
  const n = (value: number) => Number((value * k).toFixed(3));
  encode({
    scale: (sx, sy) => [sx, sy],
    measure: () => ({ width: 0, ascent: 0, descent: 0 }),
    init: (w) => void (k = width / w),
    // A linear code's bars: vertical strokes `lw` wide, centred on x (an even `lw`: see the scale below).
    line: (x0, _y0, _x1, _y1, lw) =>
      void parts.push(`M${n(x0 - lw / 2)} 0H${n(x0 + lw / 2)}V${barHeight}H${n(x0 - lw / 2)}Z`),
    // A 2D code's dark regions, filled.
    polygon: (points) => void parts.push(`M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`),
    hexagon: () => undefined,
    ellipse: () => undefined,
    fill: () => undefined,
    text: () => undefined,
    end: () => undefined,
  });
  return parts.join('');
}

/** Text broken into lines of at most `width` points, `max` of them: the last ends with an ellipsis if more would follow. */
function wrap(text: string, font: PDFFont, size: number, width: number, max: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (fits(next) || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const kept = lines.slice(0, max);
  const last = kept.length - 1;
  if (last >= 0 && (lines.length > max || !fits(kept[last]!))) {
    let cut = kept[last]!;
    while (cut && !fits(`${cut}…`)) cut = cut.slice(0, -1);
    kept[last] = `${cut}…`;
  }
  return kept;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws one label on an A6 page; `y` is measured from the page's top. */
function drawLabel(page: PDFPage, label: LabelText, companyName: string, f: Fonts) {
  let y = margin;
  const write = (text: string, x: number, size: number, font = f.regular, color = black) =>
    page.drawText(text, { x, y: a6.height - y - size * 0.8, size, font, color });
  const rule = (thickness = 0.75) => {
    page.drawLine({
      start: { x: margin, y: a6.height - y },
      end: { x: a6.width - margin, y: a6.height - y },
      thickness,
      color: black,
    });
  };
  /** Lines of `text` from the current y, which moves below them. */
  const block = (text: string, size: number, font = f.regular, max = 1, x = margin, width = inner) => {
    for (const line of wrap(text, font, size, width, max)) {
      write(line, x, size, font);
      y += size * 1.2;
    }
  };

  // The company and the service.
  const service = label.service.toLocaleUpperCase(label.locale);
  const serviceWidth = f.bold.widthOfTextAtSize(service, 10);
  write(service, a6.width - margin - serviceWidth, 10, f.bold);
  block(companyName, 11, f.bold, 1, margin, inner - serviceWidth - 8);
  y += 2;
  rule(1.5);
  y += 4;

  // The sorting codes, large: from → to.
  block(`${label.sortFrom} → ${label.sortTo}`, 24, f.bold);
  y += 2;
  rule();
  y += 5;

  // The receiver.
  block(label.to.toLocaleUpperCase(label.locale), 7, f.bold);
  block(label.receiverName, 14, f.bold, 2);
  block(label.receiverStreet, 10, f.regular, 2);
  const place = `${label.receiverPlace} `;
  write(place, margin, 10);
  const placeWidth = f.regular.widthOfTextAtSize(place, 10);
  block(label.receiverCity, 10, f.bold, 1, margin + placeWidth, inner - placeWidth);
  block(label.receiverPhone, 10);
  y += 3;
  rule();
  y += 4;

  // The sender.
  block(label.from.toLocaleUpperCase(label.locale), 7, f.bold);
  block(label.sender, 8);
  block(label.senderAddress, 8, f.regular, 2);
  y += 3;
  rule();
  y += 4;

  // The facts, side by side.
  // The weight, first, has room for its chargeable weight beside the figure.
  const shares = label.facts.map((_, i) => (i === 0 ? 1.6 : 1));
  const unit = inner / shares.reduce((sum, share) => sum + share, 0);
  const top = y;
  let bottom = y;
  let x = margin;
  label.facts.forEach((fact, i) => {
    y = top;
    const column = shares[i]! * unit;
    block(fact.title.toLocaleUpperCase(label.locale), 6.5, f.bold, 1, x, column - 4);
    for (const value of fact.values) block(value, 9, f.regular, 2, x, column - 4);
    bottom = Math.max(bottom, y);
    x += column;
  });
  y = bottom + 4;

  // The marks: cash on delivery reversed (white on black), the others framed.
  x = margin;
  for (const flag of label.flags) {
    const width = f.bold.widthOfTextAtSize(flag.text, 9) + 8;
    page.drawRectangle({
      x,
      y: a6.height - y - 14,
      width,
      height: 14,
      color: flag.strong ? black : undefined,
      borderColor: black,
      borderWidth: 0.75,
    });
    page.drawText(flag.text, {
      x: x + 4,
      y: a6.height - y - 10.5,
      size: 9,
      font: f.bold,
      color: flag.strong ? white : black,
    });
    x += width + 4;
  }

  // The codes at the foot of the page: Code 128 of the tracking number over its text, the QR code
  // beside them; the margin and the gap between them are the bars' quiet zones (10 modules, under 4 mm).
  const qrSize = 24 * mm;
  const qr = barcodePath((drawing) => qrcode({ bcid: 'qrcode', text: label.trackingUrl, scale: 1 }, drawing), qrSize);
  page.drawSvgPath(qr, { x: a6.width - margin - qrSize, y: margin + qrSize, color: black });
  const tracking = 11;
  const barsWidth = inner - qrSize - 4 * mm;
  const barsHeight = 16 * mm;
  const bars = barcodePath(
    // At scale 2 every bar is an even number of units wide, and bwip-js gives its centre exactly.
    (drawing) => code128({ bcid: 'code128', text: label.trackingNumber, scale: 2, height: 10 }, drawing),
    barsWidth,
    barsHeight,
  );
  page.drawSvgPath(bars, { x: margin, y: margin + tracking * 1.4 + barsHeight, color: black });
  page.drawText(label.trackingNumber, {
    x: margin + (barsWidth - f.bold.widthOfTextAtSize(label.trackingNumber, tracking)) / 2,
    y: margin + 1,
    size: tracking,
    font: f.bold,
  });
}

/** One PDF of the labels, a page each, in the order asked; dated `now` (the API's clock). */
export async function pdfLabels(labels: LabelText[], companyName: string, now: Date): Promise<Uint8Array> {
  fonts ??= loadFonts();
  fonts.catch(() => (fonts = undefined));
  const { regular, bold, fontkit } = await fonts;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const embedded = {
    regular: await doc.embedFont(regular, { subset: true }),
    bold: await doc.embedFont(bold, { subset: true }),
  };
  doc.setTitle(`${companyName}: ${labels.map((l) => l.trackingNumber).join(', ')}`);
  doc.setSubject(labels.map((l) => l.trackingNumber).join(' '));
  doc.setCreator(companyName);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  for (const label of labels) drawLabel(doc.addPage([a6.width, a6.height]), label, companyName, embedded);
  return doc.save({ useObjectStreams: false });
}
