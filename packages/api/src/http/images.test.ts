import { describe, expect, it } from 'vitest';
import { fileForm, images, padded, pngSized } from '../testing/fixtures';
import { imageHeader, imageResponse, readImageForm } from './images';
import { HttpError } from './errors';

const rules = { field: 'logo', maxBytes: 1024, types: ['image/png', 'image/jpeg', 'image/webp'] as const };
const formWith = (bytes: Uint8Array<ArrayBuffer>, type: string, name = 'logo.png') =>
  new Request('http://localhost/x', { method: 'PUT', body: fileForm('logo', bytes, type, name) });
const refusal = async (request: Request) => {
  const error = await readImageForm(request, rules).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { status, fields } = error as HttpError;
  return { status, fields };
};

describe('an image told by its bytes', () => {
  it('knows a PNG, a JPEG, each kind of WebP and a GIF, with their size in pixels', () => {
    expect(imageHeader(images.png)).toEqual({ type: 'image/png', width: 3, height: 2 });
    // The frame header comes after a colour profile and the tables.
    expect(imageHeader(images.jpeg)).toEqual({ type: 'image/jpeg', width: 3, height: 2 });
    expect(imageHeader(images.webp)).toEqual({ type: 'image/webp', width: 3, height: 2 });
    expect(imageHeader(images.webpLossless)).toEqual({ type: 'image/webp', width: 3, height: 2 });
    expect(imageHeader(images.webpExtended)).toEqual({ type: 'image/webp', width: 3, height: 2 });
    expect(imageHeader(images.gif)).toEqual({ type: 'image/gif', width: 1, height: 1 });
  });

  it('takes nothing else: markup, text, a cut-off header, a RIFF that is no WebP', () => {
    for (const bytes of [
      images.svg,
      images.html,
      new TextEncoder().encode('%PDF-1.7'),
      new Uint8Array(),
      images.png.subarray(0, 20),
      images.jpeg.subarray(0, 40),
      new TextEncoder().encode('RIFF\0\0\0\0AVI LIST'),
      // A PNG's signature with markup after it, and the signature one byte off.
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...images.svg]),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b, ...images.png.subarray(8)]),
    ])
      expect(imageHeader(bytes)).toBeNull();
  });

  it('reads the image of a form whatever its name and declared type say', async () => {
    const { image } = await readImageForm(formWith(images.jpeg, 'image/png', 'photo.png'), rules);
    expect(image).toMatchObject({ type: 'image/jpeg', width: 3, height: 2 });
    expect(image.bytes).toEqual(images.jpeg);
  });

  it('refuses markup named as a PNG, a type the call does not take, too big a file or picture, and no form', async () => {
    expect(await refusal(formWith(images.html, 'image/png'))).toEqual({ status: 422, fields: { logo: 'image_type' } });
    expect(await refusal(formWith(images.svg, 'image/svg+xml', 'logo.svg'))).toEqual({
      status: 422,
      fields: { logo: 'image_type' },
    });
    expect(await refusal(formWith(images.gif, 'image/gif'))).toEqual({ status: 422, fields: { logo: 'image_type' } });
    expect(await refusal(formWith(padded(images.png, 1025), 'image/png'))).toEqual({
      status: 422,
      fields: { logo: 'image_too_large' },
    });
    expect(await refusal(formWith(pngSized(4097, 10), 'image/png'))).toEqual({
      status: 422,
      fields: { logo: 'image_dimensions' },
    });
    expect(await refusal(formWith(pngSized(0, 10), 'image/png'))).toEqual({
      status: 422,
      fields: { logo: 'image_dimensions' },
    });
    // Past the limit and the form's room, the body is refused before it is read.
    expect(await refusal(formWith(padded(images.png, 40_000), 'image/png'))).toEqual({
      status: 413,
      fields: undefined,
    });
    const json = new Request('http://localhost/x', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await refusal(json)).status).toBe(400);
    const empty = new FormData();
    empty.set('other', 'x');
    expect(await refusal(new Request('http://localhost/x', { method: 'PUT', body: empty }))).toEqual({
      status: 422,
      fields: { logo: 'required' },
    });
  });

  it('is served with its stored type, never sniffed, shown in place, and kept by its version', async () => {
    const image = { type: 'image/png' as const, bytes: images.png, version: 'abc123', name: 'logo' };
    const current = imageResponse(new Request('http://localhost/logo?v=abc123'), image);
    expect(Object.fromEntries(current.headers)).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="logo.png"',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: '"abc123"',
    });
    expect(new Uint8Array(await current.arrayBuffer())).toEqual(images.png);
    expect(imageResponse(new Request('http://localhost/logo?v=old'), image).headers.get('cache-control')).toBe(
      'no-cache',
    );
    const again = imageResponse(
      new Request('http://localhost/logo', { headers: { 'if-none-match': '"abc123"' } }),
      image,
    );
    expect(again.status).toBe(304);
  });
});
