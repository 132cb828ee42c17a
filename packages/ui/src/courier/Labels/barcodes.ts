import { code128, drawingSVG, qrcode } from 'bwip-js/browser';

/**
 * Barcodes as SVG (bwip-js, the Barcode Writer in Pure PostScript), handed to an <img> as a data
 * URL: sharp at any print resolution and never inserted as markup.
 */
const asImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Code 128 of the tracking number, as the sorting scanners read it. */
export const code128Image = (text: string) =>
  asImage(code128({ bcid: 'code128', text, scale: 3, height: 14, includetext: false, paddingwidth: 4 }, drawingSVG()));

/** A QR code (BWIPP's default error correction, M), for the tracking page on a phone. */
export const qrImage = (text: string) =>
  asImage(qrcode({ bcid: 'qrcode', text, scale: 4, paddingwidth: 2, paddingheight: 2 }, drawingSVG()));
