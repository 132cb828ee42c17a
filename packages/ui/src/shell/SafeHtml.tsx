import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Inline formatting only: no scripts, styles, frames, forms or event handlers survive. */
const inline = ['b', 'strong', 'i', 'em', 'u', 's', 'mark', 'small', 'br', 'span', 'p', 'a', 'code', 'ul', 'ol', 'li'];
const profiles = {
  inline: { ALLOWED_TAGS: inline, ALLOWED_ATTR: ['href', 'title', 'class'] },
  /** An article's body (a guide, a course step): headings, quotes and tables too, still no scripts, styles, frames, forms or images. */
  article: {
    ALLOWED_TAGS: [...inline, 'h2', 'h3', 'h4', 'blockquote', 'pre', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    ALLOWED_ATTR: ['href', 'title', 'class'],
  },
};
type Profile = keyof typeof profiles;

export const sanitizeHtml = (html: string, profile: Profile = 'inline') => DOMPurify.sanitize(html, profiles[profile]);

/** HTML from data (titles and descriptions of messages and notifications, help articles), sanitised first. */
export function SafeHtml({
  html,
  className,
  id,
  as: As = 'span',
  profile = 'inline',
}: {
  html: string;
  className?: string;
  id?: string;
  as?: 'span' | 'div' | 'p';
  profile?: Profile;
}) {
  const clean = useMemo(() => sanitizeHtml(html, profile), [html, profile]);
  return <As id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
