import type { ReactNode } from 'react';
import * as styles from './Highlighted.css';

const plain: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };
/** Lower case by Turkish rules, and the Turkish letters as their plain forms: staff on a keyboard without them type "sahin" for "Şahin". One letter stays one letter. */
const fold = (text: string) => text.toLocaleLowerCase('tr').replace(/[çğıöşü]/g, (letter) => plain[letter]!);

/** One of the texts holds the query, case-insensitively and with Turkish letters matching their plain forms (an empty query matches). */
export function textMatches(query: string, ...texts: (string | null | undefined)[]): boolean {
  const q = fold(query.trim());
  return !q || texts.some((text) => !!text && fold(text).includes(q));
}

/** The text with each match of the query marked: React text nodes, never HTML from data. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  const q = fold(query.trim());
  if (!q) return <>{text}</>;
  const lower = fold(text);
  const parts: ReactNode[] = [];
  let at = 0;
  // Turkish lower-casing keeps the length of these letters, so positions carry over.
  for (let found = lower.indexOf(q); found >= 0 && lower.length === text.length; found = lower.indexOf(q, at)) {
    parts.push(
      text.slice(at, found),
      <mark key={found} className={styles.mark}>
        {text.slice(found, found + q.length)}
      </mark>,
    );
    at = found + q.length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
