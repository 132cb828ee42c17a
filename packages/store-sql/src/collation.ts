/**
 * Turkish name order in SQL: a sort key per name, made here and compared byte by byte
 * (`COLLATE "C"`), that orders names as `Intl.Collator('tr', { numeric: true, sensitivity:
 * 'base' })` does in the browser and in the memory store. Neither PGlite nor every PostgreSQL has
 * ICU's Turkish collation, so the key is made in JavaScript when a row is written.
 *
 * The key is a run of tokens, each starting with its class so that classes order as ICU orders
 * them (spaces, then punctuation and symbols, then digits, then letters):
 *   `A`                 a space
 *   `B` + 4 hex         punctuation and symbols, by code point
 *   `C` + 2 digits + n  a number (its length, then its digits without leading zeros): 9 < 10
 *   `D` + 2 digits      a letter of the Turkish alphabet (a b c ç d e f g ğ h ı i j … ö p q r s ş t u ü v w x y z)
 *   `E` + 6 hex         any other character, by code point
 * Case and accents outside the Turkish alphabet (â, î, û) do not count: `sensitivity: 'base'`.
 */
const alphabet = 'abcçdefgğhıijklmnoöpqrsştuüvwxyz';
const letterWeight = new Map([...alphabet].map((letter, i) => [letter, String(i).padStart(2, '0')]));

const letterOf = (char: string): string | undefined =>
  letterWeight.get(char) ?? letterWeight.get(char.normalize('NFD')[0]!);

export function sortKey(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const chars = [...text.toLocaleLowerCase('tr')];
  let key = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (char >= '0' && char <= '9') {
      let end = i;
      while (end < chars.length && chars[end]! >= '0' && chars[end]! <= '9') end++;
      const digits = chars
        .slice(i, end)
        .join('')
        .replace(/^0+(?=\d)/, '');
      key += `C${String(digits.length).padStart(2, '0')}${digits}`;
      i = end - 1;
      continue;
    }
    if (/\s/u.test(char)) {
      key += 'A';
      continue;
    }
    // Combining marks (an accent typed apart from its letter) do not count.
    if (/\p{M}/u.test(char)) continue;
    const letter = letterOf(char);
    if (letter !== undefined) key += `D${letter}`;
    else if (/[\p{P}\p{S}]/u.test(char)) key += `B${char.codePointAt(0)!.toString(16).padStart(4, '0')}`;
    else key += `E${char.codePointAt(0)!.toString(16).padStart(6, '0')}`;
  }
  return key;
}
