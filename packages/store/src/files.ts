/**
 * The file store (issue 63, item 4): what a file manager entry is as kept, and where its bytes go.
 *
 * An entry (a folder or a file) is a row of the `files` table: listed, shared and changed under
 * the store's transactions like any record. Its bytes are a blob, by the entry's `blobId`, kept
 * apart from the row so that lists never carry them:
 * - the memory store keeps them in memory, in its snapshot (the static demo's IndexedDB, tests);
 * - the SQL store keeps them in PostgreSQL (`file_blobs`, a `bytea` per file, written in the
 *   same transaction as the row), so every replica reads the same bytes;
 * - the server on its embedded database keeps them in `DATA_DIR/files` (@courier/server's
 *   `DiskFileBlobs`), one file per blob, written before the row and removed after it.
 *
 * Other areas (mail attachments) keep their bytes through the same `FileBlobs` of the API
 * (`api.blobs`): put a blob under a new id, keep the id in the record, read it back, delete it
 * when the record goes.
 */
import type { FileItem } from '@courier/domain';

/** A file manager entry as kept: the answer's fields, its owner and sharing, and where its bytes are. */
export interface FileRecord extends FileItem {
  /** A user's id, or null for the company's entries (the sample's folders). */
  ownerId: string | null;
  sharedWith: string[];
  bytes: number | null;
  mimeType: string | null;
  /** The blob holding its bytes; null for a folder and for the sample's entries (made when read). */
  blobId: string | null;
}

/** The bytes of kept files, by blob id. A blob is written once and never changed; a new content is a new blob. */
export interface FileBlobs {
  put(id: string, bytes: Uint8Array): Promise<void>;
  get(id: string): Promise<Uint8Array | undefined>;
  /** Removes the blob; no error when there is none. */
  delete(id: string): Promise<void>;
}
