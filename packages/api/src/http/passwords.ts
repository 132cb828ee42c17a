/**
 * Passwords are kept as slow salted scrypt hashes, never as they were typed:
 * `scrypt$<log2 N>$<r>$<p>$<salt, base64>$<hash, base64>`. The default hasher is @noble/hashes
 * (plain JavaScript, so the browser demo hashes inside its Web Worker as the server does); the
 * Node server passes node:crypto's scrypt, which runs off the event loop, for the same format.
 */
import { scryptAsync } from '@noble/hashes/scrypt.js';

export interface ScryptParameters {
  log2N: number;
  r: number;
  p: number;
}
/** OWASP's minimum for scrypt: N = 2^17, r = 8, p = 1 (about 128 MiB and a tenth of a second). */
export const scryptParameters: ScryptParameters = { log2N: 17, r: 8, p: 1 };
const keyLength = 32;

/** How a host computes scrypt (node:crypto on the server, plain JavaScript elsewhere). */
export type Scrypt = (
  password: string,
  salt: Uint8Array,
  parameters: ScryptParameters,
  keyLength: number,
) => Promise<Uint8Array>;

export const javascriptScrypt: Scrypt = (password, salt, { log2N, r, p }, dkLen) =>
  scryptAsync(password, salt, { N: 2 ** log2N, r, p, dkLen, maxmem: 2 ** (log2N + 11) });

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unbase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

export function createPasswords(
  scrypt: Scrypt = javascriptScrypt,
  parameters: ScryptParameters = scryptParameters,
): Passwords {
  return {
    async hash(password) {
      const salt = crypto.getRandomValues(new Uint8Array(16));
      const hash = await scrypt(password, salt, parameters, keyLength);
      return ['scrypt', parameters.log2N, parameters.r, parameters.p, base64(salt), base64(hash)].join('$');
    },
    async verify(password, stored) {
      const [kind, log2N, r, p, salt, hash] = stored.split('$');
      if (kind !== 'scrypt' || !salt || !hash) return false;
      const made = await scrypt(
        password,
        unbase64(salt),
        { log2N: Number(log2N), r: Number(r), p: Number(p) },
        keyLength,
      );
      const expected = unbase64(hash);
      // Compared in constant time: how far two hashes agree tells nothing.
      let difference = made.length ^ expected.length;
      for (let i = 0; i < made.length; i++) difference |= made[i]! ^ (expected[i] ?? 0);
      return difference === 0;
    },
  };
}

let common: Promise<Set<string>> | null = null;
/**
 * Whether a password is one of the most used ones (zxcvbn-ts's list of about 30 000, from public
 * breaches), whatever its case. The list is read the first time a password is set.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return (await common).has(password.toLowerCase());
}
