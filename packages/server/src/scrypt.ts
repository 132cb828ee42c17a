import { scrypt } from 'node:crypto';
import type { Scrypt } from '@courier/api';

/** scrypt in node:crypto: native, and off the event loop (libuv's pool), so sign-ins do not stall other calls. */
export const nodeScrypt: Scrypt = (password, salt, { log2N, r, p }, keyLength) =>
  new Promise((done, fail) =>
    scrypt(password, salt, keyLength, { N: 2 ** log2N, r, p, maxmem: 2 ** (log2N + 11) }, (error, key) =>
      error ? fail(error) : done(new Uint8Array(key)),
    ),
  );
