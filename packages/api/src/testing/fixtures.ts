/** A valid booking at the İstanbul Avrupa counter, to Ankara, cash on delivery. */
export const booking = {
  customerId: 'cus_000001',
  sender: {
    name: 'Anadolu Kitap',
    phone: '+902124445566',
    address: { line1: 'Lojistik Cd. 1', district: 'Esenyurt', city: 'İstanbul', postalCode: '34510' },
  },
  receiver: {
    name: 'Mehmet Demir',
    phone: '+905321234567',
    address: { line1: 'Atatürk Blv. 12/4', district: 'Çankaya', city: 'Ankara', postalCode: '06690' },
  },
  originOfficeId: 'off_001',
  destinationOfficeId: 'off_003',
  service: 'standard',
  pieces: 1,
  weightKg: 2.4,
  dimensionsCm: { length: 40, width: 30, height: 20 },
  contents: 'Books',
  fragile: false,
  declaredValue: 1500,
  paymentMode: 'cod',
  codAmount: 850,
};

/**
 * Small images as Chromium's canvas writes them (3×2 px, red; the JPEG and the extended WebP
 * with a colour profile before the picture), a GIF, and markup that is no image.
 */
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
export const images = {
  png: fromBase64(
    'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEklEQVR4AWL6z8DwH4aZGJAAAAAA//+GpNPhAAAABklEQVQDAHTzBf+1yIrkAAAAAElFTkSuQmCC',
  ),
  jpeg: fromBase64(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdABykX//Z',
  ),
  /** Lossy (a VP8 chunk). */
  webp: fromBase64('UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoDAAIAAUAmJaACdLoB+AADsAD+8ut//NgVzXPv9//S4P0uD9Lg/9KQAAA='),
  /** Lossless (VP8L). */
  webpLossless: fromBase64('UklGRhwAAABXRUJQVlA4TA8AAAAvAkAAAAcQ/Y/+ByKi/wEA'),
  /** Extended (VP8X), as Chrome writes one with a colour profile. */
  webpExtended: fromBase64(
    'UklGRh4CAABXRUJQVlA4WAoAAAAgAAAAAgAAAQAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggMAAAANABAJ0BKgMAAgABQCYloAJ0ugH4AAOwAP7y63/82BXNc+/3/9Lg/S4P0uD/0pAAAA==',
  ),
  /** 1×1 px. */
  gif: fromBase64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  svg: new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"><script>alert(1)</script></svg>',
  ),
  html: new TextEncoder().encode('<!doctype html><img src=x onerror=alert(1)>'),
};

/** An image's bytes with `extra` bytes of nothing after them: the same picture, a bigger file. */
export const padded = (bytes: Uint8Array, size: number) => {
  const out = new Uint8Array(size);
  out.set(bytes);
  return out;
};

/** A PNG that says it is `width`×`height` px. */
export function pngSized(width: number, height: number) {
  const out = images.png.slice();
  new DataView(out.buffer).setUint32(16, width);
  new DataView(out.buffer).setUint32(20, height);
  return out;
}

/** A multipart form with one file in `field`, as a browser's file input sends it. */
export function fileForm(field: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/png', name = 'picture.png') {
  const form = new FormData();
  form.set(field, new Blob([bytes], { type }), name);
  return form;
}
