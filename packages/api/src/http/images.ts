/**
 * Images sent as files (a person's picture, the company's logo, a contact's avatar) and the
 * company's logo served back. An image is what its bytes say, never what its name or declared
 * type claims: a file is taken only when its magic numbers and header are a PNG, JPEG, WebP (or,
 * where a call allows it, GIF) of a sensible size. SVG is never taken: it is markup.
 */
import { badRequest, validation } from './errors';
import { readBody } from './respond';

export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof imageTypes)[number];

/** What an image's header says: its type and its size in pixels. */
export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
}

/** The widest or tallest image taken: past it a small file may still unpack to a huge picture. */
export const maxImageSide = 4096;

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) =>
  expected.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;

/** A JPEG's size: from its first frame header (SOF0 to SOF15, less DHT, JPG and DAC), past the segments before it. */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers that stand alone, with no length after them.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** A WebP's size, from its first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(b: Uint8Array): { width: number; height: number } | null {
  if (b.length < 30) return null;
  if (startsWith(b, 12, ascii('VP8 ')) && startsWith(b, 23, [0x9d, 0x01, 0x2a]))
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (startsWith(b, 12, ascii('VP8L')) && b[20] === 0x2f) {
    const bits = u16le(b, 21) | (u16le(b, 23) << 16);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (startsWith(b, 12, ascii('VP8X'))) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/** The image `bytes` are, by their magic numbers and header; null for anything else (SVG, HTML, a truncated file). */
export function imageHeader(bytes: Uint8Array): ImageHeader | null {
  if (startsWith(bytes, 0, [0x89, ...ascii('PNG\r\n\x1a\n')]) && startsWith(bytes, 12, ascii('IHDR')))
    return bytes.length < 24 ? null : { type: 'image/png', width: u32be(bytes, 16), height: u32be(bytes, 20) };
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) {
    const size = jpegSize(bytes);
    return size && { type: 'image/jpeg', ...size };
  }
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) {
    const size = webpSize(bytes);
    return size && { type: 'image/webp', ...size };
  }
  if ((startsWith(bytes, 0, ascii('GIF87a')) || startsWith(bytes, 0, ascii('GIF89a'))) && bytes.length >= 10)
    return { type: 'image/gif', width: u16le(bytes, 6), height: u16le(bytes, 8) };
  return null;
}

/** An image as a call took it: what its header says, and its bytes. */
export interface UploadedImage extends ImageHeader {
  bytes: Uint8Array<ArrayBuffer>;
}

export interface ImageRules {
  /** The form's field that carries the file. */
  field: string;
  /** The largest file taken. */
  maxBytes: number;
  types: readonly ImageType[];
}

/** Room in a form for its boundaries, part headers and other small fields. */
const formOverheadBytes = 16 * 1024;

const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
const typeNames = (types: readonly ImageType[]) =>
  types.map((type) => type.slice('image/'.length).toUpperCase()).join(', ');

/**
 * A multipart/form-data body holding a file of at most `maxBytes` (and a little room for the form
 * around it): 413 past that, before it is all read; 400 `asked` when it is not such a form.
 */
export async function readMultipart(request: Request, maxBytes: number, asked: string): Promise<FormData> {
  const body = await readBody(request, maxBytes + formOverheadBytes);
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw badRequest(asked);
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest(asked);
  }
}

/**
 * A multipart form with an image in `rules.field`: the form (for its other fields) and the image.
 * The body is read against the image's limit and a little room (413 past it, before it is all
 * read); a file past the limit inside a smaller body is a 422 `image_too_large`, bytes that are
 * no allowed image a 422 `image_type`, a picture wider or taller than 4096 px `image_dimensions`.
 */
export async function readImageForm(
  request: Request,
  rules: ImageRules,
): Promise<{ form: FormData; image: UploadedImage }> {
  const asked = `Send the image as multipart/form-data, the file in the field "${rules.field}"`;
  const form = await readMultipart(request, rules.maxBytes, asked);
  const file = form.get(rules.field);
  if (!(file instanceof Blob)) throw validation({ [rules.field]: 'required' }, asked);
  if (file.size > rules.maxBytes)
    throw validation({ [rules.field]: 'image_too_large' }, `The image is larger than ${kib(rules.maxBytes)}`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const header = imageHeader(bytes);
  if (!header || !rules.types.includes(header.type))
    throw validation({ [rules.field]: 'image_type' }, `The file is not a ${typeNames(rules.types)} image`);
  if (!header.width || !header.height || header.width > maxImageSide || header.height > maxImageSide)
    throw validation(
      { [rules.field]: 'image_dimensions' },
      `The image is ${header.width}×${header.height} px: at most ${maxImageSide} px each way`,
    );
  return { form, image: { ...header, bytes } };
}

/** Base64 of bytes, a slice at a time (a spread of the whole would pass the call stack's limit). */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const dataUrlOf = (image: UploadedImage) => `data:${image.type};base64,${base64Of(image.bytes)}`;

/** How the audit log names an image: "PNG 512×128, 14 KiB" (a part of a KiB counts whole). */
export const imageLabel = (image: ImageHeader & { size: number }) =>
  `${image.type.slice('image/'.length).toUpperCase()} ${image.width}×${image.height}, ${Math.ceil(image.size / 1024)} KiB`;

/** A short name of an image's content (a hash of its bytes), that changes with every new image. */
export async function imageVersion(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest.subarray(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * An image answered for an `<img>`: its stored type, never sniffed (`nosniff`), shown in place
 * rather than downloaded, kept by the browser for a year when asked for by its current version
 * (a new image has a new address) and checked again otherwise; a 304 when the browser has it.
 */
export function imageResponse(
  request: Request,
  image: { type: ImageType; bytes: Uint8Array<ArrayBuffer>; version: string; name: string },
): Response {
  const etag = `"${image.version}"`;
  const current = new URL(request.url).searchParams.get('v') === image.version;
  const headers = new Headers({
    'content-type': image.type,
    'x-content-type-options': 'nosniff',
    'content-disposition': `inline; filename="${image.name}.${image.type === 'image/jpeg' ? 'jpg' : image.type.slice(6)}"`,
    'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    etag,
  });
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(image.bytes, { status: 200, headers });
}
