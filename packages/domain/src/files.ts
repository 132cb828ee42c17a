/**
 * The file store's rules (issue 63, item 4): which files are taken, how big, how many per person,
 * and what a name may be. Pure, so that the API checks them and a view can say them before the
 * upload starts. A file is what its bytes say: its kind comes from its content and its name
 * together, never from the type a browser declares.
 */
import { z } from 'zod';

/** The limits every store keeps (server, replicas, the in-browser demo). */
export const fileLimits = {
  /** The largest file taken (a mail attachment is one of these). */
  maxBytes: 10 * 1024 * 1024,
  /** What one person's own files may hold together. */
  quotaBytes: 100 * 1024 * 1024,
  /** Files and folders one person may own. */
  maxItems: 2000,
  /** The longest name, in characters. */
  nameLength: 120,
  /** Colleagues a file is shared with, at most. */
  maxSharedWith: 50,
} as const;

/** The kinds of file taken, with the type each is stored and served with. */
export const storedFileKinds = {
  PDF: { mimeType: 'application/pdf', extensions: ['pdf'] },
  JPG: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  PNG: { mimeType: 'image/png', extensions: ['png'] },
  GIF: { mimeType: 'image/gif', extensions: ['gif'] },
  WEBP: { mimeType: 'image/webp', extensions: ['webp'] },
  TXT: { mimeType: 'text/plain', extensions: ['txt', 'log', 'md'] },
  CSV: { mimeType: 'text/csv', extensions: ['csv'] },
  // Markup is kept and given back as a download, never shown in the app's origin.
  HTML: { mimeType: 'text/html', extensions: ['html', 'htm'] },
  SVG: { mimeType: 'image/svg+xml', extensions: ['svg'] },
  XLS: {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx', 'xls'],
  },
  DOC: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx', 'doc'],
  },
} as const;
export type StoredFileKind = keyof typeof storedFileKinds;

/** Kinds a view may preview: raster images in an `<img>` and PDFs in an `<object>`, both from a blob. */
export const previewKinds: readonly StoredFileKind[] = ['PDF', 'JPG', 'PNG', 'GIF', 'WEBP'];

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) =>
  expected.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The WHATWG decoder, global in every runtime the domain runs in (browsers, workers, Node); the domain's types name no runtime. */
const { TextDecoder: Utf8Decoder } = globalThis as unknown as {
  TextDecoder: new (label: 'utf-8', options: { fatal: boolean }) => { decode(bytes: Uint8Array): string };
};

/** Text is UTF-8 with no NUL and few control characters. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new Utf8Decoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The extension of a name, lower case, or ''. */
export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * The kind of a file by its name and its bytes, or null when it is none of the kinds taken (a
 * program, an archive, a binary named `.txt`). Binary kinds need their magic numbers; text kinds
 * need valid UTF-8; the name's extension picks among the kinds the bytes allow.
 */
export function fileKindOf(name: string, bytes: Uint8Array): StoredFileKind | null {
  const extension = extensionOf(name);
  const byExtension = (Object.keys(storedFileKinds) as StoredFileKind[]).find((kind) =>
    (storedFileKinds[kind].extensions as readonly string[]).includes(extension),
  );
  if (startsWith(bytes, 0, ascii('%PDF-'))) return byExtension === 'PDF' ? 'PDF' : null;
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return byExtension === 'JPG' ? 'JPG' : null;
  if (startsWith(bytes, 0, [0x89, ...ascii('PNG\r\n\x1a\n')])) return byExtension === 'PNG' ? 'PNG' : null;
  if (startsWith(bytes, 0, ascii('GIF87a')) || startsWith(bytes, 0, ascii('GIF89a')))
    return byExtension === 'GIF' ? 'GIF' : null;
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP')))
    return byExtension === 'WEBP' ? 'WEBP' : null;
  // Office files: the current ones are ZIP packages, the old ones OLE compound files.
  if (startsWith(bytes, 0, ascii('PK\x03\x04')) || startsWith(bytes, 0, [0xd0, 0xcf, 0x11, 0xe0]))
    return byExtension === 'XLS' || byExtension === 'DOC' ? byExtension : null;
  if (byExtension && ['TXT', 'CSV', 'HTML', 'SVG'].includes(byExtension) && isText(bytes)) return byExtension;
  return null;
}

/**
 * A name as kept: control characters, slashes and backslashes, and characters Windows refuses
 * (`<>:"|?*`) replaced by a space; spaces collapsed; no leading dots (`..`); at most `nameLength`
 * characters (the extension kept). Empty when nothing is left.
 */
export function sanitizeFileName(name: string): string {
  let clean = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f/\\<>:"|?*\u202a-\u202e\u2066-\u2069]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  if (clean.length > fileLimits.nameLength) {
    const extension = extensionOf(clean);
    const tail = extension && extension.length < 10 ? `.${extension}` : '';
    clean = clean.slice(0, fileLimits.nameLength - tail.length).trimEnd() + tail;
  }
  return clean;
}

/** A file or folder name as a call sends it: sanitised, then required. */
export const fileName = z
  .string()
  .max(1000)
  .transform(sanitizeFileName)
  .pipe(z.string().min(1, { error: 'required' }));

/** The size of a file as people read it: "14 KB", "2.4 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
