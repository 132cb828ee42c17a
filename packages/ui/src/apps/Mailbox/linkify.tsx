import type { ReactNode } from 'react';

/** An address on the web in plain text: http or https only, up to a space or an angle bracket. */
const webAddress = /\bhttps?:\/\/[^\s<>"]+/gi;
/** What a sentence puts after an address that is not part of it. */
const trailing = /[.,;:!?)\]'’]+$/;

/**
 * A mail's text with its web addresses as links, as React elements (never markup): the sender's
 * text is shown as text, and only an http or https address becomes a link, opened apart from the
 * app (no opener, no referrer).
 */
export function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(webAddress)) {
    const found = match[0];
    const href = found.replace(trailing, '');
    const at = match.index;
    if (at > from) parts.push(text.slice(from, at));
    parts.push(
      <a key={at} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {href}
      </a>,
    );
    from = at + href.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
