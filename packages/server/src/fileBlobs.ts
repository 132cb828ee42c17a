/**
 * The bytes of kept files on the embedded database's server: one file per blob in
 * `DATA_DIR/files` (0600, in a 0700 folder), written to a temporary name and renamed, so a
 * reader never sees half a file. With `DATABASE_URL` the server keeps them in PostgreSQL instead
 * (the SQL store's `file_blobs`), where every replica reads them.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileBlobs } from '@courier/store';

/** A blob id as a file name: the ids the API makes (`blb_000123`), nothing that could leave the folder. */
const safeId = /^[A-Za-z0-9_-]{1,100}$/;

export class DiskFileBlobs implements FileBlobs {
  constructor(private readonly folder: string) {}

  private path(id: string) {
    if (!safeId.test(id)) throw new Error(`Not a blob id: ${id}`);
    return join(this.folder, id);
  }

  async put(id: string, bytes: Uint8Array): Promise<void> {
    const path = this.path(id);
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    const temporary = `${path}.${process.pid}.part`;
    await writeFile(temporary, bytes, { mode: 0o600 });
    await rename(temporary, path);
  }

  async get(id: string): Promise<Uint8Array | undefined> {
    try {
      return new Uint8Array(await readFile(this.path(id)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(id: string): Promise<void> {
    await rm(this.path(id), { force: true });
  }
}
