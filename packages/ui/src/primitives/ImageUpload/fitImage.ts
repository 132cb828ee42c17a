/**
 * A picture made to fit before it is sent, on a canvas in the browser: a phone's 5 MB photo
 * becomes a small square, a logo a small PNG. Drawing it again also drops what the file carried
 * besides the picture (a photo's place and camera).
 */
import { uploadImageTypes } from '@courier/domain';

export interface ImageFit {
  /** `square`: cut to the middle square, then at most `width` px; `bounded`: whole, within `width` × `height`. */
  shape: 'square' | 'bounded';
  width: number;
  height: number;
  /** What it is sent as: a JPEG for a photo (on white), a PNG for a logo (its clear ground kept; WebP where smaller is needed). */
  type: 'image/jpeg' | 'image/png';
  /** The largest file the call takes. */
  maxBytes: number;
}

/** A picture as `MyAccount` sends it: a square of 256 px. */
export const avatarFit: Omit<ImageFit, 'maxBytes'> = { shape: 'square', width: 256, height: 256, type: 'image/jpeg' };
/** A logo as the company profile sends it: within 512 × 256 px. */
export const logoFit: Omit<ImageFit, 'maxBytes'> = { shape: 'bounded', width: 512, height: 256, type: 'image/png' };

/** The largest file opened at all: past it, decoding would take the phone's memory for nothing. */
export const maxSourceBytes = 25 * 1024 * 1024;

/** Why a file was not sent, as the field says it. */
export type ImageProblem = 'image_type' | 'source_too_large' | 'image_unreadable' | 'image_too_large';

export class ImageRefused extends Error {
  constructor(readonly problem: ImageProblem) {
    super(problem);
  }
}

/** What the browser can tell of a file before it opens it: its type and size. */
export function checkImageFile(file: File): ImageProblem | null {
  if (!(uploadImageTypes as readonly string[]).includes(file.type)) return 'image_type';
  if (file.size > maxSourceBytes) return 'source_too_large';
  return null;
}

const encode = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** The picture of `file` made to `fit`; refused with its reason when it cannot be read or stays too large. */
export async function fitImage(file: File, fit: ImageFit): Promise<Blob> {
  const problem = checkImageFile(file);
  if (problem) throw new ImageRefused(problem);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ImageRefused('image_unreadable');
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const source =
    fit.shape === 'square'
      ? { x: (bitmap.width - side) / 2, y: (bitmap.height - side) / 2, width: side, height: side }
      : { x: 0, y: 0, width: bitmap.width, height: bitmap.height };
  const scale = Math.min(1, fit.width / source.width, fit.height / source.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(source.width * scale));
  canvas.height = Math.max(1, Math.round(source.height * scale));
  const context = canvas.getContext('2d')!;
  // A JPEG has no clear ground: a clear photo's ground becomes white, not black.
  if (fit.type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, source.x, source.y, source.width, source.height, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  // The type asked for first; then WebP, which keeps a logo's clear ground in fewer bytes (a
  // browser that cannot write WebP answers a PNG, and that is tried as such).
  for (const [type, quality] of [
    [fit.type, fit.type === 'image/jpeg' ? 0.88 : undefined],
    ['image/webp', 0.9],
  ] as const) {
    const blob = await encode(canvas, type, quality);
    if (blob && blob.size <= fit.maxBytes) return blob;
  }
  throw new ImageRefused('image_too_large');
}
