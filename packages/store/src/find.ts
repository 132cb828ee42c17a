/**
 * The top bar's search: what each table is found by, how its text is folded, and what a typed
 * query asks for. Both stores read this one definition (the SQL store writes the same folding as
 * SQL functions, and its trigram indexes are on the very expression `findable` describes), so a
 * search finds the same rows on every store.
 */
import type { Condition, FieldPath, SearchField } from './query';
import type { TableName } from './store';

/** A search of one table: the newest `size` rows that meet the conditions and hold the text. */
export interface FindQuery {
  where: readonly Condition[];
  text: string;
  size: number;
}

/** The fields a table is found by: text fields (folded), and phone fields (matched by their digits). */
export interface Findable {
  text: readonly SearchField[];
  phones?: readonly FieldPath[];
}

export const findable = {
  parcels: {
    text: ['trackingNumber', 'reference', 'sender.name', 'receiver.name'],
    phones: ['sender.phone', 'receiver.phone'],
  },
  customers: { text: ['code', 'name', 'companyName', 'email'], phones: ['phone'] },
  complaints: { text: ['code', 'subject'] },
  offices: { text: ['code', 'name', 'address.city'] },
  drivers: { text: ['employeeNo', 'name'], phones: ['phone'] },
  // Plates are kept as "34 ABC 123" and found typed without spaces too.
  trucks: { text: ['plate', { compact: 'plate' }, 'make', 'model'] },
  trips: { text: ['code'] },
} as const satisfies Partial<Record<TableName, Findable>>;
export type FindableTable = keyof typeof findable;

/**
 * Letters folded to their base letter, upper and lower case alike, so that "ahmet cetin" finds
 * "Ahmet Çetin" and "istanbul" finds "İstanbul" (and "ISPARTA" "Isparta"): Turkish letters and the
 * common Western accents. Letters outside this list compare as written, on every store.
 */
const foldedLetters: readonly (readonly [string, string])[] = [
  ...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c) => [c, c.toLowerCase()] as const),
  ...(
    [
      ['İıÎîÍíÌìÏï', 'i'],
      ['ÇçĆć', 'c'],
      ['Ğğ', 'g'],
      ['ÖöÓóÒòÔôÕõ', 'o'],
      ['ŞşŚś', 's'],
      ['ÜüÚúÙùÛû', 'u'],
      ['ÂâÁáÀàÄäÃã', 'a'],
      ['ÉéÈèÊêËë', 'e'],
      ['Ññ', 'n'],
    ] as const
  ).flatMap(([letters, base]) => [...letters].map((c) => [c, base] as const)),
];
/** The SQL store's `search_fold` is `translate(value, foldFrom, foldTo)` (migration 0009). */
export const foldFrom = foldedLetters.map(([c]) => c).join('');
export const foldTo = foldedLetters.map(([, base]) => base).join('');
const foldMap = new Map(foldedLetters);
const foldPattern = new RegExp(`[${foldFrom}]`, 'g');

/** The text as search compares it: Turkish and accented letters on their base letter, lower case. */
export const searchFold = (text: string) => text.replace(foldPattern, (c) => foldMap.get(c)!);

/** A phone's digits as they are found: a Turkish number (+90) by its ten national digits. */
export const phoneDigits = (phone: string | null | undefined) =>
  (phone ?? '').replace(/[^0-9]/g, '').replace(/^90([0-9]{10})$/, '$1');

/** What a query asks for: each of its words (folded), or, when it is written as a phone number, its digits. */
export interface FindTerms {
  words: string[];
  digits: string | null;
}

/** At most this many words of a query count (a search box, not a document). */
export const findMaxWords = 6;

export function findTerms(query: string): FindTerms {
  const words = searchFold(query.trim()).split(/\s+/).filter(Boolean).slice(0, findMaxWords);
  // +90 532 123 45 67, 0532 123 4567, (532) 123-4567: the national digits, as the stored phones' are read.
  const phoneLike = /^[+\d\s().-]+$/.test(query.trim());
  const digits = phoneLike
    ? query
        .replace(/[^0-9]/g, '')
        // 00 as the international prefix only before a whole number (0090 532 123 45 67), not in part of a tracking number.
        .replace(/^00([0-9]{10,})$/, '$1')
        .replace(/^90([0-9]{10})$/, '$1')
        // The trunk 0 of a national number (0532 …).
        .replace(/^0/, '')
    : '';
  return { words, digits: digits.length >= 3 ? digits : null };
}

/** The text a row is found in, as the SQL store's index expression reads it: text fields folded, one space apart, then each phone's digits. */
export function findText(fields: Findable, read: (path: FieldPath) => unknown): string {
  const text = fields.text.map((f) => {
    const value = read(typeof f === 'string' ? f : f.compact);
    const shown = value === null || value === undefined ? '' : String(value);
    return typeof f === 'string' ? shown : shown.replace(/ /g, '');
  });
  const phones = (fields.phones ?? []).map((path) => ` ${phoneDigits(read(path) as string | null)}`);
  return searchFold(text.join(' ')) + phones.join('');
}

/** Whether a row's text holds what the query asks for. */
export const findMatches = (text: string, terms: FindTerms) =>
  (terms.words.length > 0 && terms.words.every((w) => text.includes(w))) ||
  (terms.digits !== null && text.includes(terms.digits));
